package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReplTest {
  private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
  private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
  private final PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
  private final StreamConsole console = new StreamConsole(out);
  private final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
  private final FakeEvaluator evaluator = new FakeEvaluator(console);

  /** Runs a piped session over {@code input}; returns the exit status. */
  private int pipe(String input) throws IOException {
    LineInput lines = new PlainLineInput(new BufferedReader(new StringReader(input)), out);
    return new Repl(lines, () -> evaluator, console, err).run();
  }

  private String out() {
    return outBytes.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return errBytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void thePipedTranscriptShowsPromptsAndResults() throws IOException {
    assertEquals(0, pipe("(define x 40)\n(+ x 2)\n"));
    assertEquals("#|kopi:1|# #|kopi:2|# 42\n#|kopi:3|# \n", out());
    assertEquals("", err());
  }

  @Test
  void anUnfinishedFormGetsAContinuationPromptOfTheSameWidth() throws IOException {
    pipe("(+ 1\n2)\n");
    assertEquals("#|kopi:1|# #|.....2|# 3\n#|kopi:3|# \n", out());
    assertEquals(Repl.prompt(12).length(), Repl.continuationPrompt(12).length());
    assertEquals(List.of("(+ 1\n2)"), evaluator.evaluated);
  }

  @Test
  void eachFormOfALineIsEvaluatedAndPrinted() throws IOException {
    pipe("(define a 1) (+ a 1) 7\n");
    assertEquals(List.of("(define a 1)", "(+ a 1)", "7"), evaluator.evaluated);
    assertEquals("#|kopi:1|# 2\n7\n#|kopi:2|# \n", out());
  }

  @Test
  void severalValuesPrintOnePerLineAndNoValuesPrintNothing() throws IOException {
    pipe("(values 1 2)\n(values)\n");
    assertEquals("#|kopi:1|# 1\n2\n#|kopi:2|# #|kopi:3|# \n", out());
  }

  @Test
  void aRuntimeErrorPrintsOneLineWithTheSessionLocationAndTheLoopGoesOn() throws IOException {
    pipe("1\n\n  (fail) 5\n6\n");
    assertEquals("<repl>:3:4: car: expected pair, got 1\n", err());
    // The form after the failing one on the same line is not evaluated.
    assertEquals(List.of("1", "(fail)", "6"), evaluator.evaluated);
    assertEquals("#|kopi:1|# 1\n#|kopi:2|# #|kopi:3|# #|kopi:4|# 6\n#|kopi:5|# \n", out());
  }

  @Test
  void eachFormIsPaddedToWhereItWasTypedSoItsLineNumbersAreTheSessionsOwn() throws IOException {
    List<String> texts = new java.util.ArrayList<>();
    Evaluator recording = new Evaluator() {
      @Override
      public Evaluation evaluate(String text, String fileName) {
        texts.add(text);
        return new Evaluation(List.of(), List.of(), null);
      }

      @Override
      public String show(Object value) {
        return null;
      }
    };
    LineInput lines = new PlainLineInput(new BufferedReader(new StringReader("1\n(a\n b) (c)\n")), out);
    new Repl(lines, () -> recording, console, err).run();
    assertEquals(List.of("1", "\n(a\n b)", "\n\n    (c)"), texts);
  }

  @Test
  void compileDiagnosticsCountLinesAndColumnsOfTheWholeSession() throws IOException {
    pipe("1\n2 (oops\n)\n");
    assertEquals("<repl>:2:4: warning - a warning first\n<repl>:2:4: error - unknown form oops\n", err());
  }

  @Test
  void unfinishedProgramOutputIsEndedBeforeThePrompt() throws IOException {
    pipe("(display \"hi\")\n(display \"x\") 5\n");
    assertEquals("#|kopi:1|# hi\n#|kopi:2|# x\n5\n#|kopi:3|# \n", out());
  }

  @Test
  void endOfInputInsideAFormEndsQuietly() throws IOException {
    assertEquals(0, pipe("(+ 1"));
    assertEquals("#|kopi:1|# #|.....2|# \n", out());
    assertEquals(List.of(), evaluator.evaluated);
  }

  @Test
  void ctrlCAbandonsTheFormBeingTyped() throws IOException {
    Deque<String> script = new ArrayDeque<>(List.of("(+ 1", "INTERRUPT", "(+ 2 3)"));
    LineInput lines = prompt -> {
      out.print(prompt);
      String line = script.poll();
      if ("INTERRUPT".equals(line)) {
        throw new LineInput.Interrupted();
      }
      return line;
    };
    new Repl(lines, () -> evaluator, console, err).run();
    assertEquals(List.of("(+ 2 3)"), evaluator.evaluated);
    assertEquals("#|kopi:1|# #|.....2|# #|kopi:2|# 5\n#|kopi:3|# ", out());
  }

  @Test
  void anInternalErrorDoesNotEndTheSession() throws IOException {
    Evaluator broken = new Evaluator() {
      @Override
      public Evaluation evaluate(String text, String fileName) {
        if (text.strip().equals("boom")) {
          throw new IllegalStateException("compiler bug");
        }
        return new Evaluation(List.of(text.strip()), List.of(), null);
      }

      @Override
      public String show(Object value) {
        return value.toString();
      }
    };
    LineInput lines = new PlainLineInput(new BufferedReader(new StringReader("boom\nok\n")), out);
    new Repl(lines, () -> broken, console, err).run();
    assertEquals("kopi: internal error: java.lang.IllegalStateException: compiler bug\n", err());
    assertEquals("#|kopi:1|# #|kopi:2|# ok\n#|kopi:3|# \n", out());
  }

  @Test
  void aLineReadMayHoldSeveralLinesAndEachCounts() throws IOException {
    // What JLine returns for a form recalled from the history.
    Deque<String> script = new ArrayDeque<>(List.of("(+ 1\n 2)", "(fail)"));
    LineInput lines = prompt -> {
      out.print(prompt);
      return script.poll();
    };
    new Repl(lines, () -> evaluator, console, err).run();
    assertEquals("#|kopi:1|# 3\n#|kopi:3|# #|kopi:4|# ", out());
    assertEquals("<repl>:3:2: car: expected pair, got 1\n", err());
  }

  @Test
  void wholeFormsGoIntoTheHistory() throws IOException {
    List<String> remembered = new java.util.ArrayList<>();
    Deque<String> script = new ArrayDeque<>(List.of("(+ 1", "  2)", "", ",help", "7 8"));
    LineInput lines = new LineInput() {
      @Override
      public String readLine(String prompt) {
        return script.poll();
      }

      @Override
      public void remember(String entry) {
        remembered.add(entry);
      }
    };
    new Repl(lines, () -> evaluator, console, err).run();
    assertEquals(List.of("(+ 1\n  2)", ",help", "7 8"), remembered);
  }

  @Test
  void commandsCountAsLinesAndAnUnknownOneListsTheCommands() throws IOException {
    assertEquals(0, pipe(",help\n,nope\n(fail)\n,quit\n5\n"));
    assertTrue(out().startsWith("#|kopi:1|# Commands (at the start of a line):\n  ,help"), out());
    assertTrue(out().contains("#|kopi:3|# #|kopi:4|# "), out());
    // ,quit leaves: 5 is never evaluated.
    assertEquals(List.of("(fail)"), evaluator.evaluated);
    assertTrue(err().startsWith("Unknown command ,nope. The commands:\n  ,help"), err());
    assertTrue(err().contains("<repl>:3:2: car: expected pair, got 1"), err());
  }

  @Test
  void resetStartsAFreshSession() throws IOException {
    List<FakeEvaluator> made = new java.util.ArrayList<>();
    LineInput lines = new PlainLineInput(new BufferedReader(new StringReader("1\n,reset\n2\n")), out);
    new Repl(lines, () -> {
      FakeEvaluator fresh = new FakeEvaluator(console);
      made.add(fresh);
      return fresh;
    }, console, err).run();
    assertEquals(2, made.size());
    assertEquals(List.of("1"), made.get(0).evaluated);
    assertEquals(List.of("2"), made.get(1).evaluated);
  }
}
