package kopi.runtime;

import java.util.List;

/**
 * An evaluation environment, the value of {@code (environment import-set ...)} and of
 * {@code (interaction-environment)}. The runtime only records what the environment is made of; the
 * {@link EvalHook} that evaluates in it (the compiler's session) attaches its own state through
 * {@link #state}, so the runtime never depends on the compiler.
 *
 * @param importSets  the import sets given to {@code environment}, as data; empty for the
 *                    interaction environment
 * @param interaction true for the one interaction environment, where definitions accumulate
 */
public record Environment(List<Object> importSets, boolean interaction, StateCell state) {

  /** The interaction environment of {@code (scheme repl)}: one per program. */
  public static final Environment INTERACTION = new Environment(List.of(), true, new StateCell());

  public static Environment of(List<Object> importSets) {
    return new Environment(List.copyOf(importSets), false, new StateCell());
  }

  /** Holds whatever the hook keeps per environment (a compiler session), created on first use. */
  public static final class StateCell {
    private Object value;

    public synchronized Object get(java.util.function.Supplier<Object> create) {
      if (value == null) {
        value = create.get();
      }
      return value;
    }
  }

  @Override
  public String toString() {
    return interaction ? "#<environment interaction>" : "#<environment " + importSets + ">";
  }
}
