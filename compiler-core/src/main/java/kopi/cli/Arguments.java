package kopi.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses the {@code kopi} command line into an {@link Invocation}. Options come first; the first
 * argument that is not an option is either the word {@code compile} or the program file, and
 * every argument after the program file belongs to the program, so {@code kopi prog.scm -e x}
 * passes {@code -e} to {@code prog.scm}. Long options also accept the {@code --name=value} form.
 */
public final class Arguments {

  /** The text {@code kopi --help} prints. */
  public static final String USAGE = """
      usage:
        kopi FILE [ARGS...]          compile FILE and run it; (command-line) is (FILE ARGS...)
        kopi -e EXPR [-e EXPR]...    evaluate the expressions in order, printing only what they print
        kopi                         the REPL (end it with Ctrl-D or (exit))
        kopi compile [-d DIR] [--jar OUT.jar] [--main NAME] FILE...
                                     write class files to DIR (default: the current directory),
                                     or a runnable jar that needs only java -jar (its manifest's
                                     Class-Path names the -cp jars, relative to the jar's directory)
        kopi lsp                     the language server on stdio
        kopi dap                     the debugger (Debug Adapter Protocol) on stdio

      options:
        --library-path DIR           look for user libraries in DIR too (repeatable)
        -cp, --classpath, --class-path PATH
                                     Java classes from these jars and directories (separated by :,
                                     repeatable); without it, those of the CLASSPATH variable
        --help                       print this text
        --version                    print the version
      """;

  private Arguments() {}

  /** Parses {@code args}; a malformed command line is a {@link UsageError} naming what is wrong. */
  public static Invocation parse(String[] args) throws UsageError {
    Cursor cursor = new Cursor(args);
    List<Path> libraryPath = new ArrayList<>();
    List<Path> classPath = new ArrayList<>();
    List<String> expressions = new ArrayList<>();
    while (cursor.hasNext()) {
      String arg = cursor.next();
      if (arg.equals("--")) {
        break;
      } else if (arg.equals("-e")) {
        expressions.add(cursor.value(arg));
      } else if (isOption(arg, "--library-path")) {
        libraryPath.add(path(cursor.optionValue(arg, "--library-path"), "--library-path"));
      } else if (classPathOption(arg, cursor, classPath)) {
        continue;
      } else if (arg.equals("--help") || arg.equals("-h") || arg.equals("-?")) {
        return new Invocation.Help();
      } else if (arg.equals("--version")) {
        return new Invocation.Version();
      } else if (arg.startsWith("-") && arg.length() > 1) {
        throw new UsageError("unknown option " + arg);
      } else if (!expressions.isEmpty()) {
        throw new UsageError("expected -e EXPR after an expression, got " + arg);
      } else if (arg.equals("compile")) {
        return parseCompile(cursor, libraryPath, classPath);
      } else {
        cursor.back();
        break;
      }
    }
    if (!expressions.isEmpty()) {
      if (cursor.hasNext()) {
        throw new UsageError("expected -e EXPR after an expression, got " + cursor.next());
      }
      return new Invocation.Evaluate(expressions, libraryPath, classPath);
    }
    if (!cursor.hasNext()) {
      return new Invocation.Repl(libraryPath, classPath);
    }
    Path file = path(cursor.next(), "the program file");
    List<String> programArguments = new ArrayList<>();
    while (cursor.hasNext()) {
      programArguments.add(cursor.next());
    }
    return new Invocation.RunFile(file, programArguments, libraryPath, classPath);
  }

  /**
   * Reads {@code -cp PATH}, {@code --classpath PATH} or {@code --class-path PATH} (the long ones
   * also as {@code --name=PATH}) into {@code classPath}; false when {@code arg} is another option.
   */
  private static boolean classPathOption(String arg, Cursor cursor, List<Path> classPath) throws UsageError {
    String value;
    if (arg.equals("-cp")) {
      value = cursor.value(arg);
    } else if (isOption(arg, "--classpath")) {
      value = cursor.optionValue(arg, "--classpath");
    } else if (isOption(arg, "--class-path")) {
      value = cursor.optionValue(arg, "--class-path");
    } else {
      return false;
    }
    classPath.addAll(classPath(value, arg.startsWith("--") ? arg.split("=", 2)[0] : arg));
    return true;
  }

