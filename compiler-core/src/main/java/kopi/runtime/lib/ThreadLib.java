package kopi.runtime.lib;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.Num;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.Promise;
import kopi.runtime.Unspecified;

/**
 * Kawa's threads and timing builtins: {@code sleep}, {@code runnable}, and the run-time halves of
 * the {@code future} and {@code synchronized} forms. Code run on another thread starts with fresh
 * dynamic state (its own parameter bindings and handlers), as a new Java thread would.
 */
public final class ThreadLib {
  private ThreadLib() {}

  /** {@code (sleep seconds)}: pauses the current thread; a fraction of a second is allowed. */
  @Builtin("sleep")
  public static Object sleep(Object seconds) {
    if (!Num.isReal(seconds) || Num.toDouble(seconds) < 0 || Double.isNaN(Num.toDouble(seconds))) {
      throw Errors.wrongType("sleep", "non-negative real number of seconds", seconds);
    }
    long nanos = (long) (Num.toDouble(seconds) * 1e9);
    try {
      Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw Errors.error("sleep: interrupted");
    }
    return Unspecified.VALUE;
  }

  /** {@code (runnable procedure)}: a {@code java.lang.Runnable} that calls the procedure. */
  @Builtin("runnable")
  public static Object runnable(Object procedure) {
    Procedure.check(procedure);
    return (Runnable) () -> Procedure.call(procedure);
  }

  /**
   * {@code (future e)} expands to {@code (%future (lambda () e))}: starts the thunk on a new thread
   * at once and returns a promise that {@code force} waits on; an error in the thunk is raised again
   * by {@code force}.
   */
  @Builtin("%future")
  public static Object future(Object thunk) {
    Procedure.check(thunk);
    FutureTask<Object> task = new FutureTask<>(() -> Procedure.call(thunk));
    Thread thread = new Thread(task, "kopi-future");
    thread.setDaemon(true);
    thread.start();
    return Promise.delayed(new NamedProcedure("future", 0, 0) {
      @Override
      public Object apply0() {
        try {
          return task.get();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw Errors.error("force: interrupted while waiting for a future");
        } catch (ExecutionException e) {
          Throwable cause = e.getCause();
          if (cause instanceof kopi.runtime.SchemeError raised) {
            // Raised again on the forcing thread, where its handlers (guard ...) are.
            throw kopi.runtime.Exceptions.raise(raised.payload());
          }
          if (cause instanceof RuntimeException runtime) {
            throw runtime;
          }
          if (cause instanceof Error error) {
            throw error;
          }
          throw new IllegalStateException(cause);
        }
      }
    });
  }

  /** {@code (synchronized object body ...)} expands to {@code (%synchronized object (lambda () body ...))}. */
  @Builtin("%synchronized")
  public static Object synchronizedCall(Object lock, Object thunk) {
    if (lock == null) {
      throw Errors.wrongType("synchronized", "object", lock);
    }
    synchronized (lock) {
      return Procedure.call(thunk);
    }
  }
}
