package kopi.ide;

/**
 * Lets a long computation give up when the editor no longer wants its answer. {@link #check}
 * throws {@link java.util.concurrent.CancellationException} once the request is cancelled; features
 * call it between units of work (for example between top-level forms).
 */
@FunctionalInterface
public interface Cancellation {
  /** Never cancelled, for tests and the command line. */
  Cancellation NONE = () -> {};

  void check();
}
