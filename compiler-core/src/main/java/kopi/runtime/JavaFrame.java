package kopi.runtime;

/**
 * A frame of a runtime method that calls Scheme code and can be rebuilt after a continuation
 * captured inside that call is re-entered ({@code dynamic-wind}, the mapping and iteration
 * builtins, the exception handlers, {@code parameterize}, {@code force}, the receiver of
 * {@code call/cc}; the list is in the {@code kopi.runtime} package documentation). Such a method catches {@link Capture} around its call, pushes a
 * {@code JavaFrame} holding the state it needs to go on, and rethrows. {@link #resume} must call
 * {@link Continuations#resumeNext} (inside the same {@code catch}, so that a later capture records
 * the frame again) in place of the original call, and then finish the work the method had left.
 * A frame may be resumed any number of times, so it must not mutate its own state.
 */
public interface JavaFrame {
  Object resume();

  /**
   * The value of the call this frame was making when the continuation was captured, produced by
   * rebuilding the rest of the saved stack; a capture on the way records this frame again.
   */
  @Unwindable
  default Object resumeCall() {
    try {
      return TailCall.resolve(Continuations.resumeNext());
    } catch (Capture capture) {
      throw capture.push(this);
    }
  }
}
