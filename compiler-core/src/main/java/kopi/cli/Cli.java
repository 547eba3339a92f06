package kopi.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import kopi.syntax.Diagnostic;
import kopi.syntax.LineIndex;
import kopi.syntax.PhaseTimings;

/**
 * The {@code kopi} command line: run a file, evaluate expressions, the REPL, compile. See
 * {@link Arguments#USAGE} for the commands and {@link ExitCodes} for what the exit status means.
 */
public final class Cli {
  /** The version {@code kopi --version} prints (declared with the feature list that names it). */
  public static final String VERSION = kopi.runtime.Features.VERSION;

  /** The file name {@code -e} expressions are attributed to, as in Kawa. */
  public static final String EXPRESSION_FILE_NAME = "<string>";

  private final Supplier<Backend> backendFactory;
  private final InputStream in;
  private final PrintStream out;
  private final PrintStream err;
  private final boolean interactive;
  private Backend backend;

  /**
   * @param backendFactory called at most once, when a command first needs the compiler
   * @param interactive    whether {@code in} is a terminal, which selects JLine for the REPL
   */
  public Cli(Supplier<Backend> backendFactory, InputStream in, PrintStream out, PrintStream err,
      boolean interactive) {
    this.backendFactory = backendFactory;
    this.in = in;
    this.out = out;
    this.err = err;
    this.interactive = interactive;
  }

  public static void main(String[] args) {
    int status = run(args);
    System.out.flush();
    System.err.flush();
    System.exit(status);
  }

  /** Runs one command line in this process with the real compiler and the process's streams. */
  public static int run(String[] args) {
    return new Cli(SessionBackend::new, System.in, System.out, System.err, System.console() != null)
        .execute(args);
  }

  /**
   * Runs one command line; returns the exit status. Scheme code calling {@code exit} in the REPL or
   * in {@code -e} ends the command with its status (the session throws {@link kopi.runtime.ExitException}
   * through the REPL loop, which catches only run-time exceptions).
   */
  public int execute(String[] args) {
    try {
      return executeCommand(args);
    } catch (kopi.runtime.ExitException exit) {
      return exit.status();
    }
  }

  private int executeCommand(String[] args) {
    Invocation invocation;
    try {
      invocation = Arguments.parse(args);
    } catch (UsageError e) {
      err.println("kopi: " + e.getMessage());
      err.println("try kopi --help");
      return ExitCodes.USAGE;
    }
    List<Path> classPath = classPath(invocation);
    Thread thread = Thread.currentThread();
    ClassLoader previousLoader = thread.getContextClassLoader();
    java.net.URLClassLoader classPathLoader = classPath.isEmpty() ? null : classPathLoader(classPath);
    if (classPathLoader != null) {
      // The compiler finds Java classes through the context loader (kopi.runtime.JavaInterop), and
      // sessions and programs load their classes under it: the class path is seen by both.
      thread.setContextClassLoader(classPathLoader);
    }
    try {
      if (invocation instanceof Invocation.Help) {
        out.print(Arguments.USAGE);
        return ExitCodes.OK;
      } else if (invocation instanceof Invocation.Version) {
        out.println("kopi " + VERSION);
        return ExitCodes.OK;
      } else if (invocation instanceof Invocation.Evaluate evaluate) {
        return evaluate(evaluate);
      } else if (invocation instanceof Invocation.RunFile runFile) {
        return runFile(runFile);
      } else if (invocation instanceof Invocation.Repl repl) {
        return repl(repl);
      } else {
        return compile((Invocation.Compile) invocation, classPath);
      }
    } finally {
      thread.setContextClassLoader(previousLoader);
      out.flush();
      err.flush();
    }
  }

  /**
   * The class path of a command: its {@code -cp} options, or else the {@code CLASSPATH} environment
   * variable, as with {@code java}. A named element that does not exist gets a warning.
   */
  private List<Path> classPath(Invocation invocation) {
    List<Path> given = invocation instanceof Invocation.Repl repl ? repl.classPath()
        : invocation instanceof Invocation.Evaluate evaluate ? evaluate.classPath()
        : invocation instanceof Invocation.RunFile runFile ? runFile.classPath()
        : invocation instanceof Invocation.Compile compile ? compile.classPath()
        : null;
    if (given == null) {
      return List.of();
    }
    if (given.isEmpty()) {
      String variable = System.getenv("CLASSPATH");
      try {
        return variable == null ? List.of() : Arguments.classPath(variable, "CLASSPATH");
      } catch (UsageError e) {
        err.println("kopi: warning - " + e.getMessage());
        return List.of();
      }
    }
    for (Path element : given) {
      if (!Files.exists(element)) {
        err.println("kopi: warning - class path: no such file or directory: " + element);
      }
    }
    return given;
  }

