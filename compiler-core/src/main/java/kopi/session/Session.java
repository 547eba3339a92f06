package kopi.session;

import java.io.Writer;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kopi.analysis.Checks;
import kopi.codegen.CompiledModule;
import kopi.codegen.ModuleCompiler;
import kopi.codegen.ModuleSource;
import kopi.expand.Core;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandRequest;
import kopi.expand.ExpandedModule;
import kopi.expand.Expander;
import kopi.expand.TopLevel;
import kopi.expand.forms.Forms;
import kopi.pipeline.Pipeline;
import kopi.runtime.Environment;
import kopi.runtime.Launcher;
import kopi.runtime.OutputPort;
import kopi.runtime.Pair;
import kopi.runtime.Parameter;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.TailCall;
import kopi.runtime.Unspecified;
import kopi.runtime.lib.IoLib;
import kopi.syntax.BigStack;
import kopi.syntax.Diagnostic;

/**
 * A REPL, {@code -e}, {@code eval} or editor session. Each top-level form is compiled to its own
 * class, loaded by the session's class loader and run at once, so a form sees the effects of the
 * ones before it. Session variables live in cells (one-element arrays) shared by every form's
 * class, which is why redefining a procedure takes effect for later calls from earlier code.
 */
public final class Session {
  private final SessionOptions options;
  private final Expander expander;
  /** The expander's state of this session: its definitions and macros. */
  private final TopLevel topLevel;
  private final ModuleClassLoader loader;
  private final Map<String, Object[]> cells = new LinkedHashMap<>();
  private final Environment interaction;
  /** The thread running one of this session's forms, while one runs: nested evaluations come from it. */
  private volatile Thread evaluating;
  /** The big-stack thread started for the form that runs now, and the thread waiting for it; null when none. */
  private volatile Thread started;
  private volatile Thread waiting;
  /** Where the stopped form's thread was when {@link #interrupt} stopped it: the stop's own trace is the stopper's. */
  private volatile StackTraceElement[] stoppedAt;
  /** Whether an {@link #eval} call is in progress, and whether {@link #interrupt} asked it to stop. */
  private volatile boolean busy;
  private volatile boolean interruptPending;
  private final int id = COUNTER.incrementAndGet();
  private int formCounter;

  private static final java.util.concurrent.atomic.AtomicInteger COUNTER = new java.util.concurrent.atomic.AtomicInteger();

  public Session(SessionOptions options) {
    this(options, false);
  }

  private Session(SessionOptions options, boolean restricted) {
    this.options = options;
    this.expander = new Expander(new ExpandOptions(options.libraryPath(), List.of()), Forms.LIBRARY);
    this.topLevel = restricted ? expander.newRestrictedSession() : expander.newSession();
    boolean interactive = !restricted;
    this.loader = new ModuleClassLoader(parentLoader());
    this.interaction = interactive ? Environment.interaction(this) : null;
  }

  /**
   * The loader a session's or program's classes are loaded under: the creating thread's context
   * loader when it has one, so classes on a class path it holds ({@code kopi -cp}) are visible, else
   * the compiler's own.
   */
  static ClassLoader parentLoader() {
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    return context != null ? context : Session.class.getClassLoader();
  }

  /**
   * A session that starts with no bindings at all, for {@code (environment import-set ...)}: it
   * sees only what {@link #evalImports} imports, and the code it evaluates cannot import more.
   */
  public static Session restricted(SessionOptions options) {
    return new Session(options, true);
  }

  /**
   * Expands, compiles and runs each top-level form of {@code text} in order. Nothing runs when
   * reading or expanding reports an error; evaluation stops at the first runtime failure.
   *
   * <p>Code this session runs may evaluate more text in the same session (through
   * {@code (eval datum (interaction-environment))}); that nested call runs at once on the
   * evaluating thread instead of waiting for the outer call to finish, which would never happen.
   */
  public EvalOutcome eval(String text, String fileName) {
    return evaluate(() -> front(ExpandRequest.session(topLevel, text, fileName), text, fileName));
  }

