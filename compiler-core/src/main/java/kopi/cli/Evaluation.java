package kopi.cli;

import java.util.List;

/**
 * The outcome of evaluating one piece of text in a session: the values of its last form (none,
 * one, or several for {@code values}), the diagnostics of compiling it (offsets into the text
 * given), and the uncaught runtime error, if any. When there are error diagnostics nothing ran.
 *
 * @param failure the uncaught error, or null
 */
public record Evaluation(List<Object> values, List<kopi.syntax.Diagnostic> diagnostics, Failure failure) {

  public Evaluation {
    values = List.copyOf(values);
    diagnostics = List.copyOf(diagnostics);
  }

  public boolean hasErrors() {
    return kopi.syntax.Diagnostic.anyError(diagnostics);
  }
}
