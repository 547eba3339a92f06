package kopi.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * What one {@code kopi} command line asks for, as parsed by {@link Arguments#parse}. Every variant
 * that compiles code carries the user library directories given with {@code --library-path}.
 */
public sealed interface Invocation {

  /** {@code kopi --help}. */
  record Help() implements Invocation {}

  /** {@code kopi --version}. */
  record Version() implements Invocation {}

  /** {@code kopi}: the interactive loop. */
  record Repl(List<Path> libraryPath) implements Invocation {
    public Repl {
      libraryPath = List.copyOf(libraryPath);
    }
  }

  /** {@code kopi -e EXPR...}: each expression is evaluated in turn in one session. */
  record Evaluate(List<String> expressions, List<Path> libraryPath) implements Invocation {
    public Evaluate {
      expressions = List.copyOf(expressions);
      libraryPath = List.copyOf(libraryPath);
      if (expressions.isEmpty()) {
        throw new IllegalArgumentException("at least one expression is needed");
      }
    }
  }

  /** {@code kopi FILE [ARGS...]}: compile the file and run it; {@code (command-line)} is {@code (FILE ARGS...)}. */
  record RunFile(Path file, List<String> arguments, List<Path> libraryPath) implements Invocation {
    public RunFile {
      Objects.requireNonNull(file, "file");
      arguments = List.copyOf(arguments);
      libraryPath = List.copyOf(libraryPath);
    }
  }

  /**
   * {@code kopi compile [-d DIR] [--jar OUT.jar] [--main NAME] FILE...}. With neither {@code -d}
   * nor {@code --jar} the class files go to the current directory, as with {@code javac}.
   *
   * @param outputDirectory where class files go, or null when only a jar is asked for
   * @param jar             the runnable jar to write, or null
   * @param mainClass       the jar's {@code Main-Class} when given, else null (the last file's)
   */
  record Compile(List<Path> files, Path outputDirectory, Path jar, String mainClass,
      List<Path> libraryPath) implements Invocation {
    public Compile {
      files = List.copyOf(files);
      libraryPath = List.copyOf(libraryPath);
      if (files.isEmpty()) {
        throw new IllegalArgumentException("at least one file is needed");
      }
    }
  }
}
