package kopi.session;

import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * How a {@link Session} is set up.
 *
 * @param libraryPath directories searched for {@code (import ...)} libraries
 * @param out         where {@code current-output-port} writes during evaluation, or null for the console
 * @param err         where {@code current-error-port} writes, or null for the console
 * @param stackSize   bytes of Java stack for the thread that runs evaluated code (deep non-tail
 *                    recursion needs more than the default); 0 for the JVM default
 */
public record SessionOptions(List<Path> libraryPath, Writer out, Writer err, long stackSize) {

  /** Console output, no library path, an evaluation stack of {@link kopi.runtime.Launcher#STACK_SIZE}. */
  public static SessionOptions defaults() {
    return new SessionOptions(List.of(), null, null, kopi.runtime.Launcher.STACK_SIZE);
  }
}
