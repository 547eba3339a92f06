package kopi.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import kopi.syntax.Diagnostic;
import kopi.syntax.LineIndex;

/**
 * The read-eval-print loop. It reads lines until the input holds only complete forms, then
 * evaluates each form in turn and prints its values with {@code write}, one per line. An error
 * prints one line with its location and the loop goes on; the end of the input ends it.
 *
 * <p>The number in the prompt {@code #|kopi:N|# } is the line number of the line about to be read
 * (as in Kawa), and every location the REPL prints counts lines the same way, so an error at
 * {@code <repl>:7:3} points at the line typed after prompt 7. For one-line inputs N simply counts
 * inputs. While a form is unfinished the prompt becomes {@code #|.....N|# }, the same width.
 *
 * <p>Ctrl-C while a form runs stops it ({@link Evaluator#interrupt}): the error {@code interrupted}
 * is reported at the line it was running and the session goes on with its definitions, as in
 * Kawa. Ctrl-C while typing abandons the form being typed; at an empty prompt it says how to leave,
 * and a second Ctrl-C there in a row leaves, as Node's REPL does.
 *
 * <p>A line that starts with a comma at the prompt is a command ({@link #COMMANDS}); Tab completes
 * names and {@code ,describe} / {@code ,apropos} answer from {@link ReplNames}, the editor's analysis
 * of the session. Each whole form goes into the history as one entry, however many lines it took.
 * A line read may hold several lines (a form recalled from the history): each counts.
 */
public final class Repl {
  /** The file name REPL input is attributed to in diagnostics. */
  public static final String FILE_NAME = "<repl>";

  private final LineInput input;
  private final Supplier<Evaluator> sessions;
  private Evaluator evaluator;
  private final ReplNames names = new ReplNames();
  private final Console console;
  private final PrintStream err;

  /** Everything read so far, so locations count lines of the whole session. */
  private final StringBuilder transcript = new StringBuilder();
  private int nextLine = 1;
  /** Set by a Ctrl-C during an evaluation: the terminal has echoed {@code ^C} where output stood. */
  private volatile boolean interruptedEvaluation;

  /** What the REPL says after a Ctrl-C at an empty prompt. */
  static final String LEAVE_HINT = "(To leave, press Ctrl-C again or Ctrl-D, or type (exit))";

  /** The commands, with what {@code ,help} says of them. */
  static final List<String> COMMANDS = List.of(
      ",help              this list",
      ",describe NAME     the signature, types, doc comment and definition place of NAME",
      ",apropos TEXT      the names that contain TEXT",
      ",load FILE         evaluates the forms of FILE in this session",
      ",reset             a fresh session: every definition is forgotten",
      ",quit              leaves (as do Ctrl-D and (exit))");

  /**
   * @param sessions makes the session the REPL evaluates in: once at the start, again for
   *                 {@code ,reset}
   * @param console  the program's standard output, where results go too
   * @param err      where diagnostics and errors go
   */
  public Repl(LineInput input, Supplier<Evaluator> sessions, Console console, PrintStream err) {
    this.input = input;
    this.sessions = sessions;
    this.evaluator = sessions.get();
    this.console = console;
    this.err = err;
  }

  public static String prompt(int line) {
    return "#|kopi:" + line + "|# ";
  }

  public static String continuationPrompt(int line) {
    return "#|.....%d|# ".formatted(line);
  }

  /** Runs until the end of the input (or {@code ,quit}); returns the exit status (0). */
  public int run() throws IOException {
    input.onInterrupt(() -> {
      interruptedEvaluation = true;
      evaluator.interrupt();
    });
    input.completeWith((line, cursor) -> {
      // The unfinished lines of the form before the line being edited belong to it.
      String pending = transcript.substring(names.length());
      LineInput.Proposals proposals = names.complete(pending + line, pending.length() + cursor);
      return new LineInput.Proposals(proposals.start() - pending.length(), proposals.values());
    });
    int inputStart = 0;
    boolean continuing = false;
    boolean leaveOnCtrlC = false;
    while (true) {
      freshLine();
      String line;
      try {
        line = input.readLine(continuing ? continuationPrompt(nextLine) : prompt(nextLine));
      } catch (LineInput.Interrupted interrupted) {
        if (!continuing && interrupted.partialLine().isBlank()) {
          if (leaveOnCtrlC) {
            return ExitCodes.OK;
          }
          leaveOnCtrlC = true;
          reportError(LEAVE_HINT);
        } else {
          leaveOnCtrlC = false;
        }
        // Ctrl-C abandons the form being typed; what was typed still counts as lines read.
        names.append(transcript.substring(inputStart), false);
        inputStart = transcript.length();
        continuing = false;
        continue;
      }
      leaveOnCtrlC = false;
      if (line == null) {
        return ExitCodes.OK;
      }
      transcript.append(line).append('\n');
      nextLine += 1 + (int) line.chars().filter(c -> c == '\n').count();
      if (!continuing && line.strip().startsWith(",")) {
        input.remember(line.strip());
        names.append(transcript.substring(inputStart), false);
        inputStart = transcript.length();
        if (!command(line.strip())) {
          return ExitCodes.OK;
        }
        continue;
      }
      String pending = transcript.substring(inputStart);
      FormScanner.Scan scan = FormScanner.scan(pending);
      if (!scan.complete()) {
        continuing = true;
        continue;
      }
      continuing = false;
      if (!pending.isBlank()) {
        input.remember(pending.strip());
      }
      // What the session knows afterwards: the forms that compiled, each where it was typed.
      StringBuilder known = new StringBuilder(pending);
      boolean failed = false;
      for (FormScanner.Form form : scan.forms()) {
        if (failed || !evaluate(inputStart + form.start(), inputStart + form.end())) {
          if (failed || !compiled) {
            blankKeepingLines(known, form.start(), form.end());
          }
          failed = true;
        }
      }
      names.append(known.toString(), true);
      inputStart = transcript.length();
    }
  }

