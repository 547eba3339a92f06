package kopi.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * The compiler as the command line uses it. The real one ({@link SessionBackend}) is created only
 * when a command needs it, so {@code --help} and usage errors never load the compiler, and tests
 * substitute a fake.
 */
public interface Backend {

  /**
   * A fresh session for the REPL or {@code -e}.
   *
   * @param commandLine what {@code (command-line)} returns in the session
   */
  Evaluator newSession(List<Path> libraryPath, List<String> commandLine);

  /** Compiles one program file; diagnostics are values, only an unreadable file throws. */
  Program compile(Path file, List<Path> libraryPath) throws IOException;

  /**
   * The standard output port compiled code writes to, which the REPL prints results through so
   * they stay in order with the program's output.
   */
  Console console();

  /**
   * Runs a compiled program in this process; {@code (command-line)} is the program's file name
   * followed by {@code arguments}. An uncaught error is printed to {@code err} as
   * {@code FILE:LINE: MESSAGE}.
   *
   * @return the exit status: 0, or {@link ExitCodes#RUNTIME_ERROR} after an uncaught error
   */
  int run(Program program, List<String> arguments, PrintStream err);
}
