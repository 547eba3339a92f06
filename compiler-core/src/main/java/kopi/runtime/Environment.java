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

  /**
   * The interaction environment of {@code (scheme repl)} in a compiled program: one per program, a
   * session of its own (a program's top-level variables are compiled fields, not session bindings).
   */
  public static final Environment INTERACTION = new Environment(List.of(), true, new StateCell());

  /** The interaction environment of the session whose code this thread is running, if any. */
  private static final ThreadLocal<Environment> CURRENT_INTERACTION = new ThreadLocal<>();

  public static Environment of(List<Object> importSets) {
    return new Environment(List.copyOf(importSets), false, new StateCell());
  }

  /** The interaction environment of a running session, whose state is that session itself. */
  public static Environment interaction(Object session) {
    StateCell cell = new StateCell();
    cell.value = session;
    return new Environment(List.of(), true, cell);
  }

  /**
   * Makes {@code environment} what {@code (interaction-environment)} returns on this thread (null
   * for the program's own) and returns the one it replaces, for the caller to restore.
   */
  public static Environment enterInteraction(Environment environment) {
    Environment previous = CURRENT_INTERACTION.get();
    CURRENT_INTERACTION.set(environment);
    return previous;
  }

  /** {@code (interaction-environment)}: the running session's, else the program's. */
  public static Environment currentInteraction() {
    Environment current = CURRENT_INTERACTION.get();
    return current == null ? INTERACTION : current;
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
