package kopi.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import kopi.runtime.CommandLine;
import kopi.runtime.Printer;
import kopi.runtime.Unspecified;
import kopi.runtime.Values;
import kopi.session.CompileOptions;
import kopi.session.CompiledProgram;
import kopi.session.EvalOutcome;
import kopi.session.ProgramCompiler;
import kopi.session.RuntimeFailure;
import kopi.session.Session;
import kopi.session.SessionOptions;

/** The real compiler behind the command line: {@link Session} and {@link ProgramCompiler}. */
final class SessionBackend implements Backend {
  private final Console console = new PortConsole();

  @Override
  public Evaluator newSession(List<Path> libraryPath, List<String> commandLine) {
    CommandLine.set(commandLine.toArray(new String[0]));
    SessionOptions defaults = SessionOptions.defaults();
    Session session = new Session(new SessionOptions(libraryPath, null, null, defaults.stackSize()));
    return new SessionEvaluator(session);
  }

  @Override
  public Program compile(Path file, List<Path> libraryPath) throws IOException {
    String text = kopi.syntax.SourceFiles.read(file);
    // The file name as the user wrote it is what diagnostics, stack traces and (command-line)
    // show; the class name is the one a Kawa (module-name ...) gives, else it comes from the bare
    // file name so it stays a valid binary name.
    String className = kopi.expand.Expander.declaredModuleName(text);
    if (className == null) {
      className = ProgramCompiler.classNameFor(file.getFileName().toString());
    }
    CompiledProgram compiled = new ProgramCompiler().compile(text, file.toString(),
        new CompileOptions(libraryPath, className));
    return new Program(compiled.mainClass(), compiled.classes(), compiled.diagnostics(), compiled.sourceText());
  }

  @Override
  public Console console() {
    return console;
  }

  @Override
  public int run(Program program, List<String> arguments, PrintStream err) {
    CompiledProgram compiled = new CompiledProgram(program.mainClass(), program.classes(), program.diagnostics(),
        program.sourceText());
    return ProgramCompiler.run(compiled, arguments.toArray(new String[0]), err);
  }

  /** A session as the REPL and {@code -e} see it. */
  private static final class SessionEvaluator implements Evaluator {
    private final Session session;

    SessionEvaluator(Session session) {
      this.session = session;
    }

    @Override
    public Evaluation evaluate(String text, String fileName) {
      EvalOutcome outcome = session.eval(text, fileName);
      if (outcome.failure() != null && outcome.failure().isExit()) {
        // (exit n) ends the REPL or -e run with status n; output so far is already flushed.
        throw (kopi.runtime.ExitException) outcome.failure().cause();
      }
      // The session gives one result per top-level form; the command line shows the last one,
      // spread out when it holds several values.
      List<Object> values = outcome.values().isEmpty() ? List.of()
          : Arrays.asList(Values.toArray(outcome.lastValue()));
      return new Evaluation(values, outcome.diagnostics(), failure(outcome.failure(), fileName));
    }

    @Override
    public void interrupt() {
      session.interrupt();
    }

    @Override
    public String show(Object value) {
      if (value instanceof kopi.runtime.process.ProcessValue process) {
        // A process shows its output, as Kawa's REPL does; the line end the REPL adds replaces the
        // output's own last newline.
        String output = process.outputString();
        return output.endsWith("\n") ? output.substring(0, output.length() - 1) : output;
      }
      return value == Unspecified.VALUE ? null : Printer.writeString(value);
    }

    /**
     * The session finds the failing line only in frames of Scheme source files; code typed at the
     * REPL or given with {@code -e} has a file name such as {@code <repl>}, so its frames are
     * looked up here by that name.
     */
    private static Failure failure(RuntimeFailure failure, String fileName) {
      if (failure == null) {
        return null;
      }
      List<String> backtrace = failure.backtrace(fileName);
      if (failure.line() > 0 || failure.cause() == null) {
        return new Failure(failure.message(), failure.file(), failure.line(), failure.column(), backtrace);
      }
      for (Throwable t = failure.cause(); t != null; t = t.getCause()) {
        for (StackTraceElement frame : t.getStackTrace()) {
          if (fileName.equals(frame.getFileName()) && frame.getLineNumber() > 0) {
            kopi.runtime.Launcher.Position at = kopi.runtime.Launcher.position(frame, failure.loader());
            return new Failure(failure.message(), at.file(), at.line(), at.column(), backtrace);
          }
        }
      }
      return new Failure(failure.message(), failure.file(), 0, 0, backtrace);
    }
  }
}
