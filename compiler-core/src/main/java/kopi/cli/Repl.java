package kopi.cli;

import java.io.IOException;
import java.io.PrintStream;
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
 */
public final class Repl {
  /** The file name REPL input is attributed to in diagnostics. */
  public static final String FILE_NAME = "<repl>";

  private final LineInput input;
  private final Evaluator evaluator;
  private final Console console;
  private final PrintStream err;

  /** Everything read so far, so locations count lines of the whole session. */
  private final StringBuilder transcript = new StringBuilder();
  private int nextLine = 1;
  /** Set by a Ctrl-C during an evaluation: the terminal has echoed {@code ^C} where output stood. */
  private volatile boolean interruptedEvaluation;

  /** What the REPL says after a Ctrl-C at an empty prompt. */
  static final String LEAVE_HINT = "(To leave, press Ctrl-C again or Ctrl-D, or type (exit))";

  /**
   * @param console the program's standard output, where results go too
   * @param err     where diagnostics and errors go
   */
  public Repl(LineInput input, Evaluator evaluator, Console console, PrintStream err) {
    this.input = input;
    this.evaluator = evaluator;
    this.console = console;
    this.err = err;
  }

  public static String prompt(int line) {
    return "#|kopi:" + line + "|# ";
  }

  public static String continuationPrompt(int line) {
    return "#|.....%d|# ".formatted(line);
  }

  /** Runs until the end of the input; returns the exit status (0). */
  public int run() throws IOException {
    input.onInterrupt(() -> {
      interruptedEvaluation = true;
      evaluator.interrupt();
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
        inputStart = transcript.length();
        continuing = false;
        continue;
      }
      leaveOnCtrlC = false;
      if (line == null) {
        return ExitCodes.OK;
      }
      transcript.append(line).append('\n');
      nextLine++;
      String pending = transcript.substring(inputStart);
      FormScanner.Scan scan = FormScanner.scan(pending);
      if (!scan.complete()) {
        continuing = true;
        continue;
      }
      continuing = false;
      for (FormScanner.Form form : scan.forms()) {
        if (!evaluate(inputStart + form.start(), inputStart + form.end())) {
          break;
        }
      }
      inputStart = transcript.length();
    }
  }

  /** Evaluates the form at {@code [start, end)} of the transcript; false when it failed. */
  private boolean evaluate(int start, int end) {
    String text = positioned(start, end);
    interruptedEvaluation = false;
    Evaluation result;
    try {
      result = evaluator.evaluate(text, FILE_NAME);
    } catch (RuntimeException | StackOverflowError e) {
      // A compiler bug must not end the session the user has built up.
      reportError("kopi: internal error: " + e);
      return false;
    }
    if (!result.diagnostics().isEmpty()) {
      LineIndex lines = new LineIndex(text);
      for (Diagnostic diagnostic : result.diagnostics()) {
        reportError(diagnostic.format(FILE_NAME, lines));
      }
    }
    if (result.failure() != null) {
      reportError(result.failure().report());
      return false;
    }
    if (result.hasErrors()) {
      return false;
    }
    for (Object value : result.values()) {
      String shown = evaluator.show(value);
      if (shown != null) {
        freshLine();
        console.print(shown + "\n");
      }
    }
    console.flush();
    return true;
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