  /** The elements of a {@code :}-separated class path (the platform's separator), empty ones left out. */
  public static List<Path> classPath(String value, String what) throws UsageError {
    List<Path> elements = new ArrayList<>();
    for (String element : value.split(java.util.regex.Pattern.quote(java.io.File.pathSeparator))) {
      if (!element.isEmpty()) {
        elements.add(path(element, what));
      }
    }
    return elements;
  }

  private static Invocation parseCompile(Cursor cursor, List<Path> libraryPath, List<Path> classPath)
      throws UsageError {
    Path outputDirectory = null;
    Path jar = null;
    String mainClass = null;
    List<Path> files = new ArrayList<>();
    boolean optionsEnded = false;
    while (cursor.hasNext()) {
      String arg = cursor.next();
      if (optionsEnded || !arg.startsWith("-") || arg.equals("-")) {
        files.add(path(arg, "a source file"));
      } else if (arg.equals("--")) {
        optionsEnded = true;
      } else if (arg.equals("-d")) {
        outputDirectory = path(cursor.value(arg), "-d");
      } else if (isOption(arg, "--jar")) {
        jar = path(cursor.optionValue(arg, "--jar"), "--jar");
      } else if (isOption(arg, "--main")) {
        mainClass = cursor.optionValue(arg, "--main");
        if (!isClassName(mainClass)) {
          throw new UsageError("--main: expected a class name, got " + mainClass);
        }
      } else if (isOption(arg, "--library-path")) {
        libraryPath.add(path(cursor.optionValue(arg, "--library-path"), "--library-path"));
      } else if (classPathOption(arg, cursor, classPath)) {
        continue;
      } else {
        throw new UsageError("compile: unknown option " + arg);
      }
    }
    if (files.isEmpty()) {
      throw new UsageError("compile: expected at least one source file");
    }
    if (mainClass != null && jar == null) {
      throw new UsageError("compile: --main only applies with --jar");
    }
    if (outputDirectory == null && jar == null) {
      outputDirectory = Path.of(".");
    }
    return new Invocation.Compile(files, outputDirectory, jar, mainClass, libraryPath, classPath);
  }

  private static boolean isOption(String arg, String name) {
    return arg.equals(name) || arg.startsWith(name + "=");
  }

  private static boolean isClassName(String name) {
    if (name.isEmpty()) {
      return false;
    }
    for (String part : name.split("\\.", -1)) {
      if (part.isEmpty() || !Character.isJavaIdentifierStart(part.codePointAt(0))
          || !part.codePoints().allMatch(Character::isJavaIdentifierPart)) {
        return false;
      }
    }
    return true;
  }

  private static Path path(String text, String what) throws UsageError {
    try {
      return Path.of(text);
    } catch (InvalidPathException e) {
      throw new UsageError(what + ": expected a path, got " + text);
    }
  }

  /** Walks the argument array; reports a missing option value as a usage error. */
  private static final class Cursor {
    private final String[] args;
    private int next;

    Cursor(String[] args) {
      this.args = args;
    }

    boolean hasNext() {
      return next < args.length;
    }

    String next() {
      return args[next++];
    }

    void back() {
      next--;
    }

    /** The argument after option {@code name}. */
    String value(String name) throws UsageError {
      if (!hasNext()) {
        throw new UsageError(name + ": expected a value, got the end of the command line");
      }
      return next();
    }

    /** The value of a long option written either {@code --name value} or {@code --name=value}. */
    String optionValue(String arg, String name) throws UsageError {
      if (arg.length() > name.length()) {
        String value = arg.substring(name.length() + 1);
        if (value.isEmpty()) {
          throw new UsageError(name + ": expected a value, got nothing after =");
        }
        return value;
      }
      return value(name);
    }
  }
}
