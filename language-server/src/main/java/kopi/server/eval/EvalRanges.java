package kopi.server.eval;

import java.nio.file.Path;
import java.util.Optional;
import kopi.syntax.LineIndex;

/**
 * Document ranges for evaluation results, in the terms LSP uses (0-based lines, UTF-16 columns),
 * so the server can underline a runtime error or place a result next to the evaluated code.
 */
public final class EvalRanges {
  private EvalRanges() {}

  /** A range of a document: UTF-16 offsets and the matching 0-based lines and UTF-16 columns. */
  public record DocumentRange(int start, int end, int startLine, int startColumn, int endLine, int endColumn) {

    static DocumentRange of(LineIndex lines, int start, int end) {
      return new DocumentRange(start, end, lines.line(start), lines.column(start), lines.line(end), lines.column(end));
    }
  }

  /**
   * Where a runtime failure happened in document {@code file} (whose text is {@code documentText}):
   * the failing line without its leading and trailing blanks, or from its column when the failure
   * has one. Empty when the failure has no line, or its frame is in another file.
   */
  public static Optional<DocumentRange> failureRange(Protocol.Failure failure, String file, String documentText) {
    if (failure == null || failure.line() <= 0 || failure.file() == null || !failure.file().equals(baseName(file))) {
      return Optional.empty();
    }
    LineIndex lines = new LineIndex(documentText);
    int line = failure.line() - 1;
    if (line >= lines.lineCount()) {
      return Optional.empty();
    }
    int lineStart = lines.lineStart(line);
    int lineEnd = line + 1 < lines.lineCount() ? lines.lineStart(line + 1) : documentText.length();
    int start = failure.column() > 0 ? Math.min(lineEnd, lineStart + failure.column() - 1) : lineStart;
    int end = lineEnd;
    while (start < end && Character.isWhitespace(documentText.charAt(start))) {
      start++;
    }
    while (end > start && Character.isWhitespace(documentText.charAt(end - 1))) {
      end--;
    }
    return Optional.of(DocumentRange.of(lines, start, end));
  }

  /**
   * One frame of a runtime error's backtrace for the editor: {@code at NAME (FILE:LINE)} and its
   * range in the evaluated document, or null when the frame is in another file.
   */
  public record Related(String message, DocumentRange range) {}

  /** The frames of {@code failure}'s backtrace ({@link Protocol.Failure#backtrace}), innermost first. */
  public static java.util.List<Related> backtrace(Protocol.Failure failure, String file, String documentText) {
    java.util.List<Related> out = new java.util.ArrayList<>();
    for (Protocol.Frame frame : failure.backtrace()) {
      String where = frame.file()
          + (frame.line() > 0 ? ":" + frame.line() + (frame.column() > 0 ? ":" + frame.column() : "") : "");
      DocumentRange range = failureRange(new Protocol.Failure(frame.name(), frame.file(), frame.line(), frame.column()),
          file, documentText).orElse(null);
      out.add(new Related("at " + frame.name() + " (" + where + ")", range));
    }
    return out;
  }

  /** The range of a diagnostic the worker returned (its positions are already document positions). */
  public static DocumentRange diagnosticRange(Protocol.WireDiagnostic diagnostic) {
    return new DocumentRange(diagnostic.start(), diagnostic.end(), diagnostic.startLine(), diagnostic.startColumn(),
        diagnostic.endLine(), diagnostic.endColumn());
  }

  /** The file name the compiler puts in stack frames: the last path segment. */
  public static String baseName(String file) {
    if (file == null || file.isEmpty()) {
      return "evaluation.scm";
    }
    String path = file.startsWith("file:") ? java.net.URI.create(file).getPath() : file;
    Path name = Path.of(path).getFileName();
    return name == null ? path : name.toString();
  }
}
