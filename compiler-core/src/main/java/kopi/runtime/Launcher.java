package kopi.runtime;

import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;

/**
 * Runs a compiled program: the generated {@code main} of a program's module class calls
 * {@link #main} with the module classes to initialise, dependencies first. It sets
 * {@code (command-line)}, runs each module's {@code $init}, flushes the console, and reports an
 * uncaught error as {@code FILE:LINE: MESSAGE} (the innermost frame from a {@code .scm} file) with
 * exit status 70. {@code (exit n)} reaches it as an {@link ExitException}, which becomes status n.
 * Lives in the runtime because a compiled jar contains no compiler.
 */
public final class Launcher {
  /** The exit status of a program stopped by an uncaught error (EX_SOFTWARE). */
  public static final int ERROR_STATUS = 70;

  private Launcher() {}

  /**
   * Entry point of generated {@code main} methods. It exits the JVM on failure and on {@code exit},
   * even with status 0, so that threads the program started do not outlive an explicit exit.
   */
  public static void main(String sourceFile, String[] args, Class<?>[] modules) {
    boolean[] exited = new boolean[1];
    int status = run(sourceFile, args, modules, System.err, exited);
    if (status != 0 || exited[0]) {
      System.exit(status);
    }
  }

  /**
   * Runs the program in this JVM and returns its exit status instead of exiting: 0 when it ran to
   * the end, the status given to {@code exit}, or {@link #ERROR_STATUS} after an uncaught error.
   */
  public static int run(String sourceFile, String[] args, Class<?>[] modules, PrintStream err) {
    return run(sourceFile, args, modules, err, new boolean[1]);
  }

  private static int run(String sourceFile, String[] args, Class<?>[] modules, PrintStream err, boolean[] exited) {
    String[] commandLine = new String[args.length + 1];
    commandLine[0] = sourceFile;
    System.arraycopy(args, 0, commandLine, 1, args.length);
    CommandLine.set(commandLine);
    try {
      for (Class<?> module : modules) {
        initialise(module);
      }
      OutputPort.flushConsole();
      return 0;
    } catch (ExitException exit) {
      OutputPort.flushConsole();
      exited[0] = true;
      return exit.status();
    } catch (Throwable failure) {
      OutputPort.flushConsole();
      err.println(describe(failure, sourceFile));
      err.flush();
      return ERROR_STATUS;
    }
  }

  /** Runs a module class's body ({@code $init}), unwrapping reflection's exception wrapper. */
  public static Object initialise(Class<?> module) throws Throwable {
    try {
      return module.getMethod("$init").invoke(null);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  /** {@code FILE:LINE: MESSAGE}, or {@code FILE: MESSAGE} when no frame comes from Scheme code. */
  public static String describe(Throwable failure, String defaultFile) {
    StackTraceElement frame = schemeFrame(failure);
    String where = frame == null ? defaultFile
        : frame.getFileName() + (frame.getLineNumber() > 0 ? ":" + frame.getLineNumber() : "");
    return where + ": " + message(failure);
  }

  /** The message of a Scheme error as {@code display} shows it; for a Java exception its class and message. */
  public static String message(Throwable failure) {
    if (failure instanceof SchemeError) {
      return failure.getMessage();
    }
    if (failure instanceof StackOverflowError) {
      return "stack overflow (recursion too deep)";
    }
    return failure.toString();
  }

  /** The innermost stack frame whose source file is a {@code .scm} file, or null. */
  public static StackTraceElement schemeFrame(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      for (StackTraceElement element : t.getStackTrace()) {
        if (element.getFileName() != null && element.getFileName().endsWith(".scm")) {
          return element;
        }
      }
    }
    return null;
  }
}
