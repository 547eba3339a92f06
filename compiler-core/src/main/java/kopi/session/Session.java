package kopi.session;

import java.io.Writer;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import kopi.codegen.CompiledModule;
import kopi.codegen.ModuleCompiler;
import kopi.codegen.ModuleSource;
import kopi.expand.Core;
import kopi.runtime.Environment;
import kopi.runtime.Launcher;
import kopi.runtime.OutputPort;
import kopi.runtime.Pair;
import kopi.runtime.Parameter;
import kopi.runtime.Procedure;
import kopi.runtime.TailCall;
import kopi.runtime.Unspecified;
import kopi.runtime.lib.IoLib;
import kopi.syntax.Diagnostic;

/**
 * A REPL, {@code -e}, {@code eval} or editor session. Each top-level form is compiled to its own
 * class, loaded by the session's class loader and run at once, so a form sees the effects of the
 * ones before it. Session variables live in cells (one-element arrays) shared by every form's
 * class, which is why redefining a procedure takes effect for later calls from earlier code.
 */
public final class Session {
  private final SessionOptions options;
  private final Frontend.SessionExpander expander;
  private final ModuleClassLoader loader;
  private final Map<String, Object[]> cells = new HashMap<>();
  private final Environment interaction;
  /** The thread running one of this session's forms, while one runs: nested evaluations come from it. */
  private volatile Thread evaluating;
  private final int id = COUNTER.incrementAndGet();
  private int formCounter;

  private static final java.util.concurrent.atomic.AtomicInteger COUNTER = new java.util.concurrent.atomic.AtomicInteger();

  public Session(SessionOptions options) {
    this(options, new ExpanderFrontend(options.libraryPath()));
  }

  public Session(SessionOptions options, Frontend frontend) {
    this(options, frontend.newSession(), true);
  }

  private Session(SessionOptions options, Frontend.SessionExpander expander, boolean interactive) {
    this.options = options;
    this.expander = expander;
    this.loader = new ModuleClassLoader(Session.class.getClassLoader());
    this.interaction = interactive ? Environment.interaction(this) : null;
  }

  /**
   * A session that starts with no bindings at all, for {@code (environment import-set ...)}: it
   * sees only what {@link #evalImports} imports, and the code it evaluates cannot import more.
   */
  public static Session restricted(SessionOptions options) {
    return new Session(options, new ExpanderFrontend(options.libraryPath()).newRestrictedSession(), false);
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
    return evaluate(() -> expander.expand(text, fileName));
  }

  /** Evaluates the {@code (import ...)} forms that set up a {@link #restricted} session. */
  public EvalOutcome evalImports(String text, String fileName) {
    return evaluate(() -> expander.expandImports(text, fileName));
  }

  /**
   * The {@code (interaction-environment)} of the code this session runs: this session itself, so
   * {@code eval} in it sees and makes the same definitions as the REPL. Null for a restricted session.
   */
  public Environment interactionEnvironment() {
    return interaction;
  }

  private EvalOutcome evaluate(java.util.function.Supplier<Frontend.Expansion> expand) {
    if (Thread.currentThread() == evaluating) {
      return evalExpansion(expand.get());
    }
    synchronized (this) {
      return evalExpansion(expand.get());
    }
  }

  private EvalOutcome evalExpansion(Frontend.Expansion expansion) {
    List<Diagnostic> diagnostics = new ArrayList<>(expansion.diagnostics());
    List<Object> values = new ArrayList<>();
    if (expansion.hasErrors()) {
      return new EvalOutcome(values, diagnostics, null);
    }
    for (Frontend.Module module : expansion.modules()) {
      List<List<Core>> units = new ArrayList<>();
      if (module.isLibrary()) {
        units.add(module.body());
      } else {
        for (Core form : module.body()) {
          units.add(List.of(form));
        }
      }
      for (List<Core> unit : units) {
        String className = module.isLibrary() ? module.className() : "kopi.eval.s" + id + ".Form" + (++formCounter);
        CompiledModule compiled = ModuleCompiler.compile(new ModuleSource(className, module.sourceFile(),
            module.sourceText(), unit, module.isLibrary() ? ModuleSource.Kind.LIBRARY : ModuleSource.Kind.SESSION,
            List.of(), module.types()));
        diagnostics.addAll(compiled.diagnostics());
        if (compiled.hasErrors()) {
          return new EvalOutcome(values, diagnostics, null);
        }
        loader.add(compiled.classes());
        AtomicReference<Object> value = new AtomicReference<>();
        Throwable failure = run(() -> {
          Class<?> moduleClass = loader.loadClass(className);
          for (Map.Entry<String, String> cell : compiled.sessionCells().entrySet()) {
            Field field = moduleClass.getField(cell.getKey());
            field.set(null, cells.computeIfAbsent(cell.getValue(), name -> new Object[1]));
          }
          value.set(Launcher.initialise(moduleClass));
        });
        if (failure != null) {
          return new EvalOutcome(values, diagnostics, RuntimeFailure.of(failure, module.sourceFile(), loader));
        }
        if (!module.isLibrary()) {
          values.add(value.get() == null ? Unspecified.VALUE : value.get());
        }
      }
    }
    return new EvalOutcome(values, diagnostics, null);
  }

  /** The current value of session variable {@code name}, or null when it is unbound. */
  public synchronized Object valueOf(String name) {
    Object[] cell = cells.get(name);
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
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Runnable body = () -> {
      Environment outerInteraction = interaction == null ? null : Environment.enterInteraction(interaction);
      try {
        withPorts(action);
      } catch (Throwable t) {
        failure.set(t);
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
      thread.start();
      try {
        thread.join();
      } catch (InterruptedException e) {
        thread.interrupt();
        Thread.currentThread().interrupt();
        return e;
      } finally {
        evaluating = outer;
      }
    }
    return failure.get();
  }

  private void withPorts(Action action) throws Throwable {
    if (options.out() == null && options.err() == null) {
      action.run();
      return;
    }
    List<Object> parameters = new ArrayList<>();
    List<Object> ports = new ArrayList<>();
    if (options.out() != null) {
      parameters.add(IoLib.CURRENT_OUTPUT);
      ports.add(OutputPort.of(options.out(), "session output"));
    }
    if (options.err() != null) {
      parameters.add(IoLib.CURRENT_ERROR);
      ports.add(OutputPort.of(options.err(), "session error output"));
    }
    Throwable[] thrown = new Throwable[1];
    Procedure thunk = new Procedure("eval", 0, 0) {
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
