package kopi.api;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kopi.cli.Cli;
import kopi.cli.RunnableJar;
import kopi.session.CompileOptions;
import kopi.session.CompiledProgram;
import kopi.session.ProgramCompiler;
import kopi.syntax.Diagnostic;
import kopi.syntax.LineIndex;

/**
 * Compiles a Scheme program (a file and the libraries it imports) to JVM classes, as
 * {@code kopi compile} does:
 *
 * <pre>{@code
 * KopiCompiler.Program program = new KopiCompiler().compile(Path.of("src/hello.scm"));
 * program.writeClasses(Path.of("target/classes"));    // or program.writeJar(Path.of("hello.jar"))
 * Class<?> main = program.load(getClass().getClassLoader());   // defined and initialised in this JVM
 * }</pre>
 *
 * <p>The classes need only Kopi's runtime ({@code kopi.runtime}, {@code kopi.syntax}) at run time.
 * Java code that uses a class the program defines ({@code define-simple-class}) runs the program's
 * forms first with one line, {@code kopi.runtime.Launcher.load(Main.class)}; without it, the first
 * use of such a class runs them.
 */
public final class KopiCompiler {
  private final List<Path> libraryPath;

  /** A compiler that finds imported libraries next to the program and in Kopi's own library. */
  public KopiCompiler() {
    this(List.of());
  }

  /** A compiler that also looks for imported libraries in {@code libraryPath}. */
  public KopiCompiler(List<Path> libraryPath) {
    this.libraryPath = List.copyOf(libraryPath);
  }

  /**
   * Compiles the program in {@code file}; its main class is {@code kopi.user.NAME} for
   * {@code NAME.scm} unless the file declares a {@code (module-name ...)}.
   *
   * @throws KopiException when it does not compile, with every error in {@link KopiException#diagnostics}
   */
  public Program compile(Path file) {
    return checked(new ProgramCompiler().compile(file, new CompileOptions(libraryPath, null)), file.toString());
  }

  /** Compiles program {@code text} as if read from a file named {@code fileName}, into main class {@code className} (null for the default). */
  public Program compile(String text, String fileName, String className) {
    return checked(new ProgramCompiler().compile(text, fileName, new CompileOptions(libraryPath, className)), fileName);
  }

  private static Program checked(CompiledProgram program, String fileName) {
    if (program.hasErrors()) {
      LineIndex lines = new LineIndex(program.sourceText());
      List<String> formatted = new ArrayList<>();
      List<String> errors = new ArrayList<>();
      Diagnostic first = null;
      for (Diagnostic diagnostic : program.diagnostics()) {
        String line = diagnostic.format(fileName, lines);
        formatted.add(line);
        if (diagnostic.isError()) {
          errors.add(line);
          first = first == null ? diagnostic : first;
        }
      }
      int offset = first == null ? 0 : Math.min(first.start(), program.sourceText().length());
      throw new KopiException(String.join("\n", errors), first == null ? "compile error" : first.message(), fileName,
          lines.line(offset) + 1, lines.column(offset) + 1, formatted, null);
    }
    return new Program(program);
  }

  /** A compiled program: its classes by binary name and the name of its main class. */
  public static final class Program {
    private final CompiledProgram compiled;

    private Program(CompiledProgram compiled) {
      this.compiled = compiled;
    }

    /**
     * The binary name of the class with {@code main(String[])}, or null when the source defines
     * libraries and nothing else (a {@code .sld} file); its jar then has no {@code Main-Class}.
     */
    public String mainClass() {
      return compiled.mainClass();
    }

    /** Every class file, by binary name. */
    public Map<String, byte[]> classes() {
      return compiled.classes();
    }

    /** The warnings of the compilation, as {@code FILE:LINE:COL: warning - message}. */
    public List<Diagnostic> diagnostics() {
      return compiled.diagnostics();
    }

    /** Writes the class files under {@code directory} (package directories are created). */
    public void writeClasses(Path directory) throws IOException {
      for (Map.Entry<String, byte[]> entry : classes().entrySet()) {
        Path target = directory.resolve(entry.getKey().replace('.', '/') + ".class");
        Files.createDirectories(target.getParent());
        Files.write(target, entry.getValue());
      }
    }

    /** Writes a jar that {@code java -jar} runs: the classes and Kopi's runtime. */
    public void writeJar(Path jar) throws IOException {
      Map<String, byte[]> runtime = RunnableJar.filesUnder(RunnableJar.runtimeLocation(), RunnableJar.RUNTIME_PACKAGES);
      Path parent = jar.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      try (OutputStream out = Files.newOutputStream(jar)) {
        RunnableJar.write(out, mainClass(), "kopi " + Cli.VERSION, classes(), runtime, List.of());
      }
    }

    /**
     * Defines the classes in a new class loader under {@code parent} and runs the program's forms
     * once ({@link kopi.runtime.Launcher#load}); returns the main class, whose public static
     * fields hold the program's top-level definitions.
     */
    public Class<?> load(ClassLoader parent) throws ClassNotFoundException {
      if (mainClass() == null) {
        throw new IllegalStateException("no program to load: the source defines libraries and nothing else");
      }
      kopi.session.ModuleClassLoader loader = new kopi.session.ModuleClassLoader(parent);
      loader.add(classes());
      Class<?> main = loader.loadClass(mainClass());
      kopi.runtime.Launcher.load(main);
      return main;
    }
  }
}
