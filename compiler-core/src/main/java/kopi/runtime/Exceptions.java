package kopi.runtime;

import kopi.runtime.DynamicState.Handler;
import kopi.runtime.DynamicState.Wind;

/**
 * R7RS exceptions, {@code call/cc} and {@code dynamic-wind} on the JVM stack.
 *
 * <p>{@link #raise} calls the innermost handler in the dynamic environment of the raise, with the
 * outer handlers installed, as R7RS says. When the innermost entry is a guard marker (pushed by
 * {@link #guard}) it runs the guard's clause selector there; if a clause matches it returns a
 * {@link SchemeError} aimed at that guard, which the caller throws, and the guard catches it after
 * the stack has unwound, running {@code dynamic-wind} after-thunks on the way. Java exceptions that did not pass through {@code raise} (from Java
 * interop) are offered to handlers and guards where they are caught, as the raised object.
 *
 * <p>A continuation called while the receiver of its {@code call/cc} runs throws a
 * {@link ContinuationException} caught by that frame ({@link #receive}); re-entering one later is
 * {@link Continuations}' business.
 */
public final class Exceptions {
  private Exceptions() {}

  /**
   * Raises {@code payload} non-continuably: runs the handlers and returns the exception the caller
   * must throw ({@code throw Exceptions.raise(x)}). If a handler returns, a secondary error is raised
   * in the handler's dynamic environment, as R7RS requires.
   */
  @Unwindable
  public static SchemeError raise(Object payload) {
    DynamicState state = DynamicState.current();
    Handler top = state.handlers;
    if (top == null) {
      return new SchemeError(payload);
    }
    state.handlers = top.next();
    return raiseStep(payload, top, RaiseStep.CALL, null);
  }

  /**
   * What {@link #raise} has left to do with handler {@code top}, from {@code step}. Each call to
   * Scheme code takes part in continuation captures: a handler may capture a continuation and
   * re-enter it later.
   */
  private enum RaiseStep {
    CALL, SELECTED, RERAISED, RETURNED, DONE
  }

  @Unwindable
  private static SchemeError raiseStep(Object payload, Handler top, RaiseStep step, Object resumed) {
    DynamicState state = DynamicState.current();
    try {
      if (step == RaiseStep.CALL) {
        step = top.guardToken() != null ? RaiseStep.SELECTED : RaiseStep.RETURNED;
        resumed = call(top.procedure(), payload, new RaiseFrame(payload, top, step));
      }
      if (step == RaiseStep.SELECTED) {
        if (resumed != Boolean.FALSE) {
          return new SchemeError(payload, top.guardToken(), resumed);
        }
        // No clause of the guard matched: R7RS re-raises continuably right here, in the dynamic
        // environment of this raise; if the outer handler returns, this raise was not continuable.
        try {
          raiseContinuable(payload);
        } catch (Capture capture) {
          throw capture.push(new RaiseFrame(payload, top, RaiseStep.RERAISED));
        }
      }
      try {
        return raise(new ErrorObject("raise: exception handler returned from a non-continuable exception",
            Pair.list(payload)));
      } catch (Capture capture) {
        throw capture.push(new RaiseFrame(payload, top, RaiseStep.DONE));
      }
    } finally {
      state.handlers = top;
    }
  }

  /** Calls {@code f} on {@code x}; a capture made inside saves {@code frame}. */
  @Unwindable
  private static Object call(Object f, Object x, JavaFrame frame) {
    try {
      return Procedure.call(f, x);
    } catch (Capture capture) {
      throw capture.push(frame);
    }
  }

  /**
   * A {@link #raise} whose handler call was captured. Its callers throw what {@code raise}
   * returns, so the rebuilt frame throws it.
   */
  private record RaiseFrame(Object payload, Handler top, RaiseStep next) implements JavaFrame {
    @Override
    public Object resume() {
      Object value;
      try {
        value = TailCall.resolve(Continuations.resumeNext());
      } catch (Capture capture) {
        throw capture.push(this);
      } catch (Throwable t) {
        DynamicState.current().handlers = top;
        throw t;
      }
      if (next == RaiseStep.DONE) {
        // The inner frame was the raise of the secondary error, which throws when rebuilt.
        DynamicState.current().handlers = top;
        throw (SchemeError) value;
      }
      throw raiseStep(payload, top, next, value);
    }
  }

