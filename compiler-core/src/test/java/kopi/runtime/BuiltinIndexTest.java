package kopi.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The generated builtin index agrees with reflection, and the registry read from it works. */
class BuiltinIndexTest {
  @Test
  void theBuildWroteTheIndexAndItIsCurrent() throws IOException {
    // The build writes the index after compiling (process-classes), so the test class path has it.
    try (InputStream in = Builtins.class.getClassLoader().getResourceAsStream(BuiltinIndex.RESOURCE)) {
      assertNotNull(in, "the build did not write " + BuiltinIndex.RESOURCE);
      assertEquals(BuiltinIndex.text(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
    try (InputStream in = Builtins.class.getClassLoader().getResourceAsStream(BuiltinIndex.IMPORT_RESOURCE)) {
      assertNotNull(in, "the build did not write " + BuiltinIndex.IMPORT_RESOURCE);
      assertEquals(BuiltinIndex.importText(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  @Test
  void theRegistryHasExactlyTheEntriesReflectionFinds() {
    BuiltinIndex.Scan scan = BuiltinIndex.scan();
    assertEquals(scan.methods().keySet(), Builtins.allNames());
    for (Map.Entry<String, List<Builtins.Entry>> entry : scan.methods().entrySet()) {
      assertEquals(entry.getValue(), Builtins.entries(entry.getKey()), entry.getKey());
    }
  }

  @Test
  void methodsAreTheReflectedMethodsOfTheEntries() {
    List<Builtins.Entry> entries = Builtins.entries("vector-ref");
    List<Method> methods = Builtins.methods("vector-ref");
    assertEquals(entries.size(), methods.size());
    for (int i = 0; i < entries.size(); i++) {
      assertEquals(entries.get(i).method(), methods.get(i).getName());
      assertEquals(entries.get(i).owner(), methods.get(i).getDeclaringClass().getName());
      assertEquals(entries.get(i).descriptor(), BuiltinIndex.descriptor(methods.get(i)));
    }
    assertEquals(List.of(), Builtins.methods("no-such-builtin"));
    assertEquals(List.of(), Builtins.entries("no-such-builtin"));
  }

  @Test
  void entriesDescribeArityAndFlags() {
    Builtins.Entry plus = Builtins.entries("+").get(Builtins.entries("+").size() - 1);
    assertTrue(plus.variadic());
    assertTrue(plus.accepts(0));
    assertTrue(plus.hasObjectSignature());
    assertEquals("[Ljava/lang/Object;", plus.descriptor().substring(1, plus.descriptor().indexOf(')')));
    Builtins.Entry car = Builtins.entries("car").get(0);
    assertFalse(car.variadic());
    assertEquals(1, car.parameterCount());
    assertTrue(car.accepts(1));
    assertFalse(car.accepts(2));
    assertEquals("kopi/runtime/lib/ListLib", car.internalOwner());
    assertTrue(Builtins.entries("apply").stream().anyMatch(Builtins.Entry::tailCalls));
    assertFalse(new Builtins.Entry("A", "f", "(I)Ljava/lang/Object;", false, 1, 0, false).hasObjectSignature());
  }

  /** The import-only builtins are found through their own index, read on first use. */
  @Test
  void importOnlyBuiltinsAreFoundOnDemand() {
    assertTrue(Builtins.isImportOnly("take"));
    assertTrue(Builtins.isBuiltin("take"));
    assertEquals("kopi.runtime.lib.Srfi1Lib", Builtins.entries("take").get(0).owner());
    assertFalse(Builtins.isImportOnly("car"));
    assertEquals("(1)", Printer.writeString(Procedure.call(Builtins.lookup("take"), Pair.list(1L, 2L), 1L)));
  }

  @Test
  void fieldValuedBuiltinsAreTheFieldObjects() {
    assertSame(kopi.runtime.lib.IoLib.CURRENT_OUTPUT, Builtins.lookup("current-output-port"));
    assertSame(Builtins.lookup("car"), Builtins.lookup("car"));
    assertEquals(1L, Procedure.call(Builtins.lookup("car"), Pair.list(1L, 2L)));
  }
}
