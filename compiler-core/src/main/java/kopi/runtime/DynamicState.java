package kopi.runtime;

/**
 * The per-thread dynamic environment: the stack of exception handlers (with guard markers) and the
 * stack of active {@code dynamic-wind} after-thunks. Both are immutable linked lists, saved and
 * restored around each extent in {@code try/finally}, so an escape through any frame restores them.
 */
final class DynamicState {
  private static final ThreadLocal<DynamicState> CURRENT = ThreadLocal.withInitial(DynamicState::new);

  /** A handler procedure, or a guard marker when {@code procedure} is null. */
  record Handler(Object procedure, Object guardToken, Handler next) {}

  record Wind(Object after, Wind next) {}

  Handler handlers;
  Wind winds;

  static DynamicState current() {
    return CURRENT.get();
  }
}
