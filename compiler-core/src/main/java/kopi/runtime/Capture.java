package kopi.runtime;

import java.util.ArrayList;
import java.util.List;

/**
 * The exception that captures a continuation: {@code call/cc} throws it, and every frame it passes
 * on its way to the driver ({@link Continuations#drive}) records what it needs to be rebuilt (a
 * {@link ResumeFrame} for compiled code, a {@link JavaFrame} for the runtime methods that take part)
 * and rethrows it. It extends {@link Error} so that Java code catching {@code RuntimeException}
 * (handlers for foreign exceptions) lets it through; it carries no stack trace, as it is control
 * flow.
 */
public final class Capture extends Error {
  private static final long serialVersionUID = 1L;

  final transient Continuation continuation;
  final transient Procedure receiver;
  /** The frames in the order they were unwound: innermost first. */
  final transient List<Object> frames = new ArrayList<>();

  Capture(Continuation continuation, Procedure receiver) {
    super(null, null, false, false);
    this.continuation = continuation;
    this.receiver = receiver;
  }

  /** Records a runtime frame that takes part in capture; it is resumed by {@link JavaFrame#resume}. */
  public Capture push(JavaFrame frame) {
    frames.add(frame);
    return this;
  }

  /**
   * Records a compiled frame; generated exception handlers call this, then throw the result. The
   * arrays hold the live locals and the operand stack beneath the call, boxed.
   */
  public static Throwable push(Throwable capture, Object[] locals, Object[] stack, int site,
      java.lang.invoke.MethodHandle resume) {
    ((Capture) capture).frames.add(new ResumeFrame(locals, stack, site, resume));
    return capture;
  }
}
