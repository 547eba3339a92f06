package kopi.cli;

import java.io.IOException;
import java.util.List;

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

  /** Offers Tab completion from {@code completions}, where the input can (a terminal). */
  default void completeWith(Completions completions) {}

  /**
   * Adds a history entry: the REPL gives each whole form, so a definition typed on several lines
   * is recalled in one piece. Inputs without history ignore it.
   */
  default void remember(String entry) {}

  @Override
  default void close() throws IOException {}

  /** What Tab proposes for the line being edited. */
  interface Completions {
    /**
     * The proposals for the identifier before {@code cursor} in {@code line} (the text being
     * edited, which may hold several lines).
     */
    Proposals complete(String line, int cursor);
  }

  /**
   * Proposals: each value replaces the text of the line from {@code start} to the cursor (the
   * identifier being typed, {@code Math:ab} for a Java member).
   */
  record Proposals(int start, List<String> values) {
    public Proposals {
      values = List.copyOf(values);
    }
  }

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
