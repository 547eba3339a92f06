package kopi.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandResult;
import kopi.expand.Expander;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code .ir.txt} snapshots of the closure-converted form of each {@code .scm} file under
 * {@code src/test/resources/kopi/ir}. {@code -Dgolden.update=true} rewrites them; a missing
 * snapshot is written and the test fails once.
 */
class IrSnapshotTest {
  private static final Path DIR = Path.of("src/test/resources/kopi/ir");

  @TestFactory
  Stream<DynamicTest> snapshots() throws IOException {
    List<Path> inputs;
    try (Stream<Path> files = Files.list(DIR)) {
      inputs = files.filter(f -> f.toString().endsWith(".scm")).sorted().toList();
    }
    assertFalse(inputs.isEmpty(), "no inputs in " + DIR.toAbsolutePath());
    return inputs.stream().map(input -> DynamicTest.dynamicTest(input.getFileName().toString(), () -> check(input)));
  }

  private static void check(Path input) throws IOException {
    String owner = "ir." + input.getFileName().toString().replace(".scm", "").replace('-', '_');
    ExpandResult result = new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY)
        .expand(kopi.expand.ExpandRequest.program(Files.readString(input), input, owner));
    assertFalse(result.hasErrors(), () -> result.diagnostics().toString());
    var body = result.modules().get(result.modules().size() - 1).body();
    String actual = IrDumper.dump(ClosureConversion.plan(owner, body, false));
    Path snapshot = input.resolveSibling(input.getFileName().toString().replace(".scm", ".ir.txt"));
    if (Boolean.getBoolean("golden.update") || !Files.exists(snapshot)) {
      boolean existed = Files.exists(snapshot);
      Files.writeString(snapshot, actual);
      if (!existed) {
        fail("wrote missing snapshot " + snapshot + "; check it and run again");
      }
      return;
    }
    assertEquals(Files.readString(snapshot), actual, "snapshot " + snapshot);
  }
}
