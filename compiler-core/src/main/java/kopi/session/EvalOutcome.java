package kopi.session;

import java.util.List;
import kopi.syntax.Diagnostic;

/**
 * The result of {@link Session#eval}: one value per evaluated top-level form
 * ({@code Unspecified.VALUE} for definitions), the diagnostics of every phase, and the runtime
 * failure that stopped evaluation, or null. Forms after a failing one are not run.
 */
public record EvalOutcome(List<Object> values, List<Diagnostic> diagnostics, RuntimeFailure failure) {

  public boolean hasErrors() {
    return failure != null || diagnostics.stream().anyMatch(Diagnostic::isError);
  }

  /** The last value, or null when nothing was evaluated. */
  public Object lastValue() {
    return values.isEmpty() ? null : values.get(values.size() - 1);
  }
}
