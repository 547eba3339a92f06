package kopi.pipeline;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import kopi.analysis.Checks;
import kopi.codegen.CompiledModule;
import kopi.codegen.ModuleSource;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandRequest;
import kopi.expand.ExpandedModule;
import kopi.expand.Expander;
import kopi.expand.forms.Forms;

/**
 * The standard libraries written in Scheme ({@code kopi/lib/**.sld} resources), compiled when Kopi
 * is built and shipped in its jar, so that importing one does not run the back end over it. A
 * library is still expanded from its source at import (its macros, bindings and types come from
 * there); only the plan, emit and instrument stages are skipped, for a module whose class name and
 * text are those of a shipped one. Each program or session still defines its own copy of the
 * classes, so library state is never shared between them.
 *
 * <p>Shipped as resources under {@link #DIRECTORY}, never as {@code .class} files, so that the
 * jar's class loader cannot load them in place of a program's own copy: {@code CLASS.index} holds
 * the SHA-256 of the library's text, then a line {@code g NAME} per global the module defines and
 * {@code c NAME} per class, and {@code NAME.bytes} each class file. The shipped classes serve only a
 * module that defines exactly those globals, since other code (a macro the library exports, used in
 * the importer) links to them by name.
 */
public final class PrecompiledLibraries {
  private PrecompiledLibraries() {}

  static final String DIRECTORY = "kopi/lib/compiled/";

  /** The shipped classes of {@code source}, a library module, or null when none match its text. */
  static CompiledModule lookup(ModuleSource source) {
    ClassLoader loader = PrecompiledLibraries.class.getClassLoader();
    String index = resource(loader, DIRECTORY + source.className() + ".index");
    if (index == null || source.sourceText() == null) {
      return null;
    }
    List<String> lines = index.lines().toList();
    if (lines.isEmpty() || !lines.get(0).equals(digest(source.sourceText()))) {
      return null;
    }
    List<String> globals = lines.stream().filter(line -> line.startsWith("g ")).map(line -> line.substring(2)).toList();
    if (!globals.equals(globals(source))) {
      return null;
    }
    Map<String, byte[]> classes = new LinkedHashMap<>();
    for (String name : lines.stream().filter(line -> line.startsWith("c ")).map(line -> line.substring(2)).toList()) {
      try (InputStream in = loader.getResourceAsStream(DIRECTORY + name + ".bytes")) {
        if (in == null) {
          return null;
        }
        classes.put(name, in.readAllBytes());
      } catch (IOException e) {
        return null;
      }
    }
    return new CompiledModule(source.className(), classes, Map.of(), List.of());
  }

  /** The globals {@code source} defines, by field name, sorted. */
  private static List<String> globals(ModuleSource source) {
    java.util.TreeSet<String> names = new java.util.TreeSet<>();
    java.util.function.Consumer<kopi.expand.Core> visit = new java.util.function.Consumer<>() {
      @Override
      public void accept(kopi.expand.Core node) {
        if (node instanceof kopi.expand.Core.GlobalDefine define
            && define.global().owner().equals(source.className())) {
          names.add(define.global().name());
        }
        kopi.analysis.CoreWalker.forEachChild(node, this);
      }
    };
    source.body().forEach(visit);
    return List.copyOf(names);
  }

  private static String resource(ClassLoader loader, String name) {
    try (InputStream in = loader.getResourceAsStream(name)) {
      return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return null;
    }
  }

  static String digest(String text) {
    try {
      return HexFormat.of()
          .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The build step: compiles every bundled library under {@code args[0]} (the compiled classes and
   * resources directory) into its {@link #DIRECTORY}, which it first empties.
   */
  public static void main(String[] args) throws IOException {
    Path classes = Path.of(args[0]);
    Path out = classes.resolve(DIRECTORY);
    if (Files.isDirectory(out)) {
      try (Stream<Path> old = Files.list(out)) {
        for (Path file : (Iterable<Path>) old::iterator) {
          Files.delete(file);
        }
      }
    }
    Files.createDirectories(out);
    Path libraries = classes.resolve("kopi/lib");
    List<String> keys = new ArrayList<>();
    try (Stream<Path> files = Files.walk(libraries)) {
      files.filter(file -> file.toString().endsWith(".sld")).sorted().forEach(file -> {
        String relative = libraries.relativize(file).toString();
        keys.add(relative.substring(0, relative.length() - ".sld".length()).replace('/', ' '));
      });
    }
    Map<String, CompiledModule> compiled = new LinkedHashMap<>();
    for (String key : keys) {
      String program = "(import (" + key + "))";
      Pipeline.Front front = Pipeline.front(new Expander(ExpandOptions.defaults(), Forms.LIBRARY),
          ExpandRequest.program(program, null, "kopi.build.Precompile"), Checks.Request.compiling(program, false));
      if (front.hasErrors()) {
        throw new IllegalStateException("bundled library (" + key + ") does not compile: " + front.diagnostics());
      }
      for (ExpandedModule module : front.expansion().modules()) {
        if (!module.isLibrary() || compiled.containsKey(module.className())) {
          continue;
        }
        ModuleSource source = new ModuleSource(module.className(), module.fileName(null), module.sourceText(),
            module.body(), ModuleSource.Kind.LIBRARY, List.of(), front.expansion().types(), null, module.included());
        CompiledModule result = Pipeline.compile(source);
        if (result.hasErrors()) {
          throw new IllegalStateException("bundled library (" + key + ") does not compile: " + result.diagnostics());
        }
        compiled.put(module.className(), result);
        StringBuilder index = new StringBuilder(digest(module.sourceText())).append('\n');
        for (String global : globals(source)) {
          index.append("g ").append(global).append('\n');
        }
        for (Map.Entry<String, byte[]> file : result.classes().entrySet()) {
          index.append("c ").append(file.getKey()).append('\n');
          write(out.resolve(file.getKey() + ".bytes"), file.getValue());
        }
        write(out.resolve(module.className() + ".index"), index.toString().getBytes(StandardCharsets.UTF_8));
      }
    }
    System.out.println("kopi: " + compiled.size() + " bundled libraries compiled into " + out);
  }

  private static void write(Path file, byte[] bytes) {
    try {
      Files.write(file, bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
