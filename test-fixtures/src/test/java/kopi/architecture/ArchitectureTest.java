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
 * The invariants of ARCHITECTURE.md ("Invariants"): the layering of every package, the package
 * cycles, hidden static state and the package documentation, checked on the compiled classes rather
 * than on import lines, so fully qualified references in signatures are caught too. Each rule is
 * its own test so a failure names the rule it breaks.
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

  /**
   * The layers of Kopi, lowest first: each names its packages and the layers it may use directly.
   * A package belongs to exactly one layer; the packages of one layer may refer to each other.
   * Every package of the compiled classes must be declared here, so a new package states its place.
   */
  private static final List<Layer> LAYERS = List.of(
      new Layer("syntax", List.of("kopi.syntax")),
      new Layer("runtime", List.of("kopi.runtime"), "syntax"),
      new Layer("runtime.lib", List.of("kopi.runtime.lib", "kopi.runtime.process", "kopi.runtime.sql"),
          "syntax", "runtime"),
      new Layer("runtime.index", List.of("kopi.runtime.index"), "runtime", "runtime.lib"),
      new Layer("expand", List.of("kopi.expand"), "syntax", "runtime", "runtime.lib"),
      new Layer("expand.forms", List.of("kopi.expand.forms"), "syntax", "runtime", "runtime.lib", "expand"),
      new Layer("analysis", List.of("kopi.analysis"), "syntax", "runtime", "runtime.lib", "expand"),
      new Layer("ir", List.of("kopi.ir"), "syntax", "runtime", "runtime.lib", "expand", "analysis"),
      new Layer("codegen", List.of("kopi.codegen"), "syntax", "runtime", "runtime.lib", "expand", "analysis", "ir"),
      new Layer("pipeline", List.of("kopi.pipeline"), "syntax", "runtime", "runtime.lib", "expand", "expand.forms",
          "analysis", "ir", "codegen"),
      new Layer("session", List.of("kopi.session"), "syntax", "runtime", "runtime.lib", "expand", "expand.forms",
          "analysis", "codegen", "pipeline"),
      new Layer("ide", List.of("kopi.ide"), "syntax", "runtime", "runtime.lib", "expand", "expand.forms", "analysis",
          "pipeline"),
      new Layer("cli", List.of("kopi.cli"), "syntax", "runtime", "runtime.lib", "expand", "analysis", "session", "ide"),
      new Layer("api", List.of("kopi.api"), "syntax", "runtime", "runtime.lib", "session", "cli"),
      new Layer("script", List.of("kopi.script"), "syntax", "runtime", "runtime.lib", "session", "cli", "api"),
      new Layer("server.eval", List.of("kopi.server.eval"), "syntax", "runtime", "runtime.lib", "session", "cli"),
      new Layer("server.dap", List.of("kopi.server.dap"), "syntax", "runtime", "runtime.lib", "codegen", "session",
          "cli", "server.eval"),
      new Layer("server", List.of("kopi.server"), "syntax", "ide", "cli", "server.eval", "server.dap"));

  /**
   * Single references a package may make outside its declared layers, each with its reason: the
   * internal names of the classes it may name.
   */
  private static final Map<String, List<String>> EXCEPTIONS = Map.of(
      // The kind of a completion item is the analysis' symbol kind (and its outer class, as the
      // class file's inner-class table names it), mapped to LSP's at the edge.
      "kopi.server", List.of("kopi/expand/SemanticModel$Kind", "kopi/expand/SemanticModel"));

  /** A layer: its name, its packages, and the layers below it that it may use. */
  private record Layer(String name, List<String> packages, String... uses) {}

  @Test
  void everyPackageIsInALayerAndUsesOnlyTheLayersBelowIt() throws IOException {
    Map<String, Layer> layerOf = new TreeMap<>();
    Map<String, Integer> rank = new TreeMap<>();
    for (int i = 0; i < LAYERS.size(); i++) {
      Layer layer = LAYERS.get(i);
      rank.put(layer.name(), i);
      for (String used : layer.uses()) {
        assertTrue(rank.containsKey(used), layer.name() + " uses " + used + ", which is not declared below it");
      }
      for (String pkg : layer.packages()) {
        layerOf.put(pkg, layer);
      }
    }
    Map<String, Set<String>> references = new TreeMap<>();
    references.putAll(referencesOf(ROOT.resolve("compiler-core/target/classes")));
    references.putAll(referencesOf(ROOT.resolve("language-server/target/classes")));
    List<String> violations = new ArrayList<>();
    Set<String> undeclared = new TreeSet<>();
    references.forEach((className, mentioned) -> {
      String from = packageOf(className);
      Layer layer = layerOf.get(from);
      if (layer == null) {
        undeclared.add(from);
        return;
      }
      Set<String> allowed = new TreeSet<>(List.of(layer.uses()));
      allowed.add(layer.name());
      for (String type : mentioned) {
        if (!type.startsWith("kopi/")) {
          continue;
        }
        Layer target = layerOf.get(packageOf(type));
        if (target == null) {
          undeclared.add(packageOf(type));
        } else if (!allowed.contains(target.name())
            && !EXCEPTIONS.getOrDefault(from, List.of()).contains(type)) {
          violations.add(className + " (" + layer.name() + ") -> " + type + " (" + target.name() + ")");
        }
      }
    });
    assertTrue(undeclared.isEmpty(), "packages in no layer of ArchitectureTest.LAYERS: " + undeclared);
    assertTrue(violations.isEmpty(), "references a layer may not make:\n  " + String.join("\n  ", violations));
  }

  /**
   * Architecture Invariant: no package cycle. The runtime's core names none of its libraries (the
   * builtin index that lists them has its own package above them, and the core reaches a library
   * only through the index's names), and the expander's core reaches its special forms only
   * through the {@code kopi.expand.FormLibrary} that the layers above hand to its {@code Expander}.
   */
  @Test
  void noPackageCycle() throws IOException {
    Map<String, Set<String>> references = new TreeMap<>();
    references.putAll(referencesOf(ROOT.resolve("compiler-core/target/classes")));
    references.putAll(referencesOf(ROOT.resolve("language-server/target/classes")));
    Map<String, Set<String>> graph = new TreeMap<>();
    references.forEach((className, mentioned) -> {
      String from = packageOf(className);
      Set<String> edges = graph.computeIfAbsent(from, key -> new TreeSet<>());
      for (String type : mentioned) {
        String to = packageOf(type);
        if (type.startsWith("kopi/") && !to.equals(from)) {
          edges.add(to);
        }
      }
    });
    List<Set<String>> cycles = new ArrayList<>();
    for (Set<String> component : stronglyConnected(graph)) {
      if (component.size() > 1) {
        cycles.add(component);
      }
    }
    assertTrue(cycles.isEmpty(), "package cycles: " + cycles);
  }

  /** The strongly connected components of {@code graph} (Tarjan's algorithm). */
  private static List<Set<String>> stronglyConnected(Map<String, Set<String>> graph) {
    Map<String, Integer> index = new java.util.HashMap<>();
    Map<String, Integer> low = new java.util.HashMap<>();
    java.util.Deque<String> stack = new java.util.ArrayDeque<>();
    Set<String> onStack = new java.util.HashSet<>();
    List<Set<String>> components = new ArrayList<>();
    for (String start : graph.keySet()) {
      if (!index.containsKey(start)) {
        connect(start, graph, index, low, stack, onStack, components);
      }
    }
    return components;
  }

  private static void connect(String node, Map<String, Set<String>> graph, Map<String, Integer> index,
      Map<String, Integer> low, java.util.Deque<String> stack, Set<String> onStack, List<Set<String>> components) {
    index.put(node, index.size());
    low.put(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (String next : graph.getOrDefault(node, Set.of())) {
      if (!index.containsKey(next)) {
        connect(next, graph, index, low, stack, onStack, components);
        low.put(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.contains(next)) {
        low.put(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node).equals(index.get(node))) {
      Set<String> component = new TreeSet<>();
      String member;
      do {
        member = stack.pop();
        onStack.remove(member);
        component.add(member);
      } while (!member.equals(node));
      components.add(component);
    }
  }

  @Test
  void noPackageCycleBetweenLayers() throws IOException {
    // The layers are declared in order and each may use only layers declared before it, so a
    // reference that passes the layering test can never close a cycle between two layers; this
    // checks that the declaration keeps that shape.
    Set<String> seen = new TreeSet<>();
    for (Layer layer : LAYERS) {
      for (String used : layer.uses()) {
        assertTrue(seen.contains(used), layer.name() + " uses " + used + " declared after it");
      }
      seen.add(layer.name());
    }
  }

  /**
   * The static fields that are not final, each with the reason it must be process-wide. Any other
   * such field is state hidden from the objects whose lifetime it shares (a cache of one document,
   * one session, one request), so it fails {@link #noNewMutableStaticField}.
   */
  private static final Map<String, String> MUTABLE_STATICS = Map.ofEntries(
      Map.entry("kopi/runtime/CommandLine.arguments",
          "the running program's (command-line), one per process as in Kawa"),
      Map.entry("kopi/runtime/Builtins.sortedNames",
          "lazily built view of the builtin index, which is per class loader"),
      Map.entry("kopi/runtime/Builtins.importIndexRead", "whether the import-only index was read, per class loader"),
      Map.entry("kopi/runtime/Builtins.mainNames",
          "every name of the builtin index, read on first use rather than at start-up, per class loader"),
      Map.entry("kopi/runtime/EvalHook$Holder.installed", "the compiler the runtime's eval calls, per class loader"),
      Map.entry("kopi/runtime/EvalHook$Holder.searched", "whether the service loader was asked, per class loader"),
      Map.entry("kopi/runtime/lib/Srfi64Lib.current", "SRFI 64's current test runner is global by the SRFI"),
      Map.entry("kopi/runtime/lib/Srfi64Lib.factory", "SRFI 64's test-runner-factory is global by the SRFI"),
      Map.entry("kopi/runtime/sql/StatementCache.epoch", "invalidates every connection's prepared statements at once"),
      Map.entry("kopi/server/eval/UserClassPath.entries", "the server's -cp option, set once at start-up"),
      Map.entry("kopi/server/eval/UserClassPath.loader", "the loader of the server's -cp option, set once at start-up"),
      Map.entry("kopi/server/dap/DebuggeeSupport.session", "the one evaluation session of a debuggee JVM"),
      Map.entry("kopi/runtime/TailCall.owner",
          "the one thread that may make direct tail calls, claimed under a lock until it ends"),
      Map.entry("kopi/runtime/TailCall.budget",
          "that thread's count of direct tail calls left: a ThreadLocal would cost every tail call a lookup"));

  @Test
  void noNewMutableStaticField() throws IOException {
    Set<String> found = new TreeSet<>();
    for (String module : List.of("compiler-core", "language-server")) {
      for (Path file : classFiles(ROOT.resolve(module).resolve("target/classes"))) {
        try (InputStream in = Files.newInputStream(file)) {
          ClassReader reader = new ClassReader(in);
          reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public org.objectweb.asm.FieldVisitor visitField(int access, String name, String descriptor,
                String signature, Object value) {
              if ((access & Opcodes.ACC_STATIC) != 0 && (access & Opcodes.ACC_FINAL) == 0
                  && (access & Opcodes.ACC_SYNTHETIC) == 0) {
                found.add(reader.getClassName() + "." + name);
              }
              return null;
            }
          }, ClassReader.SKIP_CODE);
        }
      }
    }
    Set<String> unexplained = new TreeSet<>(found);
    unexplained.removeAll(MUTABLE_STATICS.keySet());
    assertTrue(unexplained.isEmpty(), "static fields that are not final (move the state into the object"
        + " whose lifetime it shares, or list it with a reason in MUTABLE_STATICS): " + unexplained);
    Set<String> stale = new TreeSet<>(MUTABLE_STATICS.keySet());
    stale.removeAll(found);
    assertTrue(stale.isEmpty(), "MUTABLE_STATICS lists fields that are gone: " + stale);
  }

  /** The class files under {@code classesDir}. */
  private static List<Path> classFiles(Path classesDir) throws IOException {
    try (Stream<Path> files = Files.walk(classesDir)) {
      return files.filter(f -> f.toString().endsWith(".class")).toList();
    }
  }

  private static String packageOf(String internalName) {
    int slash = internalName.lastIndexOf('/');
    return slash < 0 ? "" : internalName.substring(0, slash).replace('/', '.');
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
    for (Path file : classFiles(classesDir)) {
      if (file.getFileName().toString().equals("module-info.class")) {
        continue;
      }
      Set<String> mentioned = new TreeSet<>();
      Remapper collector = new Remapper(Opcodes.ASM9) {
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
