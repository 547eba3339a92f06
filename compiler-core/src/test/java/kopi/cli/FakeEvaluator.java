package kopi.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import kopi.syntax.Diagnostic;
import kopi.syntax.LineIndex;
import kopi.syntax.Phase;

/**
 * A stand-in for a compiler session with a tiny language, enough to drive the REPL and
 * {@code -e}: integer literals, {@code (define NAME INT)}, variable references, {@code (+ A B)},
 * {@code (values A ...)}, {@code (display "TEXT")}, {@code (fail)} (a runtime error at the
 * form's second character, counted in the text given, which the REPL pads to the form's place) and anything else is a compile error at its start. It records every
 * text it was given.
 */
final class FakeEvaluator implements Evaluator {
  /** The unspecified value, which the REPL does not print. */
  static final Object UNSPECIFIED = new Object();

  final List<String> evaluated = new ArrayList<>();
  private final Map<String, Long> variables = new HashMap<>();
  private final Console programOut;

  /** @param programOut where {@code display} writes */
  FakeEvaluator(Console programOut) {
    this.programOut = programOut;
  }

  @Override
  public Evaluation evaluate(String text, String fileName) {
    String body = text.strip();
    evaluated.add(body);
    // Where the form starts: the REPL pads it to its place in the session.
    int at = text.length() - text.stripLeading().length();
    LineIndex lines = new LineIndex(text);
    if (body.matches("-?\\d+")) {
      return values(Long.parseLong(body));
    }
    if (variables.containsKey(body)) {
      return values(variables.get(body));
    }
    if (body.matches("[a-z]+")) {
      return new Evaluation(List.of(), List.of(),
          new Failure("unbound variable " + body, fileName, lines.line(at) + 1, lines.column(at) + 1));
    }
    String[] words = body.replaceAll("^\\(|\\)$", "").trim().split("\\s+");
    switch (words[0]) {
      case "define":
        variables.put(words[1], number(words[2]));
        return values(UNSPECIFIED);
      case "+":
        return values(number(words[1]) + number(words[2]));
      case "values": {
        List<Object> values = new ArrayList<>();
        for (int i = 1; i < words.length; i++) {
          values.add(number(words[i]));
        }
        return new Evaluation(values, List.of(), null);
      }
      case "display":
        programOut.print(body.substring(body.indexOf('"') + 1, body.lastIndexOf('"')));
        return values(UNSPECIFIED);
      case "fail":
        return new Evaluation(List.of(), List.of(),
            new Failure("car: expected pair, got 1", fileName, lines.line(at) + 1,
                lines.column(at) + 2));
      default:
        return new Evaluation(List.of(), List.of(
            Diagnostic.warning(Phase.ANALYZE, "test.warning", at + 1, at + 2, "a warning first"),
            Diagnostic.error(Phase.EXPAND, "test.error", at + 1, at + 1 + words[0].length(),
                "unknown form " + words[0])),
            null);
    }
  }

  @Override
  public String show(Object value) {
    return value == UNSPECIFIED ? null : String.valueOf(value);
  }

  private Long number(String word) {
    return variables.containsKey(word) ? variables.get(word) : Long.parseLong(word);
  }

  private static Evaluation values(Object value) {
    return new Evaluation(List.of(value), List.of(), null);
  }
}
