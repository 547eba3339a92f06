package kopi.runtime;

/**
 * The per-thread dynamic environment: the stack of exception handlers (with guard markers) and the
 * stack of active {@code dynamic-wind} thunks, and the cursor of a continuation being rebuilt. Both are immutable linked lists, saved and
 * restored around each extent in {@code try/finally}, so an escape through any frame restores them.
 */
final class DynamicState {
  private static final ThreadLocal<DynamicState> CURRENT = ThreadLocal.withInitial(DynamicState::new);

  /**
   * A handler procedure, or, when {@code guardToken} is not null, a guard marker whose
   * {@code procedure} is the guard's clause selector (see {@link Exceptions#guard}).
   */
  record Handler(Object procedure, Object guardToken, Handler next) {}

  /** An active {@code dynamic-wind}: re-entering a continuation runs {@code before} again. */
  record Wind(Object before, Object after, Wind next) {}

  Handler handlers;
  Wind winds;

  /** While {@link Continuations#resumeNext} rebuilds saved frames: the frames, outermost first. */
  Object[] resumeFrames;
  int resumeIndex;
  /** What happens past the innermost frame: the receiver applied to the continuation, or the value. */
  Continuation resumeContinuation;
  Procedure resumeReceiver;
  Object resumeValue;

  static DynamicState current() {
    return CURRENT.get();
  }
}
