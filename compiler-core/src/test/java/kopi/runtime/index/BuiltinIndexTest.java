package kopi.runtime.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import kopi.runtime.Builtin;
import kopi.runtime.Builtins;
import kopi.runtime.Pair;
import kopi.runtime.Printer;
import kopi.runtime.Procedure;
import org.junit.jupiter.api.Test;

/** The generated builtin index agrees with reflection, and the registry read from it works. */
class BuiltinIndexTest {
  @Test
  void theBuildWroteTheIndexAndItIsCurrent() throws IOException {
    // The build writes the index after compiling (process-classes), so the test class path has it.
    try (InputStream in = Builtins.class.getClassLoader().getResourceAsStream(Builtins.INDEX_RESOURCE)) {
      assertNotNull(in, "the build did not write " + Builtins.INDEX_RESOURCE);
      assertEquals(BuiltinIndex.text(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
    try (InputStream in = Builtins.class.getClassLoader().getResourceAsStream(Builtins.IMPORT_INDEX_RESOURCE)) {
      assertNotNull(in, "the build did not write " + Builtins.IMPORT_INDEX_RESOURCE);
      assertEquals(BuiltinIndex.importText(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  /**
   * Every class of the runtime with a {@link Builtin} member is one of the libraries the index
   * scans: a library class left out of {@link BuiltinIndex#LIBRARIES} would silently define nothing.
   */
  @Test
  void everyClassWithBuiltinsIsAListedLibrary() throws Exception {
    Path classes = Path.of(Builtins.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<String> missing = new ArrayList<>();
    try (Stream<Path> files = Files.walk(classes.resolve("kopi/runtime"))) {
      for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
        String name = classes.relativize(file).toString().replace(java.io.File.separatorChar, '.');
        Class<?> type = Class.forName(name.substring(0, name.length() - ".class".length()), false,
            Builtins.class.getClassLoader());
        boolean hasBuiltins = Stream.concat(Arrays.stream(type.getDeclaredMethods()),
            Arrays.stream(type.getDeclaredFields())).anyMatch(member -> member.isAnnotationPresent(Builtin.class));
        if (hasBuiltins && !BuiltinIndex.LIBRARIES.contains(type)) {
          missing.add(type.getName());
        }
      }
    }
    assertEquals(List.of(), missing, "classes with @Builtin members missing from BuiltinIndex.LIBRARIES");
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