  /** Evaluates the {@code (import ...)} forms that set up a {@link #restricted} session. */
  public EvalOutcome evalImports(String text, String fileName) {
    return evaluate(() -> front(ExpandRequest.imports(topLevel, text, fileName), text, fileName));
  }

  /**
   * The {@code (interaction-environment)} of the code this session runs: this session itself, so
   * {@code eval} in it sees and makes the same definitions as the REPL. Null for a restricted session.
   */
  public Environment interactionEnvironment() {
    return interaction;
  }

  private EvalOutcome evaluate(java.util.function.Supplier<Input> expand) {
    return exclusively(() -> onCompilerThread(() -> evalExpansion(expand.get())));
  }

  /**
   * Runs {@code work}, which expands, checks and compiles an input, on one big-stack compiler thread
   * ({@link BigStack}), where the front and the code generator of each of its forms then run without
   * starting threads of their own: one thread start and hand-off less for every input, which
   * start-up feels (issue 21). A session that runs its forms on the calling thread (no stack size),
   * and a nested {@code eval} (on the thread that runs a form), keep the calling thread.
   */
  private <T> T onCompilerThread(java.util.function.Supplier<T> work) {
    if (options.stackSize() <= 0 || Thread.currentThread() == evaluating) {
      return work.get();
    }
    return BigStack.call("kopi-compile", work);
  }

  /** One input through the pipeline's front, with the file name its modules are compiled under. */
  private record Input(Pipeline.Front front, String fileName) {}

  private Input front(ExpandRequest request, String text, String fileName) {
    return new Input(Pipeline.front(expander, request, Checks.Request.compiling(text, true)), fileName);
  }

  /**
   * Runs {@code work} holding this session, or at once when called from the thread that runs one
   * of this session's forms (a nested {@code eval}), which already holds it.
   */
  private <T> T exclusively(java.util.function.Supplier<T> work) {
    if (Thread.currentThread() == evaluating) {
      return work.get();
    }
    synchronized (this) {
      interruptPending = false;
      busy = true;
      try {
        return work.get();
      } finally {
        busy = false;
        interruptPending = false;
      }
    }
  }

  /**
   * Text expanded and compiled by {@link #compile}, ready to be run by {@link #run(Compiled)} any
   * number of times. Its {@link #diagnostics} are those of reading, expansion and code generation;
   * when one is an error there is nothing to run.
   */
  public static final class Compiled {
    private final List<Diagnostic> diagnostics;
    private final List<Unit> units;

    private Compiled(List<Diagnostic> diagnostics, List<Unit> units) {
      this.diagnostics = List.copyOf(diagnostics);
      this.units = List.copyOf(units);
    }

    public List<Diagnostic> diagnostics() {
      return diagnostics;
    }

    public boolean hasErrors() {
      return Diagnostic.anyError(diagnostics);
    }
  }

  /** One compiled top-level form (or a whole library), its class already added to the loader. */
  private record Unit(String className, CompiledModule compiled, String sourceFile, boolean isLibrary) {}

  /**
   * Expands and compiles each top-level form of {@code text} without running any, for
   * {@link #run(Compiled)}. Definitions and macros of the text are known to the session's
   * expander from now on, as after {@link #eval}; the values are bound when it runs. A
   * {@code define-library} in the text is initialised by the first run only.
   */
  public Compiled compile(String text, String fileName) {
    return exclusively(() -> onCompilerThread(() -> {
      Input input = front(ExpandRequest.session(topLevel, text, fileName), text, fileName);
      List<Diagnostic> diagnostics = new ArrayList<>(input.front().diagnostics());
      List<Unit> units = new ArrayList<>();
      if (!input.front().hasErrors()) {
        for (ExpandedModule module : input.front().expansion().modules()) {
          for (List<Core> body : bodies(module)) {
            Unit unit = compileUnit(input, module, body, diagnostics);
            if (unit == null) {
              return new Compiled(diagnostics, List.of());
            }
            units.add(unit);
          }
        }
      }
      return new Compiled(diagnostics, units);
    }));
  }