  private static java.net.URLClassLoader classPathLoader(List<Path> classPath) {
    java.net.URL[] urls = new java.net.URL[classPath.size()];
    for (int i = 0; i < urls.length; i++) {
      try {
        urls[i] = classPath.get(i).toAbsolutePath().toUri().toURL();
      } catch (java.net.MalformedURLException e) {
        throw new IllegalStateException("a path's file URI is a URL", e);
      }
    }
    return new java.net.URLClassLoader("kopi-classpath", urls, Cli.class.getClassLoader());
  }

  // Commands.

  private int evaluate(Invocation.Evaluate command) {
    Evaluator session = backend().newSession(command.libraryPath(), List.of("kopi"));
    for (String expression : command.expressions()) {
      Evaluation result = session.evaluate(expression, EXPRESSION_FILE_NAME);
      Console console = backend().console();
      if ((result.failure() != null || !result.diagnostics().isEmpty()) && !console.atLineStart()) {
        // A message starts a line of its own, not the end of the program's unfinished one.
        console.print("\n");
      }
      console.flush();
      printDiagnostics(result.diagnostics(), EXPRESSION_FILE_NAME, expression);
      if (result.hasErrors()) {
        return ExitCodes.COMPILE_ERROR;
      }
      if (result.failure() != null) {
        err.println(result.failure().report());
        return ExitCodes.RUNTIME_ERROR;
      }
    }
    return ExitCodes.OK;
  }

  private int runFile(Invocation.RunFile command) {
    Program program;
    try {
      program = backend().compile(command.file(), command.libraryPath());
    } catch (IOException e) {
      return cannotRead(command.file(), e);
    }
    printDiagnostics(program.diagnostics(), command.file().toString(), program.sourceText());
    if (program.hasErrors()) {
      return ExitCodes.COMPILE_ERROR;
    }
    int status = backend().run(program, command.arguments(), err);
    backend().console().flush();
    return status;
  }

  private int repl(Invocation.Repl command) {
    try (LineInput input = lineInput()) {
      return new Repl(input, () -> backend().newSession(command.libraryPath(), List.of("kopi")), backend().console(),
          err).run();
    } catch (IOException e) {
      err.println("kopi: cannot read the input: " + e.getMessage());
      return ExitCodes.NO_INPUT;
    }
  }

  private int compile(Invocation.Compile command, List<Path> classPath) {
    int status = compileFiles(command, classPath);
    PhaseTimings.report(err);
    return status;
  }

  private int compileFiles(Invocation.Compile command, List<Path> classPath) {
    List<Program> programs = new ArrayList<>();
    boolean failed = false;
    for (Path file : command.files()) {
      Program program;
      try {
        program = backend().compile(file, command.libraryPath());
      } catch (IOException e) {
        return cannotRead(file, e);
      }
      printDiagnostics(program.diagnostics(), file.toString(), program.sourceText());
      failed |= program.hasErrors();
      programs.add(program);
    }
    if (failed) {
      return ExitCodes.COMPILE_ERROR;
    }
    Map<String, byte[]> classes = new LinkedHashMap<>();
    for (Program program : programs) {
      for (Map.Entry<String, byte[]> entry : program.classes().entrySet()) {
        // A library compiled as a file of its own and again as the import of another file gives
        // the same class twice: one copy is kept.
        byte[] previous = classes.put(entry.getKey(), entry.getValue());
        if (previous != null && !java.util.Arrays.equals(previous, entry.getValue())) {
          err.println("kopi: compile: two files define class " + entry.getKey());
          return ExitCodes.COMPILE_ERROR;
        }
      }
    }
    // The last file that is a program gives the jar's Main-Class; files of libraries alone
    // (.sld) give classes and no Main-Class, as a library jar.
    String mainClass = command.mainClass();
    for (int i = programs.size() - 1; mainClass == null && i >= 0; i--) {
      mainClass = programs.get(i).mainClass();
    }
    if (mainClass != null && !classes.containsKey(mainClass)) {
      err.println("kopi: --main: expected one of the compiled classes, got " + mainClass);
      return ExitCodes.USAGE;
    }
    long[] writeStart = PhaseTimings.start();
    try {
      if (command.outputDirectory() != null) {
        int status = writeClasses(command.outputDirectory(), classes);
        if (status != ExitCodes.OK) {
          return status;
        }
      }
      if (command.jar() != null) {
        return writeJar(command.jar(), mainClass, classes, classPath);
      }
      return ExitCodes.OK;
    } finally {
      PhaseTimings.stop("write", writeStart);
    }
  }

