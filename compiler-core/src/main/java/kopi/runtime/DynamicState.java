package kopi.runtime;

/**
 * The per-thread dynamic environment: the stack of exception handlers (with guard markers) and the
 * stack of active {@code dynamic-wind} after-thunks. Both are immutable linked lists, saved and
 * restored around each extent in {@code try/finally}, so an escape through any frame restores them.
 */
final class DynamicState {
  private static final ThreadLocal<DynamicState> CURRENT = ThreadLocal.withInitial(DynamicState::new);

  /**
   * A handler procedure, or, when {@code guardToken} is not null, a guard marker whose
   * {@code procedure} is the guard's clause selector (see {@link Exceptions#guard}).
   */
  record Handler(Object procedure, Object guardToken, Handler next) {}

  record Wind(Object after, Wind next) {}

  Handler handlers;
  Wind winds;

  static DynamicState current() {
    return CURRENT.get();
  }
}
