package kopi.cli;

import java.io.IOException;
import java.nio.file.Path;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * Line editing and history for the REPL on a terminal. This is the only class that touches JLine,
 * and {@link Cli} creates it only when stdin is a terminal, so piped runs and {@code -e} never
 * pay for loading it.
 */
final class JLineInput implements LineInput {
  private final Terminal terminal;
  private final LineReader reader;

  private JLineInput(Terminal terminal, LineReader reader) {
    this.terminal = terminal;
    this.reader = reader;
  }

  /** Opens the system terminal with history kept in {@code historyFile}. */
  static JLineInput open(Path historyFile) throws IOException {
    Terminal terminal = TerminalBuilder.builder().system(true).name("kopi").build();
    LineReader reader = LineReaderBuilder.builder()
        .terminal(terminal)
        .appName("kopi")
        .variable(LineReader.HISTORY_FILE, historyFile)
        // Scheme names such as set! must not trigger csh-style history expansion.
        .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
        // Each line is appended to the history file as it is entered, so (exit), which may end
        // the process without returning here, loses nothing.
        .option(LineReader.Option.HISTORY_INCREMENTAL, true)
        .build();
    return new JLineInput(terminal, reader);
  }

  @Override
  public String readLine(String prompt) throws IOException {
    try {
      return reader.readLine(prompt);
    } catch (EndOfFileException e) {
      return null;
    } catch (UserInterruptException e) {
      throw new Interrupted(e.getPartialLine());
    }
  }

  /**
   * While JLine reads a line, Ctrl-C is its own (the line is abandoned, {@link Interrupted}); it
   * puts this handler back afterwards, so a Ctrl-C during an evaluation (SIGINT, the terminal being
   * in its normal mode then) runs {@code action} instead of ending the process.
   */
  @Override
  public void onInterrupt(Runnable action) {
    terminal.handle(Terminal.Signal.INT, signal -> {
      Thread thread = new Thread(action, "kopi-interrupt");
      thread.setDaemon(true);
      thread.start();
    });
  }

  @Override
  public void close() throws IOException {
    try {
      reader.getHistory().save();
    } finally {
      terminal.close();
    }
  }
}
