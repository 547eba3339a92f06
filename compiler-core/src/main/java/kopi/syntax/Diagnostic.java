package kopi.syntax;

import java.util.Objects;

/**
 * A problem found in source text, reported as a value and never thrown.
 * Offsets are UTF-16 indices into the document text, {@code start <= end}; every phase of the
 * pipeline reports through this one record so the command line and the language server print the
 * same thing.
 *
 * @param code     a short stable identifier such as {@code read.unclosed-list}, for tests and filtering
 * @param severity how bad it is
 * @param start    first offset of the labelled text
 * @param end      offset just past the labelled text (equal to start for a point)
 * @param message  lower case, no trailing period, naming what was expected and what was found
 * @param phase    the pipeline stage that found it
 */
public record Diagnostic(String code, Severity severity, int start, int end, String message, Phase phase,
    java.util.List<Fix> fixes) {

  /**
   * A change of the text that resolves the problem, for an editor's quick fix: replace
   * {@code [start, end)} with {@code newText} ({@code start == end} inserts).
   *
   * @param title what the editor offers, such as {@code Change to factorial}
   */
  public record Fix(String title, int start, int end, String newText) {}

  /**
   * The codes of the reader's diagnostics that say a datum is not closed: the text ends inside it
   * (a list, a string, a {@code |symbol|}, a block comment, a Kawa literal) or a closer does not
   * match its opener.
   */
  private static final java.util.Set<String> UNCLOSED = java.util.Set.of("read.unclosed-list",
      "read.unclosed-literal", "read.unexpected-closer", "read.unterminated-string",
      "read.unterminated-identifier", "read.unterminated-comment");

  /** Whether this is a reader diagnostic that says a datum is not closed (see {@link #UNCLOSED}). */
  public boolean leavesDatumOpen() {
    return UNCLOSED.contains(code);
  }

  /** A diagnostic without a fix. */
  public Diagnostic(String code, Severity severity, int start, int end, String message, Phase phase) {
    this(code, severity, start, end, message, phase, java.util.List.of());
  }

  public Diagnostic {
    fixes = fixes == null ? java.util.List.of() : java.util.List.copyOf(fixes);
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(severity, "severity");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(phase, "phase");
    if (start < 0 || end < start) {
      throw new IllegalArgumentException("bad diagnostic range " + start + ".." + end);
    }
  }

  public static Diagnostic error(Phase phase, String code, int start, int end, String message) {
    return new Diagnostic(code, Severity.ERROR, start, end, message, phase);
  }

  public static Diagnostic warning(Phase phase, String code, int start, int end, String message) {
    return new Diagnostic(code, Severity.WARNING, start, end, message, phase);
  }

  /**
   * Whether any of {@code diagnostics} is an error. A loop, not a stream: every compilation asks,
   * and a stream's classes and lambdas are a cost of start-up ({@code kopi -e}, issue 21).
   */
  public static boolean anyError(java.util.Collection<Diagnostic> diagnostics) {
    for (Diagnostic diagnostic : diagnostics) {
      if (diagnostic.isError()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Diagnostics by start offset. A lambda, not {@code Comparator.comparingInt}: that one is
   * serializable, so class-data sharing cannot archive its class and every start-up would spin it.
   */
  public static final java.util.Comparator<Diagnostic> BY_START = (a, b) -> Integer.compare(a.start(), b.start());

  /**
   * {@code diagnostics} in source order (by start, then end), each once: a macro that uses an
   * erroneous argument twice, or two passes that find the same fault, report it one time.
   */
  public static java.util.List<Diagnostic> inSourceOrder(java.util.Collection<Diagnostic> diagnostics) {
    if (diagnostics.isEmpty()) {
      return new java.util.ArrayList<>();
    }
    java.util.List<Diagnostic> out = new java.util.ArrayList<>(new java.util.LinkedHashSet<>(diagnostics));
    out.sort((a, b) -> a.start() != b.start() ? BY_START.compare(a, b) : Integer.compare(a.end(), b.end()));
    return out;
  }

  public boolean isError() {
    return severity == Severity.ERROR;
  }

  /** Moves the range by {@code delta} characters, for results reused after an edit earlier in the file. */
  public Diagnostic shifted(int delta) {
    java.util.List<Fix> moved = new java.util.ArrayList<>();
    for (Fix fix : fixes) {
      moved.add(new Fix(fix.title(), fix.start() == 0 && fix.end() == 0 ? 0 : fix.start() + delta,
          fix.start() == 0 && fix.end() == 0 ? 0 : fix.end() + delta, fix.newText()));
    }
    return new Diagnostic(code, severity, start + delta, end + delta, message, phase, moved);
  }

  /** This diagnostic with {@code fix} offered for it. */
  public Diagnostic withFix(Fix fix) {
    java.util.List<Fix> all = new java.util.ArrayList<>(fixes);
    all.add(fix);
    return new Diagnostic(code, severity, start, end, message, phase, all);
  }

  /** Formats as the command line prints it: {@code file.scm:LINE:COL: error - message}, 1-based. */
  public String format(String fileName, LineIndex lines) {
    return fileName + ":" + (lines.line(start) + 1) + ":" + (lines.column(start) + 1) + ": "
        + severity.label() + " - " + escapeControls(message);
  }

  /**
   * {@code text} on one line: a message may quote source text, and a newline, carriage return, NUL
   * or other control character in it would break the one-line format tools parse, so each is
   * written as an escape ({@code \n}, {@code \r}, {@code \t}, {@code \x0;} as in Scheme strings).
   */
  public static String escapeControls(String text) {
    int i = 0;
    while (i < text.length() && !isControl(text.charAt(i))) {
      i++;
    }
    if (i == text.length()) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length() + 8).append(text, 0, i);
    for (; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!isControl(c)) {
        out.append(c);
      } else if (c == '\n') {
        out.append("\\n");
      } else if (c == '\r') {
        out.append("\\r");
      } else if (c == '\t') {
        out.append("\\t");
      } else {
        out.append("\\x").append(Integer.toHexString(c)).append(';');
      }
    }
    return out.toString();
  }

  /** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
  private static boolean isControl(char c) {
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == '\u2028' || c == '\u2029';
  }
}
