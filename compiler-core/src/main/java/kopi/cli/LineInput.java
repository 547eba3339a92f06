package kopi.cli;

import java.io.IOException;

/** Where the REPL gets its lines: JLine on a terminal, a plain reader on a pipe, a list in tests. */
public interface LineInput extends AutoCloseable {

  /**
   * Shows {@code prompt} and reads one line without its terminator.
   *
   * @return the line, or null at the end of the input (Ctrl-D)
   * @throws Interrupted when the user pressed Ctrl-C, to abandon the form being typed
   */
  String readLine(String prompt) throws IOException;

  @Override
  default void close() throws IOException {}

  /** The user asked to abandon the current input. */
  final class Interrupted extends IOException {
    public Interrupted() {
      super("interrupted");
    }
  }
}
