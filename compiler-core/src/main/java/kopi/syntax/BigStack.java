package kopi.syntax;

import java.util.function.Supplier;

/**
 * Runs a compiler pass on a thread of its own with a big stack. The reader, the expander, the
 * analyses and the code generator walk the program's tree recursively, so their depth follows the
 * nesting of the source ({@code (+ 1 (+ 1 ...))} a thousand deep, a {@code cond} of thousands of
 * clauses, which expands to nested {@code if}s). The JVM only reserves a thread's stack as address
 * space and commits the pages actually touched, so a big stack costs nothing for ordinary input.
 * The pass's own exceptions and errors reach the caller unchanged.
 */
public final class BigStack {
  private BigStack() {}

  /** The stack size of a compiler thread: deep enough for tens of thousands of nesting levels. */
  public static final long STACK_BYTES = 1L << 30;

  /**
   * Waits for {@code thread} to end; an interrupt of the waiting thread is kept for afterwards
   * rather than abandoning the work.
   */
  public static void join(Thread thread) {
    boolean interrupted = false;
    while (true) {
      try {
        thread.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * A thread {@link #call} started: work asked for on it runs at once, on the same stack. It keeps
   * its work's outcome in plain fields, which {@link Thread#join} makes visible to the caller (an
   * {@code AtomicReference} would set up the JDK's {@code VarHandle}s at every start-up, issue 21).
   */
  private static final class Worker<T> extends Thread {
    private final Supplier<T> work;
    private T result;
    private Throwable failure;

    Worker(Supplier<T> work, String name) {
      super(null, null, name, STACK_BYTES);
      this.work = work;
    }

    @Override
    public void run() {
      try {
        result = work.get();
      } catch (Throwable t) {
        failure = t;
      }
    }
  }

  /**
   * The result of {@code work}, computed on a thread with a stack of {@link #STACK_BYTES}: a new
   * one, or the current thread when it is such a thread already (a pass that runs another, as
   * {@link kopi.pipeline.Pipeline#front} does: one thread start less for every input, which start-up
   * feels, issue 21).
   */
  public static <T> T call(String threadName, Supplier<T> work) {
    if (Thread.currentThread() instanceof Worker<?>) {
      return work.get();
    }
    Worker<T> thread = new Worker<>(work, threadName);
    thread.setDaemon(true);
    thread.start();
    // The pass cannot be abandoned half-way (it may hold shared state): finish, then re-assert.
    join(thread);
    Throwable t = thread.failure;
    if (t instanceof RuntimeException e) {
      throw e;
    }
    if (t instanceof Error e) {
      throw e;
    }
    if (t != null) {
      throw new IllegalStateException(t);
    }
    return thread.result;
  }
}