  /** {@code raise-continuable}: the value the handler returns, or a throw when there is no handler. */
  @Unwindable
  public static Object raiseContinuable(Object payload) {
    DynamicState state = DynamicState.current();
    Handler top = state.handlers;
    if (top == null) {
      throw new SchemeError(payload);
    }
    state.handlers = top.next();
    return continuableStep(payload, top, false, null);
  }

  /**
   * What {@link #raiseContinuable} has left to do with handler {@code top}: call it unless
   * {@code called}, then pass on its value ({@code result} when {@code called}).
   */
  @Unwindable
  private static Object continuableStep(Object payload, Handler top, boolean called, Object result) {
    DynamicState state = DynamicState.current();
    try {
      if (!called) {
        result = call(top.procedure(), payload, new ContinuableFrame(payload, top, false));
      }
      if (top.guardToken() != null) {
        if (result != Boolean.FALSE) {
          throw new SchemeError(payload, top.guardToken(), result);
        }
        // No clause matched: the outer handler's value goes back to this raise-continuable.
        try {
          return raiseContinuable(payload);
        } catch (Capture capture) {
          throw capture.push(new ContinuableFrame(payload, top, true));
        }
      }
      return result;
    } finally {
      state.handlers = top;
    }
  }

  /**
   * A {@link #raiseContinuable} whose handler call ({@code reraised} false) or whose re-raise to the
   * outer handler after no guard clause matched ({@code reraised} true) was captured.
   */
  private record ContinuableFrame(Object payload, Handler top, boolean reraised) implements JavaFrame {
    @Override
    public Object resume() {
      Object value;
      try {
        value = TailCall.resolve(Continuations.resumeNext());
      } catch (Capture capture) {
        throw capture.push(this);
      } catch (Throwable t) {
        DynamicState.current().handlers = top;
        throw t;
      }
      if (reraised) {
        DynamicState.current().handlers = top;
        return value;
      }
      return continuableStep(payload, top, true, value);
    }
  }

  /** {@code with-exception-handler}: calls {@code thunk} with {@code handler} installed. */
  @Unwindable
  public static Object withExceptionHandler(Object handler, Object thunk) {
    Procedure.check(handler);
    DynamicState state = DynamicState.current();
    Handler saved = state.handlers;
    state.handlers = new Handler(handler, null, saved);
    return handlerBody(handler, thunk, saved, false);
  }

  /**
   * The body of {@link #withExceptionHandler}: calls {@code thunk}, or when {@code resuming} rebuilds
   * the frames of a continuation captured inside it, then restores the handlers outside.
   */
  @Unwindable
  static Object handlerBody(Object handler, Object thunk, Handler saved, boolean resuming) {
    DynamicState state = DynamicState.current();
    Exception foreign;
    try {
      return resuming ? TailCall.resolve(Continuations.resumeNext()) : Procedure.call(thunk);
    } catch (Capture capture) {
      throw capture.push(new HandlerBody(handler, saved));
    } catch (SchemeError | ContinuationException alreadyHandled) {
      throw alreadyHandled;
    } catch (Exception javaException) {
      // Checked exceptions too: a Java method called through interop may throw one undeclared.
      foreign = javaException;
    } finally {
      state.handlers = saved;
    }
    // A Java exception never went through raise; offer it now, from this frame's environment.
    call(handler, foreign, new HandlerReturned(foreign));
    throw raise(new ErrorObject("raise: exception handler returned from a non-continuable exception",
        Pair.list(foreign)));
  }

  /** A handler of a Java exception captured inside: if it returns, that is an error. */
  private record HandlerReturned(Exception foreign) implements JavaFrame {
    @Override
    public Object resume() {
      resumeCall();
      throw raise(new ErrorObject("raise: exception handler returned from a non-continuable exception",
          Pair.list(foreign)));
    }
  }

  private record HandlerBody(Object handler, Handler saved) implements JavaFrame {
    @Override
    public Object resume() {
      return handlerBody(handler, null, saved, true);
    }
  }

