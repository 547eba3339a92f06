package kopi.runtime;

import kopi.runtime.DynamicState.Handler;
import kopi.runtime.DynamicState.Wind;

/**
 * A continuation made by {@code call/cc}. While the receiver of its {@code call/cc} runs (counted in
 * {@link #live}), calling it is an escape: an {@link Exceptions.ContinuationException} unwinds to
 * that frame, as cheaply as before continuations were re-entrant. Afterwards, calling it re-enters
 * the saved frames: the {@code dynamic-wind} thunks between here and there run (after-thunks of the
 * winds being left, innermost first, then before-thunks of the winds being entered, outermost
 * first, R7RS 6.10), and a {@link Continuations.Reinstate} unwinds the stack to the driver, which
 * rebuilds the frames of {@link #frames} with the arguments as the value of {@code call/cc}.
 */
public final class Continuation extends NamedProcedure {
  final Wind winds;
  final Handler handlers;
  /** How many frames of this continuation's receiver are on the stack: positive means escape. */
  int live;
  /** The saved frames, outermost first; null when the capture could not save them. */
  Object[] frames;
  /** Why the frames could not be saved: the Java method in the way, or a sentence. */
  String obstacle;

  Continuation(Wind winds, Handler handlers) {
    super("continuation", 0, -1);
    this.winds = winds;
    this.handlers = handlers;
  }

  @Override
  public Object applyN(Object[] args) {
    Object value = Values.of(args);
    if (live > 0) {
      throw new Exceptions.ContinuationException(this, value);
    }
    if (frames == null) {
      throw Errors.error("continuation: called after its call/cc returned, and it cannot be re-entered:"
          + " it was captured through a non-re-entrant frame ("
          + Continuations.describe(obstacle) + ")");
    }
    Continuations.rewind(winds);
    throw new Continuations.Reinstate(this, value);
  }
}
