package kopi.server;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import kopi.server.eval.UserClassPath;

/**
 * The server's threads. Reading, expanding and formatting recurse on the nesting of the text, so
 * every thread that touches a document gets a large stack: a document nested 10,000 levels deep
 * (and far deeper) is analysed instead of overflowing. The stack is reserved address space, touched
 * only as deep as a document actually goes. Deeper still, the {@link StackOverflowError} is caught
 * where the work is done ({@link Failures}) and answers that one request only.
 */
final class Threads {
  /** The stack of every server thread that reads, analyses or formats a document. */
  static final long STACK_BYTES = 512L * 1024 * 1024;

  private Threads() {}

  /** Daemon threads named {@code name-N} with the large stack. */
  static ThreadFactory daemon(String name) {
    AtomicInteger count = new AtomicInteger();
    return runnable -> {
      Thread thread = new Thread(null, runnable, name + "-" + count.incrementAndGet(), STACK_BYTES);
      thread.setDaemon(true);
      // The analysis finds Java classes through the context loader: the user's -cp classes too.
      ClassLoader user = UserClassPath.loader();
      if (user != null) {
        thread.setContextClassLoader(user);
      }
      return thread;
    };
  }
}
