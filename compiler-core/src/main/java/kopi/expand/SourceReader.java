package kopi.expand;

import java.util.ArrayList;
import java.util.List;
import kopi.syntax.DatumReader;
import kopi.syntax.Diagnostic;
import kopi.syntax.ParseResult;
import kopi.syntax.Parser;

/** Reads source text into syntax objects (no scopes yet) with the shared reader. */
public final class SourceReader {
  private SourceReader() {}

  public record Result(List<Syntax> forms, List<Diagnostic> diagnostics) {}

  /**
   * Reads the data of {@code parse} (or of {@code text}, parsed now, when {@code parse} is null),
   * every identifier starting with {@code scopes}.
   */
  static Result read(ParseResult parse, String text, ScopeSet scopes) {
    ParseResult tree = parse == null ? Parser.parse(text) : parse;
    DatumReader.Result<Syntax> read = DatumReader.read(tree, new SyntaxBuilder(scopes));
    return new Result(new ArrayList<>(read.data()), read.diagnostics());
  }

  public static Result read(String text, boolean foldCase) {
    String source = foldCase ? "#!fold-case " + text : text;
    DatumReader.Result<Syntax> read = DatumReader.readAll(source, new SyntaxBuilder(ScopeSet.EMPTY));
    return new Result(new ArrayList<>(read.data()), read.diagnostics());
  }
}
