package kopi.server;

import java.util.List;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentIdentifier;

/**
 * The params and results of the server's {@code kopi/*} requests, mapped to JSON by LSP4J's Gson
 * as the standard protocol's types are: a record component is a JSON property of the same name, and
 * a null component is left out. The VS Code extension declares the same shapes in
 * {@code vscode-extension/src/protocol.ts} ({@code KopiProtocolTypeScriptTest} compares the two),
 * and the Neovim plugin ({@code editors/neovim/kopi.lua}) sends and reads them too, so a change
 * here is a change of the wire format.
 */
public final class KopiProtocol {
  private KopiProtocol() {}

  /** The method names. */
  public static final String EVALUATE = "kopi/evaluate";
  public static final String LOAD_FILE = "kopi/loadFile";
  public static final String INTERRUPT = "kopi/interrupt";
  public static final String RESET_SESSION = "kopi/resetSession";
  public static final String FORM_AT = "kopi/formAt";

  /**
   * {@code kopi/evaluate}: {@code {textDocument, range}} (a selection), {@code {textDocument,
   * position}} (the top-level form there) or {@code {textDocument?, code}} (text of its own).
   */
  public record EvaluateParams(TextDocumentIdentifier textDocument, Range range, Position position, String code) {}

  /** {@code kopi/loadFile}: the document to run whole, open or on disk. */
  public record LoadFileParams(TextDocumentIdentifier textDocument) {}

  /** {@code kopi/interrupt} and {@code kopi/resetSession} take an empty object. */
  public record SessionParams() {}

  /**
   * What an evaluation produced: {@code value} written with {@code write} (absent when the code
   * returns no value), what it printed, its error, how long it took, the worker's status name (OK,
   * ERROR, INTERRUPTED, RESTARTED, EXITED), the evaluated code's range in the document and, for a
   * range or position of a document, the context forms run first.
   */
  public record EvaluateResult(String value, String output, EvaluationError error, long elapsedMs, String status,
      Range range, ContextResult context) {}

  /** An evaluation's error, with its place in the document when known. */
  public record EvaluationError(String message, Range range) {}

  /** How many of the file's imports and definitions before the code ran first, and those that failed. */
  public record ContextResult(int evaluated, List<EvaluationError> errors) {}

  /** The answer of {@code kopi/interrupt} and {@code kopi/resetSession}. */
  public record StatusResult(String status, String message) {}

  /** {@code kopi/formAt}: the top-level form at a position, which {@code kopi/evaluate} would run. */
  public record FormAtParams(TextDocumentIdentifier textDocument, Position position) {}

  /**
   * The top-level form at the position (null when there is none): its range, and whether it is
   * complete (false when the text ends inside it or a closer does not match its opener).
   */
  public record FormAtResult(Range range, boolean complete) {}
}
