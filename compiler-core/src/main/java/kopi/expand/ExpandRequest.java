package kopi.expand;

import java.nio.file.Path;
import kopi.syntax.ParseResult;

/**
 * What {@link Expander#expand} is asked to expand, and how: the one argument of the expander's one
 * entry point. Make one with {@link #program}, {@link #analysis}, {@link #session} or
 * {@link #imports}.
 *
 * @param text            the source text
 * @param parse           the parse of {@code text} when the caller holds one (an editor's incremental
 *                        parse), or null to read {@code text}
 * @param file            the file the text comes from (imports and includes are found beside it), or null
 * @param moduleClassName the class a program's definitions belong to; unused for a session
 * @param session         the session the text is an input of, or null for a whole program
 * @param importsOnly     for a restricted session, expands the {@code import} forms that set it up
 * @param record          whether to record the {@link SemanticModel} (what the editor features read)
 * @param checkpoint      run before each top-level form; an editor's throws
 *                        {@link java.util.concurrent.CancellationException} to abandon a superseded text
 * @param previous        the form cache of an earlier analysis of the same document, to reuse what
 *                        it holds for unchanged top-level forms ({@link FormCache}); only with {@code record}
 * @param libraries       the editor's cache of expanded libraries ({@link LibraryCache}), or null to
 *                        expand every imported library afresh; only for a program
 */
public record ExpandRequest(String text, ParseResult parse, Path file, String moduleClassName, TopLevel session,
    boolean importsOnly, boolean record, Runnable checkpoint, FormCache previous, LibraryCache libraries) {

  public ExpandRequest {
    if (parse != null) {
      text = parse.text();
    }
    checkpoint = checkpoint == null ? () -> {} : checkpoint;
    previous = previous == null ? FormCache.EMPTY : previous;
  }

  /**
   * A whole file to compile: a program (which may start with {@code import}) and any
   * {@code define-library} forms, which become library modules.
   */
  public static ExpandRequest program(String text, Path file, String moduleClassName) {
    return new ExpandRequest(text, null, file, moduleClassName, null, false, false, null, null, null);
  }

  /**
   * A whole file for the editor: as {@link #program}, also recording the semantic model, calling
   * {@code checkpoint} before each form and reusing {@code previous} for unchanged forms.
   */
  public static ExpandRequest analysis(ParseResult parse, Path file, String moduleClassName, Runnable checkpoint,
      FormCache previous) {
    return analysis(parse, file, moduleClassName, checkpoint, previous, null);
  }

  /** As {@link #analysis(ParseResult, Path, String, Runnable, FormCache)}, taking imported libraries from {@code libraries}. */
  public static ExpandRequest analysis(ParseResult parse, Path file, String moduleClassName, Runnable checkpoint,
      FormCache previous, LibraryCache libraries) {
    return new ExpandRequest(null, parse, file, moduleClassName, null, false, true, checkpoint, previous, libraries);
  }

  /** A whole file for the editor, read from {@code text}, recording the semantic model. */
  public static ExpandRequest analysis(String text, Path file, String moduleClassName) {
    return new ExpandRequest(text, null, file, moduleClassName, null, false, true, null, null, null);
  }

  /** One input of {@code session} (a REPL line, an {@code -e} argument, an editor selection). */
  public static ExpandRequest session(TopLevel session, String text, String fileName) {
    return new ExpandRequest(text, null, fileName == null ? null : Path.of(fileName), null, session, false, false,
        null, null, null);
  }

  /** The {@code (import ...)} forms that set up a restricted {@code session}. */
  public static ExpandRequest imports(TopLevel session, String text, String fileName) {
    return new ExpandRequest(text, null, fileName == null ? null : Path.of(fileName), null, session, true, false,
        null, null, null);
  }
}
