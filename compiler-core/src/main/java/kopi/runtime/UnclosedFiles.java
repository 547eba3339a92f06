package kopi.runtime;

import java.io.IOException;
import java.io.Writer;
import java.lang.ref.Cleaner;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The file output ports a program opened and has not closed, so that their buffered text is not
 * lost when the program ends without closing them: at normal end and at {@code exit} the launcher
 * flushes them all ({@link #flushAll}), as Kawa does. Ports are tracked weakly: the registry holds
 * only each port's writer, and a port that becomes unreachable has its writer flushed and closed by
 * a {@link Cleaner}, so a program that opens many files and drops them neither leaks nor loses text.
 */
final class UnclosedFiles {
  private static final Set<Writer> WRITERS = ConcurrentHashMap.newKeySet();

  private UnclosedFiles() {}

  /**
   * The cleaner, made when the first file port is: a cleaner starts a thread, which a program that
   * opens no file (and every {@code kopi -e}, whose end flushes the ports) need not pay for.
   */
  private static final class Holder {
    private Holder() {}

    static final Cleaner CLEANER = Cleaner.create();
  }

  /** Tracks {@code writer}, the writer of the file port {@code port}, until the port is closed or dropped. */
  static Cleaner.Cleanable register(Object port, Writer writer) {
    WRITERS.add(writer);
    // The action must not refer to the port, or the port would never become unreachable.
    return Holder.CLEANER.register(port, () -> {
      if (WRITERS.remove(writer)) {
        try {
          writer.close();
        } catch (IOException ignored) {
          // Nobody is left to tell: the port was dropped without being closed.
        }
      }
    });
  }

  /** The port of {@code writer} is being closed (by its owner, who closes the writer): forget it. */
  static void closed(Writer writer, Cleaner.Cleanable cleanable) {
    WRITERS.remove(writer);
    cleanable.clean();
  }

  /** Flushes every file port still open; a file that cannot be written is skipped. */
  static void flushAll() {
    for (Writer writer : WRITERS) {
      try {
        writer.flush();
      } catch (IOException ignored) {
        // The program ends anyway; the other files must still get their text.
      }
    }
  }
}