  /**
   * Runs text compiled by {@link #compile}: each form in order, stopping at the first runtime
   * failure, as {@link #eval} does. The outcome's diagnostics are the compilation's.
   */
  public EvalOutcome run(Compiled compiled) {
    return exclusively(() -> {
      List<Object> values = new ArrayList<>();
      if (compiled.hasErrors()) {
        return new EvalOutcome(values, compiled.diagnostics, null);
      }
      for (Unit unit : compiled.units) {
        if (unit.isLibrary() && !initialisedLibraries.add(unit.className())) {
          continue;
        }
        RuntimeFailure failure = runUnit(unit, values, !unit.isLibrary());
        if (failure != null) {
          return new EvalOutcome(values, compiled.diagnostics, failure);
        }
      }
      return new EvalOutcome(values, compiled.diagnostics, null);
    });
  }

  /**
   * Calls {@code procedure} with {@code arguments} (Scheme values) as a form of this session runs:
   * on its evaluation thread, with its output ports. The outcome's one value is the result; a
   * value that is not a procedure fails as a call of it would.
   */
  public EvalOutcome apply(Object procedure, Object[] arguments, String fileName) {
    return exclusively(() -> {
      Object[] value = new Object[1];
      Throwable failure = run(() -> value[0] = Procedure.callN(procedure, arguments));
      if (failure != null) {
        return new EvalOutcome(List.of(), List.of(), RuntimeFailure.of(failure, fileName, loader));
      }
      return new EvalOutcome(List.of(value[0] == null ? Unspecified.VALUE : value[0]), List.of(), null);
    });
  }

  private final java.util.Set<String> initialisedLibraries = new java.util.HashSet<>();

  private static List<List<Core>> bodies(ExpandedModule module) {
    List<List<Core>> units = new ArrayList<>();
    if (module.isLibrary()) {
      units.add(module.body());
    } else {
      for (Core form : module.body()) {
        units.add(List.of(form));
      }
    }
    return units;
  }

  /** Compiles one unit and makes its classes loadable; null (after adding its diagnostics) on an error. */
  private Unit compileUnit(Input input, ExpandedModule module, List<Core> body, List<Diagnostic> diagnostics) {
    String className = module.isLibrary() ? module.className() : "kopi.eval.s" + id + ".Form" + (++formCounter);
    String sourceFile = module.fileName(input.fileName());
    CompiledModule compiled = Pipeline.compile(new ModuleSource(className, sourceFile,
        module.sourceText(), body, module.isLibrary() ? ModuleSource.Kind.LIBRARY : ModuleSource.Kind.SESSION,
        List.of(), input.front().expansion().types(), null, module.included()));
    diagnostics.addAll(compiled.diagnostics());
    if (compiled.hasErrors()) {
      return null;
    }
    loader.add(compiled.classes());
    return new Unit(className, compiled, sourceFile, module.isLibrary());
  }

  /**
   * Runs one unit, adding its value to {@code values} (a form's) or returning how it failed.
   * {@code again}: the unit may have run before ({@link #run(Compiled)}), so the module class's
   * run-once flag is cleared first.
   */
  private RuntimeFailure runUnit(Unit unit, List<Object> values, boolean again) {
    Object[] value = new Object[1];
    Throwable failure = run(() -> {
      if (interruptPending) {
        // Ctrl-C came between two forms of one input: the rest does not run.
        throw new InterruptedException("interrupted");
      }
      Class<?> moduleClass = loader.loadClass(unit.className());
      if (again) {
        Field ran = moduleClass.getDeclaredField(ModuleCompiler.INITIALIZED);
        ran.setAccessible(true);
        ran.setBoolean(null, false);
      }
      for (Map.Entry<String, String> cell : unit.compiled().sessionCells().entrySet()) {
        Field field = moduleClass.getField(cell.getKey());
        field.set(null, cell(cell.getValue()));
      }
      value[0] = Launcher.initialise(moduleClass);
    });
    if (failure == null && interruptPending) {
      // Stopped before its first instruction.
      failure = new InterruptedException("interrupted");
    }
    if (failure != null) {
      StackTraceElement[] where = stoppedAt;
      stoppedAt = null;
      if (where != null && Launcher.isStop(failure)) {
        failure.setStackTrace(where);
      }
      return RuntimeFailure.of(failure, unit.sourceFile(), loader);
    }
    if (!unit.isLibrary()) {
      values.add(value[0] == null ? Unspecified.VALUE : value[0]);
    }
    return null;
  }

