package kopi.expand;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import kopi.runtime.MString;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;
import kopi.runtime.SchemeError;
import kopi.runtime.Symbol;

/**
 * A non-hygienic macro (Kawa's {@code define-macro} and {@code defmacro}): a compiled procedure
 * called at expansion time with the operands of a use as data, whose result, read back as syntax,
 * replaces the use. Every identifier of the result gets the scopes of the use's keyword, so it
 * means what it would mean written at the use (the expansion step's own scope is flipped off
 * again), which is what such macros promise and why they are not hygienic.
 *
 * <p>The procedure runs on its own thread with a time limit, so a transformer that loops cannot
 * stall the compiler or the editor's analysis: after {@link #LIMIT_SECONDS} seconds the use is an error
 * and the thread is stopped.
 */
public final class ProcedureMacro implements MacroTransformer {
  public static final int LIMIT_SECONDS = 10;

  private final String name;
  private final Object procedure;
  private final long limitMillis;

  public ProcedureMacro(String name, Object procedure) {
    this(name, procedure, LIMIT_SECONDS * 1000L);
  }

  ProcedureMacro(String name, Object procedure, long limitMillis) {
    this.name = name;
    this.procedure = procedure;
    this.limitMillis = limitMillis;
  }

  @Override
  public Syntax apply(Syntax.SList form, BindingTable table) {
    List<Object> operands = new ArrayList<>();
    for (Syntax operand : form.from(1)) {
      operands.add(Datums.toValue(operand));
    }
    if (form.tail() != null) {
      throw new ExpandError("expand.malformed", form, name + ": a macro use must be a proper list");
    }
    Object result = call(operands.toArray(), form);
    Syntax.Id keyword = (Syntax.Id) form.get(0);
    return toSyntax(result, keyword.scopes(), form.start(), form.end(), 0);
  }

  private Object call(Object[] operands, Syntax form) {
    return call(name, () -> Procedure.callN(procedure, operands), form, limitMillis, cause -> {
      String message = cause instanceof SchemeError error ? error.getMessage() : String.valueOf(cause);
      return new ExpandError("expand.macro-failed", form, name + ": the macro's transformer failed: " + message);
    });
  }

  /** How often a waiting expansion asks its editor whether the text it expands is still wanted. */
  private static final long POLL_NANOS = 50_000_000L;
  /** The checkpoint of the expansion running on this thread ({@link Universe#checkpoint}), or null. */
  private static final ThreadLocal<Runnable> CHECKPOINT = new ThreadLocal<>();

  /** Makes {@code checkpoint} the one transformer waits on this thread call; returns the previous one. */
  static Runnable enterCheckpoint(Runnable checkpoint) {
    Runnable previous = CHECKPOINT.get();
    CHECKPOINT.set(checkpoint);
    return previous;
  }

