package kopi.runtime;

/** The end-of-file object returned by input procedures and {@code (eof-object)}; printed {@code #!eof}. */
public final class Eof {
  public static final Eof VALUE = new Eof();

  private Eof() {}

  @Override
  public String toString() {
    return "#!eof";
  }
}
