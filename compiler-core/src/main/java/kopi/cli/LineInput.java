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

  /**
   * Calls {@code action} (on another thread) whenever the user presses Ctrl-C while no line is being
   * read, that is while a form is evaluated. Inputs that cannot see Ctrl-C ignore it.
   */
  default void onInterrupt(Runnable action) {}

  @Override
  default void close() throws IOException {}

  /** The user asked to abandon the current input (Ctrl-C); {@link #partialLine} is what was typed of the line. */
  final class Interrupted extends IOException {
    private final String partialLine;

    public Interrupted() {
      this("");
    }

    public Interrupted(String partialLine) {
      super("interrupted");
      this.partialLine = partialLine == null ? "" : partialLine;
    }

    public String partialLine() {
      return partialLine;
    }
  }
}