  /**
   * The run-time half of {@code guard}: calls {@code body} (a thunk) with a guard marker installed.
   * {@code selector} is built by the expander from the clauses: given the raised object it
   * evaluates the clause tests and returns a thunk for the body of the clause that matched, or
   * {@code #f} when none did. On a raise the selector runs at once, in the dynamic environment of
   * the raise (with the handlers outside the guard installed); when a clause matched, the stack
   * unwinds to here (running {@code dynamic-wind} after-thunks) and the clause body is tail-called
   * in the guard's dynamic environment. When none matched, the object is re-raised with
   * {@code raise-continuable} in the environment of the original raise, as R7RS 4.2.7 specifies;
   * the R7RS reference implementation gets the same effect by re-entering the raise's continuation,
   * which escape-only continuations cannot do. The one difference is that the clause tests see the
   * raise's parameterizations rather than the guard's. A Java exception that never went through
   * {@code raise} can only be selected for here, after unwinding, and is rethrown when no clause
   * matches.
   */
  @Unwindable
  public static Object guard(Object body, Object selector) {
    Procedure.check(selector);
    Object token = new Object();
    DynamicState state = DynamicState.current();
    Handler saved = state.handlers;
    state.handlers = new Handler(selector, token, saved);
    return guardBody(body, selector, token, saved, state.winds, false);
  }

  /**
   * The body of {@link #guard}: calls {@code body}, or when {@code resuming} rebuilds the frames of
   * a continuation captured inside it; the guard marker's {@code token} is kept in the saved frame,
   * so a raise after re-entry still reaches this guard.
   */
  @Unwindable
  static Object guardBody(Object body, Object selector, Object token, Handler saved, Wind savedWinds,
      boolean resuming) {
    DynamicState state = DynamicState.current();
    Object clause;
    Exception foreign = null;
    try {
      return resuming ? TailCall.resolve(Continuations.resumeNext()) : Procedure.call(body);
    } catch (Capture capture) {
      throw capture.push(new GuardBody(selector, token, saved, savedWinds));
    } catch (SchemeError error) {
      if (error.target() != token) {
        throw error;
      }
      clause = error.clause();
    } catch (ContinuationException escape) {
      throw escape;
    } catch (Exception javaException) {
      // Checked exceptions too: a Java method called through interop may throw one undeclared.
      foreign = javaException;
      clause = null;
    } finally {
      state.handlers = saved;
      state.winds = savedWinds;
    }
    if (foreign != null) {
      return selected(call(selector, foreign, new GuardSelecting(foreign)), foreign);
    }
    return TailCall.of(clause);
  }

  /** The clause the selector of a guard chose for a Java exception, or the exception again. */
  private static Object selected(Object clause, Exception foreign) {
    if (clause == Boolean.FALSE) {
      throw JavaInterop.<RuntimeException>sneaky(foreign);
    }
    return TailCall.of(clause);
  }

  private record GuardSelecting(Exception foreign) implements JavaFrame {
    @Override
    public Object resume() {
      Object clause = resumeCall();
      return selected(clause, foreign);
    }
  }

  private record GuardBody(Object selector, Object token, Handler saved, Wind savedWinds)
      implements JavaFrame {
    @Override
    public Object resume() {
      return guardBody(null, selector, token, saved, savedWinds, true);
    }
  }

  /**
   * {@code call/cc}. When every frame down to the driver can be saved ({@link Continuations#obstacle})
   * it throws a {@link Capture}, and the driver rebuilds the stack and calls {@link #receive};
   * otherwise the continuation is escape-only and the receiver is called here.
   */
  @Unwindable
  public static Object callWithCurrentContinuation(Object receiver) {
    Procedure f = Procedure.check(receiver);
    DynamicState state = DynamicState.current();
    Continuation k = new Continuation(state.winds, state.handlers);
    String obstacle = Continuations.obstacle();
    if (obstacle == null) {
      throw new Capture(k, f);
    }
    k.obstacle = obstacle;
    return receive(k, f);
  }