  private Object[] cell(String name) {
    synchronized (cells) {
      return cells.computeIfAbsent(name, key -> new Object[1]);
    }
  }

  private EvalOutcome evalExpansion(Input input) {
    List<Diagnostic> diagnostics = new ArrayList<>(input.front().diagnostics());
    List<Object> values = new ArrayList<>();
    if (input.front().hasErrors()) {
      return new EvalOutcome(values, diagnostics, null);
    }
    for (ExpandedModule module : input.front().expansion().modules()) {
      for (List<Core> body : bodies(module)) {
        Unit unit = compileUnit(input, module, body, diagnostics);
        if (unit == null) {
          return new EvalOutcome(values, diagnostics, null);
        }
        RuntimeFailure failure = runUnit(unit, values, false);
        if (failure != null) {
          return new EvalOutcome(values, diagnostics, failure);
        }
      }
    }
    return new EvalOutcome(values, diagnostics, null);
  }

  /**
   * Binds session variable {@code name} to {@code value} (a Scheme value), defining it if needed:
   * code evaluated later reads it as a top-level variable. Code compiled before it was bound reads
   * it too, since every form shares the variable's cell.
   */
  public void define(String name, Object value) {
    Object[] cell = cell(name);
    if (value == null) {
      kopi.runtime.Errors.noteNullCell(cell);
    }
    cell[0] = value;
  }

  /** The session variables that have a value, by name, in the order they were first used. */
  public Map<String, Object> values() {
    Map<String, Object> bound = new LinkedHashMap<>();
    synchronized (cells) {
      for (Map.Entry<String, Object[]> cell : cells.entrySet()) {
        if (cell.getValue()[0] != null) {
          bound.put(cell.getKey(), cell.getValue()[0]);
        }
      }
    }
    return bound;
  }

  /** The current value of session variable {@code name}, or null when it is unbound. */
  public Object valueOf(String name) {
    Object[] cell;
    synchronized (cells) {
      cell = cells.get(name);
    }
    return cell == null ? null : cell[0];
  }

  private interface Action {
    void run() throws Throwable;
  }

  /**
   * Runs {@code action} on a thread with the configured stack, with the current ports bound to the
   * session's writers; returns what it threw, or null.
   */
  private Throwable run(Action action) {
    // Plain arrays, not AtomicReference, for the outcomes: Thread.join makes them visible, and
    // AtomicReference would set up the JDK's VarHandles at start-up (issue 21).
    Throwable[] failure = new Throwable[1];
    Runnable body = () -> {
      Environment outerInteraction = interaction == null ? null : Environment.enterInteraction(interaction);
      try {
        withPorts(action);
      } catch (Throwable t) {
        failure[0] = t;
      } finally {
        if (interaction != null) {
          Environment.enterInteraction(outerInteraction);
        }
        OutputPort.flushConsole();
        flush(options.out());
        flush(options.err());
      }
    };
    Thread outer = evaluating;
    if (options.stackSize() <= 0 || outer == Thread.currentThread()) {
      evaluating = Thread.currentThread();
      // The context loader is how run-time interop finds the classes the session defined.
      ClassLoader previous = evaluating.getContextClassLoader();
      evaluating.setContextClassLoader(loader);
      try {
        body.run();
      } finally {
        Thread.currentThread().setContextClassLoader(previous);
        evaluating = outer;
      }
    } else {
      Thread thread = new Thread(null, body, "kopi-eval", options.stackSize());
      thread.setContextClassLoader(loader);
      evaluating = thread;
      waiting = Thread.currentThread();
      started = thread;
      thread.start();
      try {
        thread.join();
      } catch (InterruptedException e) {
        thread.interrupt();
        Thread.currentThread().interrupt();
        return e;
      } finally {
        started = null;
        waiting = null;
        evaluating = outer;
      }
    }
    return failure[0];
  }

