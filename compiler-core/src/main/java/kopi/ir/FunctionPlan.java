package kopi.ir;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * How one lambda is compiled: its code is the static method {@code methodName} of the module
 * class, taking the {@code environment} locals (boxes for boxed ones) and then the parameters
 * (required, optional, and the rest list last). {@code closureClass} is the binary name of the
 * procedure class that wraps the method, or null when the lambda never exists as a value (a known
 * local procedure).
 */
public record FunctionPlan(Core.Lambda lambda, String methodName, List<Local> environment,
    String closureClass) {

  /** The number of parameters after the environment. */
  public int parameterCount() {
    return lambda.required().size() + lambda.optionals().size() + (lambda.rest() == null ? 0 : 1);
  }

  public boolean needsObject() {
    return closureClass != null;
  }
}
