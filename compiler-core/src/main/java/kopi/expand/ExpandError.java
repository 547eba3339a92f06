package kopi.expand;

/**
 * Aborts the expansion of one form. The nearest enclosing expression or top-level form catches it,
 * records a diagnostic and carries on with the next form, so one mistake never hides the others.
 * It carries no stack trace: it is control flow, not a bug report.
 */
public final class ExpandError extends RuntimeException {
  private final String code;
  private final int start;
  private final int end;

  public ExpandError(String code, int start, int end, String message) {
    super(message, null, false, false);
    this.code = code;
    this.start = start;
    this.end = end;
  }

  public ExpandError(String code, Syntax where, String message) {
    this(code, where.start(), where.end(), message);
  }

  private final java.util.List<kopi.syntax.Diagnostic.Fix> fixes = new java.util.ArrayList<>(1);

  /** Offers {@code fix} with the diagnostic this error becomes; returns this error, to throw. */
  public ExpandError withFix(kopi.syntax.Diagnostic.Fix fix) {
    fixes.add(fix);
    return this;
  }

  /** The fixes offered for this error. */
  public java.util.List<kopi.syntax.Diagnostic.Fix> fixes() {
    return java.util.List.copyOf(fixes);
  }

  public String code() {
    return code;
  }

  public int start() {
    return start;
  }

  public int end() {
    return end;
  }
}
