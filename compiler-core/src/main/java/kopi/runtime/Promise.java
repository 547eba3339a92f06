package kopi.runtime;

/**
 * A promise, as made by {@code delay}, {@code delay-force} and {@code make-promise}. It follows the
 * reference implementation of R7RS (section 7.3): promises share a mutable box, and forcing a
 * {@code delay-force} chain copies each new promise's box into the current one and loops, so a
 * chain of a million {@code delay-force} steps runs in constant stack.
 */
public final class Promise {
  /** The shared state: done with a value, or pending with a thunk. */
  private static final class Box {
    boolean done;
    /** The value when done; the thunk when pending. */
    Object content;
    /** For a pending box: true when the thunk returns a promise ({@code delay-force}). */
    boolean lazy;

    Box(boolean done, Object content, boolean lazy) {
      this.done = done;
      this.content = content;
      this.lazy = lazy;
    }
  }

  private Box box;

  private Promise(Box box) {
    this.box = box;
  }

  /** {@code make-promise}: an already forced promise (a promise is returned as it is). */
  public static Promise ready(Object value) {
    return value instanceof Promise p ? p : new Promise(new Box(true, value, false));
  }

  /** For {@code delay}: the thunk computes the value. */
  public static Promise delayed(Object thunk) {
    return new Promise(new Box(false, Procedure.check(thunk), false));
  }

  /** For {@code delay-force}: the thunk computes another promise, forced in the same loop. */
  public static Promise lazy(Object thunk) {
    return new Promise(new Box(false, Procedure.check(thunk), true));
  }

  public boolean isDone() {
    return box.done;
  }

  /** {@code force}: a non-promise is returned as it is, as R7RS permits. */
  @Unwindable
  public static Object force(Object value) {
    if (!(value instanceof Promise promise)) {
      return value;
    }
    return forceLoop(promise);
  }

  /**
   * Forces {@code promise}, running its thunks until its box is done. Each thunk call takes part in
   * continuation captures; a re-entered continuation captured inside a thunk finishes the forcing
   * again, and when the promise was forced meanwhile its first value stays (R7RS 4.2.5).
   */
  @Unwindable
  static Object forceLoop(Promise promise) {
    while (!promise.box.done) {
      Box pending = promise.box;
      Object result;
      try {
        result = Procedure.call(pending.content);
      } catch (Capture capture) {
        throw capture.push(new Forcing(promise, pending));
      }
      settle(promise, pending, result);
    }
    return promise.box.content;
  }

  /** Records what the thunk of {@code pending} returned, unless the promise is done already. */
  private static void settle(Promise promise, Box pending, Object result) {
    if (promise.box.done) {
      return; // Forced re-entrantly by the thunk; the first value wins, as R7RS says.
    }
    if (!pending.lazy) {
      promise.box.done = true;
      promise.box.content = result;
      return;
    }
    if (!(result instanceof Promise next)) {
      throw Errors.wrongType("force", "promise from delay-force", result);
    }
    promise.box.done = next.box.done;
    promise.box.content = next.box.content;
    promise.box.lazy = next.box.lazy;
    next.box = promise.box;
  }

  private record Forcing(Promise promise, Box pending) implements JavaFrame {
    @Override
    public Object resume() {
      Object result = resumeCall();
      settle(promise, pending, result);
      return forceLoop(promise);
    }
  }

  @Override
  public String toString() {
    return box.done ? "#<promise (forced)>" : "#<promise>";
  }
}
