package kopi.expand;

import java.util.ArrayList;
import java.util.List;
import kopi.syntax.DatumReader;
import kopi.syntax.Diagnostic;

/** Reads source text into syntax objects (no scopes yet) with the shared reader. */
final class SourceReader {
  private SourceReader() {}

  record Result(List<Syntax> forms, List<Diagnostic> diagnostics) {}

  static Result read(String text, boolean foldCase) {
    String source = foldCase ? "#!fold-case " + text : text;
    DatumReader.Result<Syntax> read = DatumReader.readAll(source, new SyntaxBuilder(ScopeSet.EMPTY));
    return new Result(new ArrayList<>(read.data()), read.diagnostics());
  }
}