  /**
   * Runs a transformer {@code body} for the macro {@code name} on its own thread, for at most
   * {@code limitMillis}: a use that takes longer is an error at {@code form}, and a failure is the
   * error {@code failure} makes of its cause. While it waits it runs the expansion's checkpoint
   * ({@link #enterCheckpoint}), so an editor abandoning a superseded text is not kept waiting.
   */
  public static Object call(String name, Callable<Object> body, Syntax form, long limitMillis,
      Function<Throwable, ExpandError> failure) {
    Thread[] running = new Thread[1];
    java.util.concurrent.CountDownLatch finished = new java.util.concurrent.CountDownLatch(1);
    FutureTask<Object> task = new FutureTask<>(() -> {
      Thread self = Thread.currentThread();
      synchronized (running) {
        running[0] = self;
      }
      self.setName("kopi-macro-" + name);
      try {
        return body.call();
      } finally {
        synchronized (running) {
          running[0] = null;
        }
        Thread.interrupted();
        finished.countDown();
      }
    });
    RUNNERS.get().execute(task);
    Runnable checkpoint = CHECKPOINT.get();
    long deadline = System.nanoTime() + limitMillis * 1_000_000L;
    try {
      while (true) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          throw new TimeoutException();
        }
        try {
          return task.get(Math.min(left, POLL_NANOS), TimeUnit.NANOSECONDS);
        } catch (TimeoutException slice) {
          if (checkpoint != null) {
            try {
              checkpoint.run();
            } catch (RuntimeException | Error superseded) {
              stop(running, finished);
              throw superseded;
            }
          }
        }
      }
    } catch (TimeoutException e) {
      stop(running, finished);
      throw new ExpandError("expand.macro-timeout", form,
          name + ": the macro's transformer did not finish within " + limitMillis / 1000.0 + " seconds");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ExpandError("expand.macro-failed", form, name + ": interrupted while expanding");
    } catch (ExecutionException e) {
      throw failure.apply(e.getCause());
    }
  }

  /**
   * The thread each calling thread's transformers run on (64 MB of stack, for deep recursion in a
   * transformer), kept while there is work and ended after a few idle seconds: a thread started
   * for each call cost about a millisecond a use, which a recursive {@code define-macro} expanding
   * 10,000 levels deep paid 10,000 times. A transformer that expands code itself (through
   * {@code eval}) calls from its own thread, so it gets another runner and never waits on its own.
   */
  private static final ThreadLocal<java.util.concurrent.ExecutorService> RUNNERS = ThreadLocal
      .withInitial(ProcedureMacro::runner);

  private static java.util.concurrent.ExecutorService runner() {
    java.util.concurrent.ThreadPoolExecutor pool = new java.util.concurrent.ThreadPoolExecutor(1, 1, 5,
        TimeUnit.SECONDS, new java.util.concurrent.LinkedBlockingQueue<>(), work -> {
          Thread thread = new Thread(null, work, "kopi-macro", 64L << 20);
          thread.setDaemon(true);
          return thread;
        });
    pool.allowCoreThreadTimeOut(true);
    return pool;
  }

  /**
   * Ends a transformer still running on {@code running[0]}: interrupts it, and stops a thread that
   * ignored its interruption (compiled Scheme loops do not look at it), so a looping transformer
   * does not keep a core busy for the rest of an editor's life. Java 17 can still stop a thread;
   * where it cannot, the thread is left to finish or to the end of the process (it is a daemon).
   */
  @SuppressWarnings({"deprecation", "removal"})
  private static void stop(Thread[] running, java.util.concurrent.CountDownLatch finished) {
    Thread thread;
    synchronized (running) {
      thread = running[0];
      if (thread != null) {
        thread.interrupt();
      }
    }
    try {
      if (thread == null || finished.await(100, TimeUnit.MILLISECONDS)) {
        return;
      }
      synchronized (running) {
        if (running[0] == thread) {
          thread.stop();
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (UnsupportedOperationException | SecurityException e) {
      // Nothing more to do.
    }
  }

  /** The syntax of the datum {@code value}, every identifier with {@code scopes}. */
  private Syntax toSyntax(Object value, ScopeSet scopes, int start, int end, int depth) {
    if (depth > 10_000) {
      throw new ExpandError("expand.macro-failed", start, end, name + ": the expansion is nested too deeply");
    }
    if (value instanceof Symbol symbol) {
      return new Syntax.Id(symbol.name(), scopes, start, end);
    }
    if (value instanceof Pair) {
      List<Syntax> elements = new ArrayList<>();
      Object rest = value;
      while (rest instanceof Pair pair) {
        elements.add(toSyntax(pair.car, scopes, start, end, depth + 1));
        rest = pair.cdr;
      }
      Syntax tail = rest == kopi.runtime.Nil.NIL ? null : toSyntax(rest, scopes, start, end, depth + 1);
      return new Syntax.SList(elements, tail, start, end);
    }
    if (value == kopi.runtime.Nil.NIL) {
      return new Syntax.SList(List.of(), null, start, end);
    }
    if (value instanceof Object[] vector) {
      List<Syntax> elements = new ArrayList<>(vector.length);
      for (Object element : vector) {
        elements.add(toSyntax(element, scopes, start, end, depth + 1));
      }
      return new Syntax.SVector(elements, start, end);
    }
    if (value instanceof MString text) {
      return new Syntax.Atom(text.toString(), start, end);
    }
    return new Syntax.Atom(value, start, end);
  }

  @Override
  public String toString() {
    return "define-macro " + name;
  }
}
