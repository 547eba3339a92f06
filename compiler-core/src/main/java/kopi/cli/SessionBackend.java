package kopi.cli;

import java.nio.file.Path;
import java.util.List;

/** The real compiler behind the command line; waits for kopi.session (branch backend). */
final class SessionBackend implements Backend {
  SessionBackend() {
    throw new IllegalStateException("kopi: the compiler session is not merged yet");
  }

  @Override
  public Evaluator newSession(List<Path> libraryPath, List<String> commandLine) {
    throw new IllegalStateException();
  }

  @Override
  public Program compile(Path file, List<Path> libraryPath) {
    throw new IllegalStateException();
  }

  @Override
  public Console console() {
    throw new IllegalStateException();
  }

  @Override
  public Failure run(Program program, List<String> commandLine) {
    throw new IllegalStateException();
  }
}
