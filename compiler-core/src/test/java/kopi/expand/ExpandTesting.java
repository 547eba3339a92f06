package kopi.expand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import kopi.syntax.Diagnostic;

/** Shared helpers: expand a program and look at its Core dump and diagnostics. */
final class ExpandTesting {
  private ExpandTesting() {}

  static ExpandResult program(String text) {
    return new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY)
        .expand(kopi.expand.ExpandRequest.program(text, null, "M"));
  }

  static ExpandResult program(String text, Path file) {
    return new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY)
        .expand(kopi.expand.ExpandRequest.program(text, file, "M"));
  }

  /** The dump of the program module's body; fails on any diagnostic. */
  static String dump(String text) {
    ExpandResult result = program(text);
    assertEquals(List.of(), messages(result), "unexpected diagnostics");
    return body(result);
  }

  static String body(ExpandResult result) {
    ExpandedModule module = result.modules().get(result.modules().size() - 1);
    return CoreDump.dump(module.body()).strip();
  }

  static List<String> messages(ExpandResult result) {
    return result.diagnostics().stream().map(Diagnostic::message).collect(Collectors.toList());
  }

  /** Asserts exactly one error with this message, labelling exactly {@code labelled} in {@code text}. */
  static Diagnostic singleError(String text, String message, String labelled) {
    ExpandResult result = program(text);
    assertEquals(List.of(message), messages(result));
    Diagnostic d = result.diagnostics().get(0);
    assertTrue(d.isError(), "expected an error: " + d);
    assertEquals(labelled, text.substring(d.start(), d.end()));
    return d;
  }
}