  private static void blankKeepingLines(StringBuilder text, int start, int end) {
    for (int i = start; i < end; i++) {
      if (text.charAt(i) != '\n') {
        text.setCharAt(i, ' ');
      }
    }
  }

  /** Runs a command line ({@code ,NAME ARGUMENT}); false for {@code ,quit}. */
  private boolean command(String line) {
    int space = line.indexOf(' ');
    String name = space < 0 ? line.substring(1) : line.substring(1, space);
    String argument = space < 0 ? "" : line.substring(space + 1).strip();
    switch (name) {
      case "help" -> {
        say("Commands (at the start of a line):");
        COMMANDS.forEach(text -> say("  " + text));
        say("Tab completes names; Up and Down recall whole forms from the history.");
      }
      case "quit", "exit" -> {
        return false;
      }
      case "reset" -> {
        evaluator = sessions.get();
        names.forgetAll();
        say("A fresh session: every definition is forgotten.");
      }
      case "describe" -> {
        if (argument.isEmpty()) {
          reportError(",describe: which name? Use ,describe NAME");
        } else {
          String description = names.describe(argument);
          if (description == null) {
            reportError(",describe: " + argument + " is not defined");
          } else {
            say(description);
          }
        }
      }
      case "apropos" -> {
        if (argument.isEmpty()) {
          reportError(",apropos: which text? Use ,apropos TEXT");
        } else {
          List<String> found = names.apropos(argument);
          say(found.isEmpty() ? "No name contains " + argument : String.join(" ", found));
        }
      }
      case "load" -> load(argument);
      default -> {
        reportError("Unknown command ," + name + ". The commands:");
        COMMANDS.forEach(text -> reportError("  " + text));
      }
    }
    return true;
  }

  /** {@code ,load FILE}: evaluates the file's forms in the session, then knows its names. */
  private void load(String file) {
    if (file.isEmpty()) {
      reportError(",load: which file? Use ,load FILE");
      return;
    }
    String text;
    try {
      text = kopi.syntax.SourceFiles.read(Path.of(file));
    } catch (IOException | InvalidPathException e) {
      reportError(",load: cannot read " + file + ": " + (e instanceof java.nio.file.NoSuchFileException
          ? "no such file" : e.getMessage()));
      return;
    }
    // Evaluated under the file's name, so its diagnostics and errors point into the file.
    Evaluation result = evaluateText(text, file);
    if (result != null && !result.hasErrors()) {
      names.load(file, text);
    }
  }

  /** Prints a command's answer on the standard output. */
  private void say(String text) {
    freshLine();
    console.print(text + "\n");
    console.flush();
  }

  /**
   * Evaluates the form at {@code [start, end)} of the transcript; false when it failed, and then
   * {@link #compiled} says whether it failed only at run time.
   */
  private boolean evaluate(int start, int end) {
    Evaluation result = evaluateText(positioned(start, end), FILE_NAME);
    compiled = result != null && !result.hasErrors();
    return result != null && !result.hasErrors() && result.failure() == null;
  }

  /** Whether the last form evaluated compiled (its definitions exist even if it then failed). */
  private boolean compiled;

  /**
   * Evaluates {@code text}, attributed to {@code fileName}, reporting its diagnostics, error or
   * values; null after an internal error.
   */
  private Evaluation evaluateText(String text, String fileName) {
    interruptedEvaluation = false;
    Evaluation result;
    try {
      result = evaluator.evaluate(text, fileName);
    } catch (RuntimeException | StackOverflowError e) {
      // A compiler bug must not end the session the user has built up.
      reportError("kopi: internal error: " + e);
      return null;
    }
    if (!result.diagnostics().isEmpty()) {
      LineIndex lines = new LineIndex(text);
      for (Diagnostic diagnostic : result.diagnostics()) {
        reportError(diagnostic.format(fileName, lines));
      }
    }
    if (result.failure() != null) {
      reportError(result.failure().report());
      return result;
    }
    if (result.hasErrors()) {
      return result;
    }
    for (Object value : result.values()) {
      String shown = evaluator.show(value);
      if (shown != null) {
        freshLine();
        console.print(shown + "\n");
      }
    }
    console.flush();
    return result;
  }

  /**
   * The form at {@code [start, end)} preceded by blank lines and spaces, so it sits at the line
   * and column where it was typed. Every line number the compiler records (diagnostics, and the
   * line table a runtime error is located by, even in a procedure defined by an earlier form)
   * is then a line of the whole session, with no translation afterwards.
   */
  private String positioned(int start, int end) {
    LineIndex lines = new LineIndex(transcript.substring(0, start));
    int line = lines.line(start);
    int column = lines.column(start);
    StringBuilder text = new StringBuilder(line + column + end - start);
    text.append("\n".repeat(line)).append(" ".repeat(column));
    return text.append(transcript, start, end).toString();
  }

  private void reportError(String line) {
    freshLine();
    console.flush();
    if (interruptedEvaluation) {
      // Past the ^C the terminal echoed.
      interruptedEvaluation = false;
      err.println();
    }
    err.println(line);
    err.flush();
  }

  /** Ends the program's unfinished output line so prompts and results start in column one. */
  private void freshLine() {
    if (!console.atLineStart()) {
      console.print("\n");
    }
    console.flush();
  }
}