  /** How long the running form may take to notice {@code Thread.interrupt} (a {@code sleep}, a wait) before it is stopped. */
  private static final long INTERRUPT_GRACE_MILLIS = 300;
  /** How long a stopped form may take to end before the caller waiting for it is released anyway. */
  private static final long STOP_WAIT_MILLIS = 1200;

  /**
   * Stops the form this session is running, as Ctrl-C does at the REPL: the running thread gets
   * {@code Thread.interrupt} (which ends a {@code sleep} or a blocking wait), then, if it is still
   * running after a grace period, {@code Thread.stop}; its evaluation then fails with the message
   * {@code interrupted} at the line it was running. The session and its definitions stay. A thread
   * that cannot be stopped (blocked in a native read) is abandoned: the evaluation returns at once
   * with an {@link InterruptedException} as its failure. The forms of the same input that have not
   * run yet do not run. Returns false when no evaluation was in progress.
   * Only forms run on a thread of their own (a session with a stack size) can be stopped.
   */
  @SuppressWarnings({"deprecation", "removal"})
  public boolean interrupt() {
    if (!busy) {
      return false;
    }
    // Seen by the next form of this input before it runs, when none runs now.
    interruptPending = true;
    Thread thread = started;
    Thread waiter = waiting;
    if (thread == null) {
      return true;
    }
    thread.interrupt();
    if (joined(thread, INTERRUPT_GRACE_MILLIS)) {
      return true;
    }
    try {
      stoppedAt = thread.getStackTrace();
      thread.stop();
    } catch (UnsupportedOperationException removedAfterJava19) {
      // Java 20 and later cannot stop a thread: the waiting caller is released below instead.
    }
    if (!joined(thread, STOP_WAIT_MILLIS) && waiter != null && started == thread) {
      waiter.interrupt();
    }
    return true;
  }

  private static boolean joined(Thread thread, long millis) {
    try {
      thread.join(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return !thread.isAlive();
  }

  /** Where {@code current-input-port} reads while this session's code runs; null for the console. */
  private volatile kopi.runtime.InputPort input;

  /**
   * Makes {@code current-input-port} read from {@code port} while this session's code runs (the
   * {@code javax.script} engine gives its context's reader); null restores the console.
   */
  public void setInput(kopi.runtime.InputPort port) {
    this.input = port;
  }

  private void withPorts(Action action) throws Throwable {
    kopi.runtime.InputPort in = input;
    if (options.out() == null && options.err() == null && in == null) {
      action.run();
      return;
    }
    List<Object> parameters = new ArrayList<>();
    List<Object> ports = new ArrayList<>();
    if (in != null) {
      parameters.add(IoLib.CURRENT_INPUT);
      ports.add(in);
    }
    if (options.out() != null) {
      parameters.add(IoLib.CURRENT_OUTPUT);
      ports.add(OutputPort.of(options.out(), "session output"));
    }
    if (options.err() != null) {
      parameters.add(IoLib.CURRENT_ERROR);
      ports.add(OutputPort.of(options.err(), "session error output"));
    }
    Throwable[] thrown = new Throwable[1];
    Procedure thunk = new NamedProcedure("eval", 0, 0) {
      @Override
      public Object apply0() {
        try {
          action.run();
        } catch (Throwable t) {
          thrown[0] = t;
        }
        return Unspecified.VALUE;
      }
    };
    TailCall.resolve(Parameter.parameterize(Pair.list(parameters.toArray()), Pair.list(ports.toArray()), thunk));
    if (thrown[0] != null) {
      throw thrown[0];
    }
  }

  private static void flush(Writer writer) {
    if (writer != null) {
      try {
        writer.flush();
      } catch (java.io.IOException ignored) {
        // A writer that cannot flush has nowhere to report to either.
      }
    }
  }
}