  /**
   * {@code call/cc} for a receiver whose continuation cannot outlive the call (the compiler checks
   * it, see kopi.analysis.EscapeContinuations): calling {@code k} escapes to this frame, and no
   * stack is captured, which keeps the common early-exit idiom as cheap as an exception. A full
   * capture made inside the receiver still saves this frame ({@link #receive}).
   */
  @Unwindable
  public static Object callWithEscapeContinuation(Object receiver) {
    Procedure f = Procedure.check(receiver);
    DynamicState state = DynamicState.current();
    Continuation k = new Continuation(state.winds, state.handlers);
    k.obstacle = "an escape-only call/cc";
    return receive(k, f);
  }

  /**
   * The frame of {@code call/cc} that calls the receiver ({@code f}, or when null the rebuilt frames
   * inside it): calling {@code k} while it runs returns here. Takes part in captures.
   */
  @Unwindable
  static Object receive(Continuation k, Procedure f) {
    k.live++;
    try {
      return TailCall.resolve(f != null ? f.apply1(k) : Continuations.resumeNext());
    } catch (ContinuationException escape) {
      if (escape.continuation != k) {
        throw escape;
      }
      DynamicState.current().handlers = k.handlers;
      return escape.value;
    } catch (Capture capture) {
      throw capture.push(new Receiving(k));
    } finally {
      k.live--;
    }
  }

  private record Receiving(Continuation k) implements JavaFrame {
    @Override
    public Object resume() {
      return receive(k, null);
    }
  }

  /**
   * {@code dynamic-wind}: after-thunks run on normal return and on any escape or error; re-entering a
   * continuation captured inside runs the before-thunk again ({@link Continuations#rewind}). Each of
   * the three calls takes part in captures.
   */
  @Unwindable
  public static Object dynamicWind(Object before, Object thunk, Object after) {
    Procedure.check(after);
    return windBefore(before, thunk, after, false);
  }

  @Unwindable
  static Object windBefore(Object before, Object thunk, Object after, boolean resuming) {
    try {
      if (resuming) {
        TailCall.resolve(Continuations.resumeNext());
      } else {
        Procedure.call(before);
      }
    } catch (Capture capture) {
      throw capture.push(new WindBefore(before, thunk, after));
    }
    DynamicState state = DynamicState.current();
    Wind saved = state.winds;
    state.winds = new Wind(before, after, saved);
    return windBody(thunk, after, saved, false);
  }

  @Unwindable
  static Object windBody(Object thunk, Object after, Wind saved, boolean resuming) {
    DynamicState state = DynamicState.current();
    Object result;
    try {
      result = resuming ? TailCall.resolve(Continuations.resumeNext()) : Procedure.call(thunk);
    } catch (Capture capture) {
      throw capture.push(new WindBody(thunk, after, saved));
    } catch (Continuations.Reinstate reinstate) {
      // The continuation being re-entered has run the after-thunks already.
      throw reinstate;
    } catch (Throwable escape) {
      state.winds = saved;
      if (!(escape instanceof ExitException exit && exit.emergency())) {
        Procedure.call(after);
      }
      throw escape;
    }
    state.winds = saved;
    return windAfter(after, result, false);
  }

  @Unwindable
  static Object windAfter(Object after, Object result, boolean resuming) {
    try {
      if (resuming) {
        TailCall.resolve(Continuations.resumeNext());
      } else {
        Procedure.call(after);
      }
    } catch (Capture capture) {
      throw capture.push(new WindAfter(after, result));
    }
    return result;
  }

  private record WindBefore(Object before, Object thunk, Object after) implements JavaFrame {
    @Override
    public Object resume() {
      return windBefore(before, thunk, after, true);
    }
  }

  private record WindBody(Object thunk, Object after, Wind saved) implements JavaFrame {
    @Override
    public Object resume() {
      return windBody(thunk, after, saved, true);
    }
  }

  private record WindAfter(Object after, Object result) implements JavaFrame {
    @Override
    public Object resume() {
      return windAfter(after, result, true);
    }
  }

  /** Unwinds the Java stack to a {@code call/cc} frame; carries no stack trace, as it is control flow. */
  static final class ContinuationException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient Continuation continuation;
    final transient Object value;

    ContinuationException(Continuation continuation, Object value) {
      super(null, null, false, false);
      this.continuation = continuation;
      this.value = value;
    }
  }
}
