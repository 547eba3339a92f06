package kopi.cli;

/**
 * Evaluates text in one session whose definitions persist from call to call: the REPL and
 * {@code -e} talk to the compiler only through this, so their loops are tested with fakes.
 */
public interface Evaluator {

  /**
   * Compiles and runs {@code text}, which holds one or more complete top-level forms.
   *
   * @param fileName the name diagnostics and runtime errors are attributed to
   */
  Evaluation evaluate(String text, String fileName);

  /**
   * How the REPL shows a result with {@code write}, or null for a value it does not show (the
   * unspecified value).
   */
  String show(Object value);

  /**
   * Stops the evaluation running now (Ctrl-C at the REPL), which then fails with an
   * {@code interrupted} error; the session stays. Called from another thread; does nothing when
   * nothing runs.
   */
  default void interrupt() {}
}
