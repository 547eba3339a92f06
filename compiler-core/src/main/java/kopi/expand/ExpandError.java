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
