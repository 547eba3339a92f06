package kopi.architecture;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;

/**
 * The layering rules of DESIGN.md ("Repository layout"), checked on the compiled classes rather
 * than on import lines, so fully qualified references and string-free reflection shortcuts in
 * signatures are caught too. Each rule is its own test so a failure names the rule it breaks.
 */
class ArchitectureTest {
  private static final Path ROOT = Paths.get("..").toAbsolutePath().normalize();

  @Test
  void compilerCoreUsesNoLsp4jAndNoJsonLibrary() throws IOException {
    Map<String, Set<String>> references = referencesOf(ROOT.resolve("compiler-core/target/classes"));
    assertNoReferences(references, "kopi/", List.of("org/eclipse/lsp4j/", "com/google/gson/",
        "com/fasterxml/jackson/", "org/json/", "jakarta/json/", "javax/json/"));
  }

  @Test
  void onlyTheLanguageServerUsesLsp4j() throws IOException {
    for (String module : List.of("compiler-core", "test-fixtures")) {
      Path classes = ROOT.resolve(module).resolve("target/classes");
      if (Files.isDirectory(classes)) {
        assertNoReferences(referencesOf(classes), "kopi/", List.of("org/eclipse/lsp4j/"));
      }
    }
    Map<String, Set<String>> server = referencesOf(ROOT.resolve("language-server/target/classes"));
    assertTrue(server.keySet().stream().allMatch(name -> name.startsWith("kopi/server")),
        "language-server classes live in kopi.server: " + server.keySet());
  }

  @Test
  void runtimeUsesOnlyItselfAndSyntax() throws IOException {
    Map<String, Set<String>> references = referencesOf(ROOT.resolve("compiler-core/target/classes"));
    List<String> forbidden = List.of("kopi/expand/", "kopi/analysis/", "kopi/ir/", "kopi/codegen/",
        "kopi/session/", "kopi/ide/", "kopi/cli/", "kopi/server/", "org/objectweb/asm/",
        "org/jline/");
    assertNoReferences(references, "kopi/runtime/", forbidden);
  }

  @Test
  void syntaxUsesNoOtherCompilerPackage() throws IOException {
    Map<String, Set<String>> references = referencesOf(ROOT.resolve("compiler-core/target/classes"));
    List<String> forbidden = List.of("kopi/runtime/", "kopi/expand/", "kopi/analysis/", "kopi/ir/",
        "kopi/codegen/", "kopi/session/", "kopi/ide/", "kopi/cli/", "kopi/server/",
        "org/objectweb/asm/", "org/jline/");
    assertNoReferences(references, "kopi/syntax/", forbidden);
  }

  @Test
  void everyPackageHasPackageInfo() throws IOException {
    List<String> missing = new ArrayList<>();
    for (String module : List.of("compiler-core", "language-server")) {
      Path sources = ROOT.resolve(module).resolve("src/main/java");
      try (Stream<Path> files = Files.walk(sources)) {
        Set<Path> packages = new TreeSet<>();
        files.filter(file -> file.toString().endsWith(".java")).forEach(file -> packages.add(file.getParent()));
        for (Path packageDir : packages) {
          if (!Files.exists(packageDir.resolve("package-info.java"))) {
            missing.add(ROOT.relativize(packageDir).toString());
          }
        }
      }
    }
    assertTrue(missing.isEmpty(), "packages without package-info.java: " + missing);
  }

  /** Class name → every type its bytecode mentions, for all classes under {@code classesDir}. */
  private static Map<String, Set<String>> referencesOf(Path classesDir) throws IOException {
    if (!Files.isDirectory(classesDir)) {
      fail("no compiled classes at " + classesDir + "; run the Maven build from the root");
    }
    Map<String, Set<String>> result = new TreeMap<>();
    try (Stream<Path> files = Files.walk(classesDir)) {
      for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
        if (file.getFileName().toString().equals("module-info.class")) {
          continue;
        }
        Set<String> mentioned = new TreeSet<>();
        Remapper collector = new Remapper() {
          @Override
          public String map(String internalName) {
            mentioned.add(internalName);
            return internalName;
          }
        };
        try (InputStream in = Files.newInputStream(file)) {
          ClassReader reader = new ClassReader(in);
          ClassVisitor sink = new ClassVisitor(Opcodes.ASM9) {};
          reader.accept(new ClassRemapper(sink, collector), 0);
          result.put(reader.getClassName(), mentioned);
        }
      }
    }
    return result;
  }

  private static void assertNoReferences(Map<String, Set<String>> references, String fromPrefix,
      List<String> forbiddenPrefixes) {
    List<String> violations = new ArrayList<>();
    references.forEach((className, mentioned) -> {
      if (!className.startsWith(fromPrefix)) {
        return;
      }
      for (String type : mentioned) {
        for (String forbidden : forbiddenPrefixes) {
          if (type.startsWith(forbidden)) {
            violations.add(className + " -> " + type);
          }
        }
      }
    });
    assertTrue(violations.isEmpty(), "forbidden dependencies:\n  " + String.join("\n  ", violations));
  }
}
