package kopi.runtime;

import java.io.PrintStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.Callable;

/**
 * Runs a compiled program: the generated {@code main} of a program's module class calls
 * {@link #main} with the module classes to initialise, dependencies first. It sets
 * {@code (command-line)}, runs each module's {@code $init} on a thread with a big stack
 * ({@link #STACK_SIZE}), flushes the console, and reports an
 * uncaught error as {@code FILE:LINE: MESSAGE} (the innermost frame from a Scheme source file)
 * followed by its {@link Backtrace}, with exit status 70. {@code (exit n)} reaches it as an {@link ExitException}, which becomes status n.
 * Lives in the runtime because a compiled jar contains no compiler.
 */
public final class Launcher {
  /** The exit status of a program stopped by an uncaught error (EX_SOFTWARE). */
  public static final int ERROR_STATUS = 70;

  /**
   * Bytes of Java stack for the thread Scheme code runs on: programs, {@code -e}, the REPL and editor
   * evaluations. Non-tail recursion a million calls deep ({@code (+ 1 (f (- n 1)))}) needs about
   * 60 MiB, as Chez and Guile allow; the JVM's default of 8 MiB overflows near 20,000 calls. Only the
   * pages a computation touches are committed, so the size costs address space, not memory. The
   * system property {@code kopi.stack} (bytes, or a number ending in {@code k}, {@code m} or
   * {@code g}: {@code java -Dkopi.stack=1g -jar prog.jar}) sets another size.
   */
  public static final long STACK_SIZE = stackSize(System.getProperty("kopi.stack"), 256L << 20);

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
    int[] status = {ERROR_STATUS};
    onBigStack("kopi-main", new Runnable() {
      @Override
      public void run() {
        status[0] = runHere(sourceFile, args, modules, err, exited);
      }
    });
    return status[0];
  }

  /**
   * Runs {@code body} on a new thread of {@link #STACK_SIZE} bytes of stack (with the caller's context
   * class loader, as any new thread) and waits for it to end; an interrupt of the waiting thread is
   * kept for later rather than abandoning the program.
   */
  public static void onBigStack(String threadName, Runnable body) {
    Thread thread = new Thread(null, body, threadName, STACK_SIZE);
    thread.start();
    kopi.syntax.BigStack.join(thread);
  }

  /** {@code text} as a size in bytes ({@code 4096}, {@code 512k}, {@code 64m}, {@code 1g}), or {@code fallback}. */
  static long stackSize(String text, long fallback) {
    if (text == null || text.isBlank()) {
      return fallback;
    }
    String digits = text.strip().toLowerCase(java.util.Locale.ROOT);
    int shift = switch (digits.charAt(digits.length() - 1)) {
      case 'k' -> 10;
      case 'm' -> 20;
      case 'g' -> 30;
      default -> 0;
    };
    if (shift > 0) {
      digits = digits.substring(0, digits.length() - 1);
    }
    try {
      long size = Long.parseLong(digits);
      return size > 0 && size < (1L << (62 - shift)) ? size << shift : fallback;
    } catch (NumberFormatException e) {
      return fallback;
    }
  }

  private static int runHere(String sourceFile, String[] args, Class<?>[] modules, PrintStream err, boolean[] exited) {
    String[] commandLine = new String[args.length + 1];
    commandLine[0] = sourceFile;
    System.arraycopy(args, 0, commandLine, 1, args.length);
    CommandLine.set(commandLine);
    int status;
    try {
      for (Class<?> module : modules) {
        initialise(module);
      }
      status = 0;
    } catch (ExitException exit) {
      exited[0] = true;
      status = exit.status();
    } catch (Throwable failure) {
      // The program's output comes before the error message, which starts a line of its own:
      // an unfinished last line of output is ended first, as the REPL does.
      endOutputLine();
      flushConsole(err);
      ClassLoader loader = modules.length > 0 ? modules[0].getClassLoader() : null;
      err.println(describe(failure, sourceFile, loader));
      err.print(Backtrace.text(failure, loader, null));
      err.flush();
      status = ERROR_STATUS;
    }
    if (!flushConsole(err) && status == 0) {
      status = ERROR_STATUS;
    }
    if (OutputPort.consoleBroken()) {
      // Standard output was closed under the program: it ends quietly, as a Unix tool ends on SIGPIPE.
      return OutputPort.BROKEN_PIPE_STATUS;
    }
    return status;
  }

  /** Ends the console's unfinished line, so an error message printed next is not glued to it. */
  private static void endOutputLine() {
    try {
      OutputPort console = OutputPort.console();
      if (!console.atLineStart()) {
        console.write("\n");
      }
    } catch (RuntimeException e) {
      // A broken standard output is reported by flushConsole.
    }
  }

  /**
   * Flushes the console and the file ports the program left open; false, after a one-line
   * message, when standard output could not be written (a full disk, say; a closed pipe is quiet).
   */
  private static boolean flushConsole(PrintStream err) {
    try {
      OutputPort.flushAll();
      return true;
    } catch (RuntimeException e) {
      err.println(
          "kopi: cannot write the output: " + (e.getCause() != null ? e.getCause().getMessage() : e.getMessage()));
      err.flush();
      return false;
    }
  }

  /** The module classes {@link #load} has initialised or is initialising, with the thread doing it. */
  private static final java.util.concurrent.ConcurrentHashMap<Class<?>, Loading> LOADS = new java.util.concurrent.ConcurrentHashMap<>();

  /** One module's initialisation by {@link #load}: the thread running it, and its end. */
  private static final class Loading {
    final Thread thread;
    final java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);

    Loading(Thread thread) {
      this.thread = thread;
    }
  }

  /**
   * Runs the top-level forms of a compiled program, once, so that Java code can use what it
   * defines: the classes of its {@code define-simple-class} and {@code define-record-type} forms
   * (whose methods call procedures the forms create) and its public static fields. This is the one
   * line a Java program needs before it touches a class a Kopi program defines:
   * <pre>{@code kopi.runtime.Launcher.load(hello.class);   // hello.scm, compiled by kopi compile}</pre>
   * {@code program} is the program's main class (the one with {@code main}) or a library's class;
   * the libraries it imports are initialised first. Without this call, the first use of one of the
   * program's classes from Java loads the program itself ({@link ClassSupport#value}); calling it
   * first makes the moment (and the output and errors of the forms) predictable. Each module runs at most once per class loader,
   * however often {@code load} is called, and a module's output goes to {@code System.out}. An error
   * the forms raise is thrown as it is (a {@link SchemeError} for a Scheme error); {@code (exit)} is
   * thrown as an {@link ExitException} rather than ending the JVM.
   *
   * @param program the class {@code kopi compile} wrote for the program's file
   * @throws IllegalArgumentException when {@code program} is not a class Kopi compiled
   */
  public static void load(Class<?> program) {
    Class<?>[] modules;
    try {
      modules = (Class<?>[]) program.getMethod("$modules").invoke(null);
    } catch (NoSuchMethodException e) {
      modules = new Class<?>[] {program};
    } catch (ReflectiveOperationException e) {
      throw new IllegalArgumentException("not a module class compiled by Kopi: " + program.getName(), e);
    }
    try {
      program.getMethod(INIT_METHOD);
    } catch (NoSuchMethodException e) {
      throw new IllegalArgumentException("not a module class compiled by Kopi: " + program.getName(), e);
    }
    for (Class<?> module : modules) {
      Loading loading = LOADS.get(module);
      if (loading != null && loading.thread == Thread.currentThread()) {
        // Called (through a class's first use) by the very forms being loaded: they go on as they are.
        return;
      }
    }
    Class<?>[] toRun = modules;
    Throwable[] failure = new Throwable[1];
    Runnable body = new Runnable() {
      @Override
      public void run() {
        try {
          for (Class<?> module : toRun) {
            Loading mine = new Loading(Thread.currentThread());
            Loading other = LOADS.putIfAbsent(module, mine);
            if (other == null) {
              try {
                initialise(module);
              } finally {
                mine.done.countDown();
              }
            } else if (other.thread != Thread.currentThread()) {
              // Another thread runs it (or ran it): its definitions are there once it ends.
              other.done.await();
            }
          }
        } catch (Throwable t) {
          failure[0] = t;
        } finally {
          OutputPort.flushAll();
        }
      }
    };
    Thread thread = new Thread(null, body, "kopi-load", STACK_SIZE);
    thread.setContextClassLoader(program.getClassLoader());
    thread.start();
    kopi.syntax.BigStack.join(thread);
    if (failure[0] instanceof RuntimeException e) {
      throw e;
    }
    if (failure[0] instanceof Error e) {
      throw e;
    }
    if (failure[0] != null) {
      throw new IllegalStateException(failure[0]);
    }
  }

  /**
   * Runs a module class's body ({@code $init}) under a continuation driver
   * ({@link Continuations#drive}), so continuations captured in it can be re-entered.
   */
  public static Object initialise(Class<?> module) throws Throwable {
    MethodHandle init = MethodHandles.publicLookup().findStatic(module, INIT_METHOD,
        MethodType.methodType(Object.class));
    return Continuations.drive(new ModuleBody(init));
  }

  /** A module's {@code $init} as the body of a driver; a capture unwinds through it to the driver. */
  private record ModuleBody(MethodHandle init) implements Callable<Object> {
    @Override
    @Unwindable
    public Object call() throws Exception {
      try {
        return (Object) init.invokeExact();
      } catch (Exception | Error e) {
        throw e;
      } catch (Throwable t) {
        throw new IllegalStateException(t);
      }
    }
  }

  /** {@code FILE:LINE: MESSAGE}, or {@code FILE: MESSAGE} when no frame comes from Scheme code. */
  public static String describe(Throwable failure, String defaultFile) {
    return describe(failure, defaultFile, null);
  }

  /**
   * {@code FILE:LINE:COL: MESSAGE}, with the column when the frame's class, loaded by {@code loader},
   * knows it (see {@link #column}); {@code FILE:LINE: MESSAGE} or {@code FILE: MESSAGE} otherwise.
   */
  public static String describe(Throwable failure, String defaultFile, ClassLoader loader) {
    StackTraceElement frame = schemeFrame(failure);
    String where = defaultFile;
    if (frame != null) {
      Position at = position(frame, loader);
      where = at.file();
      if (at.line() > 0) {
        where += ":" + at.line() + (at.column() > 0 ? ":" + at.column() : "");
      }
    }
    return where + ": " + message(failure);
  }

  /**
   * Where a frame of a generated class is in the source: its file, 1-based line (0 when unknown)
   * and column (0 when unknown).
   */
  public record Position(String file, int line, int column) {}

  /**
   * The source position of {@code frame}: its file and line, with the column when the frame's class,
   * loaded by {@code loader}, knows it ({@link #column}); on a line of code read from an included
   * file, that file and its line (the class's {@link #INCLUDED_LINES_FIELD} table).
   */
  public static Position position(StackTraceElement frame, ClassLoader loader) {
    int line = Math.max(0, frame.getLineNumber());
    int column = line > 0 ? column(frame, loader) : 0;
    String table = line > 0 ? stringField(frame, loader, INCLUDED_LINES_FIELD) : null;
    if (table != null) {
      for (String entry : table.split("\n")) {
        String[] parts = entry.split(" ", 3);
        int first = Integer.parseInt(parts[0]);
        if (line >= first && line < first + Integer.parseInt(parts[1])) {
          return new Position(parts[2], line - first + 1, column);
        }
      }
    }
    return new Position(frame.getFileName(), line, column);
  }

  /**
   * The field of a generated class listing the lines its included files take: {@code FIRST COUNT
   * NAME} per file, one per line; a frame on a line from {@code FIRST} to {@code FIRST + COUNT - 1}
   * is on line {@code LINE - FIRST + 1} of file {@code NAME}. Written by {@code kopi.codegen}.
   */
  public static final String INCLUDED_LINES_FIELD = "$included";

  /** The constant string field {@code name} of the class of {@code frame}, loaded by {@code loader}, or null. */
  private static String stringField(StackTraceElement frame, ClassLoader loader, String name) {
    if (loader == null) {
      return null;
    }
    try {
      return (String) Class.forName(frame.getClassName(), false, loader).getField(name).get(null);
    } catch (ReflectiveOperationException | LinkageError | ClassCastException | SecurityException e) {
      return null;
    }
  }

  /**
   * The 1-based column of the code that failed in {@code frame}, or 0 when unknown. Generated classes
   * carry a constant table {@code $columns} ({@code "LINE:COL ..."}) naming the column of each line
   * that holds exactly one call or global access; a frame on such a line can only be that one.
   */
  public static int column(StackTraceElement frame, ClassLoader loader) {
    if (frame == null || frame.getLineNumber() <= 0 || loader == null) {
      return 0;
    }
    String prefix = frame.getLineNumber() + ":";
    // A long table is split over the fields $columns, $columns$1, $columns$2... (a constant string
    // holds at most 64 KB); every entry is whole within one field.
    for (int part = 0;; part++) {
      String table = stringField(frame, loader, part == 0 ? COLUMNS_FIELD : COLUMNS_FIELD + "$" + part);
      if (table == null) {
        return 0;
      }
      for (String entry : table.split(" ")) {
        if (entry.startsWith(prefix)) {
          return Integer.parseInt(entry.substring(prefix.length()));
        }
      }
    }
  }

  /** The static method of a module class that runs its body once; written by {@code kopi.codegen}. */
  public static final String INIT_METHOD = "$init";

  /** The field of a generated class holding its column table; written by {@code kopi.codegen}. */
  public static final String COLUMNS_FIELD = "$columns";

  /** The message of a Scheme error as {@code display} shows it; for a Java exception its class and message. */
  public static String message(Throwable failure) {
    if (failure instanceof SchemeError) {
      return failure.getMessage();
    }
    if (failure instanceof StackOverflowError) {
      return "stack overflow (recursion too deep)";
    }
    if (isStop(failure) || failure instanceof InterruptedException) {
      return "interrupted";
    }
    return failure.toString();
  }

  /** Whether {@code failure} is what {@code Thread.stop} throws: an interrupt (Ctrl-C) of running code. */
  @SuppressWarnings({"deprecation", "removal"})
  public static boolean isStop(Throwable failure) {
    return failure instanceof ThreadDeath;
  }

  /**
   * The endings of the names of Scheme source files (programs, libraries, Kawa's {@code .kawa}):
   * a stack frame from one of them is the program's own code.
   */
  public static final java.util.List<String> SOURCE_SUFFIXES = java.util.List.of(".scm", ".sld", ".kawa", ".sls", ".ss",
      ".sps");

  /** Whether {@code fileName} (a stack frame's) names a Scheme source file ({@link #SOURCE_SUFFIXES}). */
  public static boolean isSchemeSource(String fileName) {
    if (fileName == null) {
      return false;
    }
    for (String suffix : SOURCE_SUFFIXES) {
      if (fileName.endsWith(suffix)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The innermost stack frame of a Scheme source file ({@link #isSchemeSource}: a program, a
   * library, a {@code .kawa} file) that has a line, or else the innermost of such a file, or null. A frame without a line is a procedure's entry code (its arity
   * dispatch, its parameter type checks); the error then belongs to the line that called it, which
   * is the next frame with a line: the call site, also when the call went through {@code apply},
   * {@code map} or another procedure of the runtime.
   */
  public static StackTraceElement schemeFrame(Throwable failure) {
    StackTraceElement first = null;
    for (Throwable t = failure; t != null; t = t.getCause()) {
      for (StackTraceElement element : t.getStackTrace()) {
        if (isSchemeSource(element.getFileName())) {
          if (element.getLineNumber() > 0) {
            return element;
          }
          if (first == null) {
            first = element;
          }
        }
      }
    }
    return first;
  }
}
