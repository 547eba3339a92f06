package kopi.runtime;

import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * The entry point of a compiled program: its module class's {@code main} calls
 * {@link #main(String, String[], Class[])} with the {@code .scm} file name, the arguments and the
 * module classes to initialise (dependencies first). The launcher sets {@code (command-line)}, runs
 * each module's {@code $init}, and reports an uncaught error on standard error as
 * {@code file.scm:LINE: error - message}, the line taken from the innermost {@code .scm} frame of the
 * Java stack (the code generator emits line numbers), then exits with status 1.
 */
public final class Launcher {
  /** The static method of a module class that runs its body once (the code generator's {@code $init}). */
  public static final String INIT = "$init";

  private Launcher() {}

  public static void main(String sourceFile, String[] args, Class<?>[] modules) {
    int status = run(sourceFile, args, modules, System.err);
    OutputPort.flushConsole();
    if (status != 0) {
      System.exit(status);
    }
  }

  /** Runs the modules and returns the exit status (0, or 1 after reporting an error to {@code err}). */
  public static int run(String sourceFile, String[] args, Class<?>[] modules, PrintStream err) {
    String[] commandLine = new String[args.length + 1];
    commandLine[0] = sourceFile;
    System.arraycopy(args, 0, commandLine, 1, args.length);
    CommandLine.set(commandLine);
    try {
      for (Class<?> module : modules) {
        initialize(module);
      }
      return 0;
    } catch (RuntimeException | StackOverflowError error) {
      OutputPort.flushConsole();
      err.println(describe(error, sourceFile));
      err.flush();
      return 1;
    }
  }

  /** Runs {@code module.$init()} and resolves its result; errors from the body propagate unwrapped. */
  public static Object initialize(Class<?> module) {
    Method init;
    try {
      init = module.getMethod(INIT);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("module class without " + INIT + ": " + module.getName(), e);
    }
    try {
      return TailCall.resolve(init.invoke(null));
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(cause);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  /** {@code file.scm:LINE: error - message} for an uncaught error; the line is left out when unknown. */
  public static String describe(Throwable error, String sourceFile) {
    String message;
    if (error instanceof SchemeError scheme) {
      message = scheme.getMessage();
    } else if (error instanceof StackOverflowError) {
      message = "stack overflow (recursion too deep)";
    } else {
      message = error.toString();
    }
    String location = sourceFile;
    for (StackTraceElement frame : error.getStackTrace()) {
      String file = frame.getFileName();
      if (file != null && file.endsWith(".scm") && frame.getLineNumber() > 0) {
        location = file + ":" + frame.getLineNumber();
        break;
      }
    }
    return location + ": error - " + message;
  }
}
