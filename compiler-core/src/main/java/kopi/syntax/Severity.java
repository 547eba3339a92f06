package kopi.syntax;

/** How bad a {@link Diagnostic} is. */
public enum Severity {
  ERROR("error"),
  WARNING("warning"),
  INFO("info"),
  HINT("hint");

  private final String label;

  Severity(String label) {
    this.label = label;
  }

  /** The word the command line prints, as Kawa does: {@code error}, {@code warning}. */
  public String label() {
    return label;
  }
}
