package kopi.ide;

import java.util.Objects;
import kopi.syntax.LineIndex;
import kopi.syntax.ParseResult;
import kopi.syntax.Parser;

/**
 * An immutable snapshot of one open document: its identifier, the editor's version number and the
 * parse of its text. Features read snapshots, so a request that runs while the user keeps typing
 * sees one consistent text. {@link #edit} makes the next snapshot with the incremental reparse.
 */
public final class SourceDocument {
  private final String uri;
  private final int version;
  private final ParseResult parse;
  private final LineIndex lines;
  /** The expansion of this text, computed on first use; guarded by {@code this}. */
  private SemanticAnalysis analysis;

  public SourceDocument(String uri, int version, ParseResult parse) {
    this.uri = Objects.requireNonNull(uri, "uri");
    this.version = version;
    this.parse = Objects.requireNonNull(parse, "parse");
    this.lines = new LineIndex(parse.text());
  }

  /** Parses {@code text} from scratch. */
  public static SourceDocument of(String uri, int version, String text) {
    return new SourceDocument(uri, version, Parser.parse(text));
  }

  public String uri() {
    return uri;
  }

  public int version() {
    return version;
  }

  public ParseResult parse() {
    return parse;
  }

  public String text() {
    return parse.text();
  }

  /** The line index of this text, the one conversion table between offsets and lines. */
  public LineIndex lines() {
    return lines;
  }

  /**
   * What the expander makes of this text: its diagnostics and semantic model. Computed once, by the
   * first caller (expansion takes a while on a big file, so callers should be off the editor's
   * message thread); later callers on this snapshot get the same answer.
   */
  public synchronized SemanticAnalysis analysis() {
    if (analysis == null) {
      analysis = SemanticAnalysis.compute(this);
    }
    return analysis;
  }

  /** Replaces {@code oldLength} characters at {@code offset}, reparsing only what the edit touches. */
  public SourceDocument edit(int version, int offset, int oldLength, String newText) {
    return new SourceDocument(uri, version, parse.edit(offset, oldLength, newText));
  }

  /** Replaces the whole text. */
  public SourceDocument replace(int version, String newText) {
    return of(uri, version, newText);
  }

  /** The same text under a new version number, for a change event list that ends up empty. */
  public SourceDocument withVersion(int newVersion) {
    return new SourceDocument(uri, newVersion, parse);
  }
}
