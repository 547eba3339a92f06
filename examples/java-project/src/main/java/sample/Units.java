package sample;

/** Java code that the Scheme code calls. */
public final class Units {
  private Units() {}

  /** {@code value} rounded to two decimals, with its unit. */
  public static String squareMetres(double value) {
    return String.format(java.util.Locale.ROOT, "%.2f m2", value);
  }
}
