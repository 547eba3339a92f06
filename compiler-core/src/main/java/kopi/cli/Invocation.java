package kopi.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * What one {@code kopi} command line asks for, as parsed by {@link Arguments#parse}. Every variant
 * that compiles code carries the user library directories given with {@code --library-path} and
 * the jars and directories given with {@code -cp} / {@code --classpath} (empty when none was given:
 * the {@code CLASSPATH} environment variable then applies).
 */
public sealed interface Invocation {

  /** {@code kopi --help}. */
  record Help() implements Invocation {}

  /** {@code kopi --version}. */
  record Version() implements Invocation {}

  /** {@code kopi}: the interactive loop. */
  record Repl(List<Path> libraryPath, List<Path> classPath) implements Invocation {
    public Repl {
      libraryPath = List.copyOf(libraryPath);
      classPath = List.copyOf(classPath);
    }

    public Repl(List<Path> libraryPath) {
      this(libraryPath, List.of());
    }
  }

  /** {@code kopi -e EXPR...}: each expression is evaluated in turn in one session. */
  record Evaluate(List<String> expressions, List<Path> libraryPath, List<Path> classPath) implements Invocation {
    public Evaluate {
      expressions = List.copyOf(expressions);
      libraryPath = List.copyOf(libraryPath);
      classPath = List.copyOf(classPath);
      if (expressions.isEmpty()) {
        throw new IllegalArgumentException("at least one expression is needed");
      }
    }

    public Evaluate(List<String> expressions, List<Path> libraryPath) {
      this(expressions, libraryPath, List.of());
    }
  }

  /** {@code kopi FILE [ARGS...]}: compile the file and run it; {@code (command-line)} is {@code (FILE ARGS...)}. */
  record RunFile(Path file, List<String> arguments, List<Path> libraryPath, List<Path> classPath)
      implements Invocation {
    public RunFile {
      Objects.requireNonNull(file, "file");
      arguments = List.copyOf(arguments);
      libraryPath = List.copyOf(libraryPath);
      classPath = List.copyOf(classPath);
    }

    public RunFile(Path file, List<String> arguments, List<Path> libraryPath) {
      this(file, arguments, libraryPath, List.of());
    }
  }

  /**
   * {@code kopi compile [-d DIR] [--jar OUT.jar] [--main NAME] FILE...}. With neither {@code -d}
   * nor {@code --jar} the class files go to the current directory, as with {@code javac}. A jar
   * names the class path in its manifest's {@code Class-Path} instead of copying it.
   *
   * @param outputDirectory where class files go, or null when only a jar is asked for
   * @param jar             the runnable jar to write, or null
   * @param mainClass       the jar's {@code Main-Class} when given, else null (the last file's)
   */
  record Compile(List<Path> files, Path outputDirectory, Path jar, String mainClass,
      List<Path> libraryPath, List<Path> classPath) implements Invocation {
    public Compile {
      files = List.copyOf(files);
      libraryPath = List.copyOf(libraryPath);
      classPath = List.copyOf(classPath);
      if (files.isEmpty()) {
        throw new IllegalArgumentException("at least one file is needed");
      }
    }

    public Compile(List<Path> files, Path outputDirectory, Path jar, String mainClass, List<Path> libraryPath) {
      this(files, outputDirectory, jar, mainClass, libraryPath, List.of());
    }
  }
}
