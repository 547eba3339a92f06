package kopi.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.HashMap;
import org.jline.reader.Candidate;
import org.jline.reader.CompletingParsedLine;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.MaskingCallback;
import org.jline.reader.ParsedLine;
import org.jline.reader.Parser;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.LineReaderImpl;
import org.jline.reader.impl.history.DefaultHistory;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * Line editing and history for the REPL on a terminal. This is the only class that touches JLine,
 * and {@link Cli} creates it only when stdin is a terminal, so piped runs and {@code -e} never
 * pay for loading it.
 *
 * <p>Three things differ from JLine's defaults. History entries are what the REPL gives
 * ({@link #remember}: whole forms, however many lines), not each line read. Tab completes the
 * identifier before the cursor, Scheme's identifier characters deciding where it starts. And a
 * bracketed paste of several lines is read as if typed: its first line is accepted at once, and
 * each later line is returned by the next {@link #readLine}, shown after its own prompt, so no
 * extra Enter is needed, JLine's secondary {@code > } prompt never appears and the prompt numbers
 * stay those of the lines; a Tab inside the pasted text is text, not a completion request.
 */
final class JLineInput implements LineInput {
  private final Terminal terminal;
  private final PasteReader reader;

  private JLineInput(Terminal terminal, PasteReader reader) {
    this.terminal = terminal;
    this.reader = reader;
  }

  /** Opens the system terminal with history kept in {@code historyFile}. */
  static JLineInput open(Path historyFile) throws IOException {
    Terminal terminal = TerminalBuilder.builder().system(true).name("kopi").build();
    PasteReader reader = new PasteReader(terminal);
    reader.setVariable(LineReader.HISTORY_FILE, historyFile);
    // A form recalled from history shows its later lines indented like the prompt, not after "> ".
    reader.setVariable(LineReader.SECONDARY_PROMPT_PATTERN, "%P ");
    // Scheme names such as set! must not trigger csh-style history expansion.
    reader.setOpt(LineReader.Option.DISABLE_EVENT_EXPANSION);
    // Each entry is appended to the history file as it is added, so (exit), which may end the
    // process without returning here, loses nothing.
    reader.setOpt(LineReader.Option.HISTORY_INCREMENTAL);
    reader.setParser(new IdentifierParser());
    reader.setHistory(new FormHistory());
    return new JLineInput(terminal, reader);
  }

  @Override
  public String readLine(String prompt) throws IOException {
    String pasted = reader.pastedLines.poll();
    if (pasted != null && (!reader.pastedLines.isEmpty() || reader.pastedEndsLine)) {
      // A whole line of a paste: shown as if typed after its prompt.
      terminal.writer().print(prompt + pasted + "\n");
      terminal.writer().flush();
      return pasted;
    }
    try {
      // The unfinished last line of a paste is left to edit.
      return reader.readLine(prompt, null, (MaskingCallback) null, pasted);
    } catch (EndOfFileException e) {
      return null;
    } catch (UserInterruptException e) {
      throw new Interrupted(e.getPartialLine());
    }
  }

  /**
   * While JLine reads a line, Ctrl-C is its own (the line is abandoned, {@link Interrupted}); it
   * puts this handler back afterwards, so a Ctrl-C during an evaluation (SIGINT, the terminal being
   * in its normal mode then) runs {@code action} instead of ending the process. It also drops what
   * is left of a paste.
   */
  @Override
  public void onInterrupt(Runnable action) {
    terminal.handle(Terminal.Signal.INT, signal -> {
      reader.pastedLines.clear();
      Thread thread = new Thread(action, "kopi-interrupt");
      thread.setDaemon(true);
      thread.start();
    });
  }

  @Override
  public void completeWith(Completions completions) {
    reader.setCompleter((lineReader, line, candidates) -> {
      Proposals proposals = completions.complete(line.line(), line.cursor());
      for (String value : proposals.values()) {
        candidates.add(new Candidate(value, value, null, null, null, null, true));
      }
    });
  }

  @Override
  public void remember(String entry) {
    FormHistory history = (FormHistory) reader.getHistory();
    history.adding = true;
    try {
      history.add(entry);
    } finally {
      history.adding = false;
    }
  }

  @Override
  public void close() throws IOException {
    try {
      reader.getHistory().save();
    } finally {
      terminal.close();
    }
  }

  /** JLine's history, which takes only the entries the REPL gives: JLine adds each line read. */
  private static final class FormHistory extends DefaultHistory {
    boolean adding;

    @Override
    public void add(Instant time, String line) {
      if (adding) {
        super.add(time, line);
      }
    }
  }

  /** JLine's reader, except that a bracketed paste of several lines is split into lines. */
  private static final class PasteReader extends LineReaderImpl {
    /** The lines of a paste after the one accepted; the last may be unfinished. */
    final Deque<String> pastedLines = new ArrayDeque<>();
    /** Whether the paste ended with a line end, so that its last line is finished too. */
    boolean pastedEndsLine;

    PasteReader(Terminal terminal) {
      super(terminal, "kopi", new HashMap<>());
    }

    @Override
    public boolean beginPaste() {
      String text = doReadStringUntil(BRACKETED_PASTE_END).replace("\r\n", "\n").replace('\r', '\n');
      int newline = text.indexOf('\n');
      if (newline < 0) {
        getBuffer().write(text);
        return true;
      }
      getBuffer().write(text.substring(0, newline));
      String rest = text.substring(newline + 1);
      pastedEndsLine = rest.isEmpty() || rest.endsWith("\n");
      if (!rest.isEmpty()) {
        String[] lines = (pastedEndsLine ? rest.substring(0, rest.length() - 1) : rest).split("\n", -1);
        pastedLines.addAll(List.of(lines));
      }
      return acceptLine();
    }
  }

  /**
   * Splits nothing: the one word JLine completes is the identifier before the cursor, found by the
   * rule the editor uses, so {@code (car} completes {@code car} and {@code Math:ab} a member.
   */
  private static final class IdentifierParser implements Parser {
    @Override
    public ParsedLine parse(String line, int cursor, ParseContext context) {
      int start = kopi.ide.Identifiers.startBefore(line, cursor);
      return new Word(line, cursor, line.substring(start, cursor));
    }
  }

  private record Word(String line, int cursor, String word) implements CompletingParsedLine {
    @Override
    public int wordCursor() {
      return word.length();
    }

    @Override
    public int wordIndex() {
      return 0;
    }

    @Override
    public List<String> words() {
      return List.of(word);
    }

    @Override
    public CharSequence escape(CharSequence candidate, boolean complete) {
      return candidate;
    }

    @Override
    public int rawWordCursor() {
      return word.length();
    }

    @Override
    public int rawWordLength() {
      return word.length();
    }
  }
}