  // Helpers.

  private Backend backend() {
    if (backend == null) {
      backend = backendFactory.get();
    }
    return backend;
  }

  /** JLine on a terminal; otherwise plain lines, so JLine is never loaded for a pipe. */
  private LineInput lineInput() throws IOException {
    if (interactive) {
      return JLineInput.open(Path.of(System.getProperty("user.home"), ".kopi_history"));
    }
    return new PlainLineInput(new BufferedReader(new InputStreamReader(in, Charset.defaultCharset())), out);
  }

  private void printDiagnostics(List<Diagnostic> diagnostics, String fileName, String sourceText) {
    if (diagnostics.isEmpty()) {
      return;
    }
    LineIndex lines = new LineIndex(sourceText);
    int shown = Math.min(diagnostics.size(), MAX_DIAGNOSTICS);
    for (int i = 0; i < shown; i++) {
      err.println(diagnostics.get(i).format(fileName, lines));
    }
    if (shown < diagnostics.size()) {
      List<Diagnostic> rest = diagnostics.subList(shown, diagnostics.size());
      boolean allErrors = rest.stream().allMatch(Diagnostic::isError);
      err.println(fileName + ": ... and " + rest.size() + " more " + (allErrors ? "errors" : "diagnostics"));
    }
  }

  /** The most diagnostics printed for one file; the rest are counted (100,000 unclosed parentheses are one mistake). */
  static final int MAX_DIAGNOSTICS = 100;

  private int cannotRead(Path file, IOException e) {
    if (e instanceof kopi.syntax.SourceFiles.InvalidEncodingException located) {
      // Already FILE:LINE:COL: error - ..., like a diagnostic; the input is readable but not text.
      err.println(located.getMessage());
      return ExitCodes.COMPILE_ERROR;
    }
    String reason = e instanceof NoSuchFileException ? "no such file" : String.valueOf(e.getMessage());
    err.println("kopi: cannot read " + file + ": " + reason);
    return ExitCodes.NO_INPUT;
  }

  private int writeClasses(Path directory, Map<String, byte[]> classes) {
    // Every class of a program shares a package directory; creating it once rather than once per
    // class saves a failing mkdir (and an exception) for each of them.
    java.util.Set<Path> created = new java.util.HashSet<>();
    for (Map.Entry<String, byte[]> entry : classes.entrySet()) {
      Path target = directory.resolve(entry.getKey().replace('.', '/') + ".class");
      try {
        if (created.add(target.getParent())) {
          Files.createDirectories(target.getParent());
        }
        Files.write(target, entry.getValue());
      } catch (IOException e) {
        err.println("kopi: cannot write " + target + ": " + e.getMessage());
        return ExitCodes.CANNOT_CREATE;
      }
    }
    return ExitCodes.OK;
  }

  private int writeJar(Path jar, String mainClass, Map<String, byte[]> classes, List<Path> classPath) {
    Map<String, byte[]> runtime;
    try {
      runtime = RunnableJar.filesUnder(RunnableJar.runtimeLocation(), RunnableJar.RUNTIME_PACKAGES);
    } catch (IOException e) {
      err.println("kopi: cannot read the runtime classes: " + e.getMessage());
      return ExitCodes.NO_INPUT;
    }
    try {
      Path parent = jar.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      try (OutputStream file = Files.newOutputStream(jar)) {
        RunnableJar.write(file, mainClass, "kopi " + VERSION, classes, runtime,
            RunnableJar.manifestClassPath(jar, classPath));
      }
    } catch (IOException e) {
      err.println("kopi: cannot write " + jar + ": " + e.getMessage());
      return ExitCodes.CANNOT_CREATE;
    } catch (IllegalArgumentException e) {
      err.println("kopi: compile: " + e.getMessage());
      return ExitCodes.COMPILE_ERROR;
    }
    return ExitCodes.OK;
  }
}
