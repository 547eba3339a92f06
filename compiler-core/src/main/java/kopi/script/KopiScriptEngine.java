package kopi.script;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.script.AbstractScriptEngine;
import javax.script.Bindings;
import javax.script.Compilable;
import javax.script.CompiledScript;
import javax.script.Invocable;
import javax.script.ScriptContext;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineFactory;
import javax.script.ScriptException;
import javax.script.SimpleBindings;
import kopi.api.KopiException;
import kopi.api.KopiSession;
import kopi.api.Values;
import kopi.runtime.JavaInterop;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;

/**
 * Kopi as a {@code javax.script} engine: Scheme text is compiled to JVM classes and run in a
 * {@link KopiSession} that the engine keeps, so definitions persist from one {@code eval} to the
 * next.
 *
 * <p><b>Bindings.</b> Before each evaluation the entries of the context's global and engine
 * scopes (the engine scope wins) become Scheme variables of the same name (converted by
 * {@link Values#toScheme}); after it, the variables the code defined or assigned are put into the
 * engine scope (converted by {@link Values#toJava}), so {@code engine.put("n", 5)} makes {@code n}
 * readable in Scheme and {@code (define x 1)} makes {@code engine.get("x")} return 1. Keys of the
 * form {@code javax.script.*} are not copied; {@link ScriptEngine#FILENAME} names the text in
 * messages. A value that came from Scheme goes back as the very Scheme object it was (a mutable
 * string stays mutable).
 *
 * <p><b>Ports.</b> {@code current-output-port} and {@code current-error-port} write to the
 * context's writer and error writer, flushed after each evaluation; {@code current-input-port}
 * reads from the context's reader (one port per reader, so what one evaluation leaves unread the
 * next one reads).
 *
 * <p><b>Errors.</b> A compile error or an error raised by the code is a {@link ScriptException}
 * with the file name, line and column of the problem (-1 when unknown) and, for a runtime error,
 * the raised exception as its cause.
 *
 * <p>{@link Compilable}: {@code compile} expands and compiles the text once; each
 * {@code CompiledScript.eval} runs the compiled classes. {@link Invocable}: {@code invokeFunction}
 * calls a Scheme procedure by name, {@code invokeMethod} a Java method of an object (a class of
 * {@code define-simple-class}, say), {@code getInterface} implements a Java interface with the
 * procedures named like its methods.
 */
public final class KopiScriptEngine extends AbstractScriptEngine implements Compilable, Invocable {
  private final ScriptEngineFactory factory;
  private final SwitchingWriter out = new SwitchingWriter();
  private final SwitchingWriter err = new SwitchingWriter();
  private final KopiSession session = new KopiSession(out, err, List.of());
  /** The context reader last read from, and the Scheme port over it (kept, as it buffers). */
  private Reader inputReader;
  private kopi.runtime.InputPort inputPort;
  /** For each variable, the Java value last exchanged with a Bindings and the Scheme value it stands for. */
  private final Map<String, Object> lastJava = new HashMap<>();
  private final Map<String, Object> lastScheme = new HashMap<>();

  KopiScriptEngine(ScriptEngineFactory factory) {
    this.factory = factory;
  }

  /** An engine outside {@code ScriptEngineManager}, with a factory of its own. */
  public KopiScriptEngine() {
    this(new KopiScriptEngineFactory());
  }

  /** The session the engine evaluates in. */
  public KopiSession session() {
    return session;
  }

  @Override
  public Object eval(String script, ScriptContext context) throws ScriptException {
    String fileName = fileName(context);
    return inContext(context, () -> session.evalRaw(script, fileName));
  }

  @Override
  public Object eval(Reader reader, ScriptContext context) throws ScriptException {
    return eval(read(reader), context);
  }

  @Override
  public Bindings createBindings() {
    return new SimpleBindings();
  }

  @Override
  public ScriptEngineFactory getFactory() {
    return factory;
  }

  // ------------------------------------------------------------------------------ Compilable

  @Override
  public CompiledScript compile(String script) throws ScriptException {
    String fileName = fileName(context);
    KopiSession.Script compiled;
    synchronized (this) {
      try {
        compiled = session.compile(script, fileName);
      } catch (KopiException e) {
        throw scriptException(e);
      }
    }
    return new CompiledScript() {
      @Override
      public Object eval(ScriptContext context) throws ScriptException {
        return inContext(context, compiled::runRaw);
      }

      @Override
      public ScriptEngine getEngine() {
        return KopiScriptEngine.this;
      }
    };
  }

  @Override
  public CompiledScript compile(Reader script) throws ScriptException {
    return compile(read(script));
  }

  // ------------------------------------------------------------------------------ Invocable

  @Override
  public Object invokeFunction(String name, Object... args) throws ScriptException, NoSuchMethodException {
    if (name == null) {
      throw new NullPointerException("name");
    }
    synchronized (this) {
      copyIn(context);
      Object value = session.session().valueOf(name);
      if (!(value instanceof Procedure)) {
        throw new NoSuchMethodException(value == null ? "no procedure named " + name
            : name + " is not a procedure");
      }
    }
    return inContext(context, () -> session.apply(session.session().valueOf(name), Values.toSchemeArray(args)));
  }

  @Override
  public Object invokeMethod(Object thiz, String name, Object... args) throws ScriptException, NoSuchMethodException {
    if (thiz == null) {
      throw new IllegalArgumentException("invokeMethod: the object is null");
    }
    if (name == null) {
      throw new NullPointerException("name");
    }
    boolean found = false;
    for (Method method : thiz.getClass().getMethods()) {
      found |= method.getName().equals(name);
    }
    if (!found) {
      throw new NoSuchMethodException(thiz.getClass().getName() + " has no public method " + name);
    }
    Procedure call = new NamedProcedure(name, 0, -1) {
      @Override
      public Object applyN(Object[] arguments) {
        return JavaInterop.invoke(thiz, name, arguments);
      }
    };
    Object[] schemeArgs = toSchemeArgs(args);
    return inContext(context, () -> session.apply(call, schemeArgs));
  }

  @Override
  public <T> T getInterface(Class<T> type) {
    if (type == null || !type.isInterface()) {
      throw new IllegalArgumentException("getInterface: expected an interface, got " + type);
    }
    synchronized (this) {
      copyIn(context);
    }
    for (Method method : type.getMethods()) {
      if (Modifier.isAbstract(method.getModifiers())
          && !(session.session().valueOf(method.getName()) instanceof Procedure)) {
        return null;
      }
    }
    return proxy(type, (method, arguments) -> invokeFunction(method.getName(), arguments));
  }

  @Override
  public <T> T getInterface(Object thiz, Class<T> type) {
    if (thiz == null) {
      throw new IllegalArgumentException("getInterface: the object is null");
    }
    if (type == null || !type.isInterface()) {
      throw new IllegalArgumentException("getInterface: expected an interface, got " + type);
    }
    if (type.isInstance(thiz)) {
      return type.cast(thiz);
    }
    if (thiz instanceof Procedure procedure && JavaInterop.functionalMethod(type) != null) {
      // A Scheme procedure as the one method of a functional interface.
      return proxy(type, (method, arguments) -> inContext(context,
          () -> session.apply(procedure, Values.toSchemeArray(arguments))));
    }
    return proxy(type, (method, arguments) -> invokeMethod(thiz, method.getName(), arguments));
  }

  private interface Call {
    Object call(Method method, Object[] arguments) throws Exception;
  }

  private static <T> T proxy(Class<T> type, Call call) {
    return kopi.api.InterfaceProxies.implement(type, (method, arguments) -> {
      Object result = call.call(method, arguments);
      Class<?> returnType = method.getReturnType();
      if (returnType == void.class) {
        return null;
      }
      if (returnType.isPrimitive() || returnType == Boolean.class || Number.class.isAssignableFrom(returnType)
          || returnType == Character.class) {
        return kopi.runtime.ClassSupport.toJava(Values.toScheme(result), returnType, method.getName());
      }
      return result;
    });
  }

  // ------------------------------------------------------------------------------ helpers

  private interface Evaluation {
    Object run();
  }

  /**
   * Runs {@code evaluation} with the context's bindings copied into the session and its writers
   * as the output ports, then copies what the code defined back; the value converted to Java.
   */
  private synchronized Object inContext(ScriptContext context, Evaluation evaluation) throws ScriptException {
    Writer previousOut = out.target;
    Writer previousErr = err.target;
    out.target = context.getWriter();
    err.target = context.getErrorWriter();
    Reader reader = context.getReader();
    if (reader != inputReader) {
      inputReader = reader;
      inputPort = reader == null ? null : kopi.runtime.InputPort.of(reader, "script context reader");
    }
    session.session().setInput(inputPort);
    try {
      copyIn(context);
      return Values.toJava(evaluation.run());
    } catch (KopiException e) {
      throw scriptException(e);
    } finally {
      copyOut(context);
      flush(out.target);
      flush(err.target);
      out.target = previousOut;
      err.target = previousErr;
    }
  }

  private void copyIn(ScriptContext context) {
    copyIn(context.getBindings(ScriptContext.GLOBAL_SCOPE), context.getBindings(ScriptContext.ENGINE_SCOPE));
  }

  private void copyIn(Bindings global, Bindings engine) {
    Map<String, Object> merged = new HashMap<>();
    if (global != null) {
      merged.putAll(global);
    }
    if (engine != null) {
      merged.putAll(engine);
    }
    for (Map.Entry<String, Object> entry : merged.entrySet()) {
      String name = entry.getKey();
      if (name == null || name.startsWith("javax.script.")) {
        continue;
      }
      Object value = entry.getValue();
      if (lastJava.containsKey(name) && lastJava.get(name) == value) {
        // Unchanged since it was exchanged: the session's value is the real one.
        continue;
      }
      Object scheme = Values.toScheme(value);
      session.defineRaw(name, scheme);
      lastJava.put(name, value);
      lastScheme.put(name, scheme);
    }
  }

  private void copyOut(ScriptContext context) {
    Bindings engine = context.getBindings(ScriptContext.ENGINE_SCOPE);
    if (engine == null) {
      return;
    }
    for (Map.Entry<String, Object> variable : session.variables().entrySet()) {
      String name = variable.getKey();
      Object scheme = variable.getValue();
      Object java = Values.toJava(scheme);
      if (lastScheme.containsKey(name) && lastScheme.get(name) == scheme && engine.containsKey(name)
          && (java == scheme || java.equals(lastJava.get(name)))) {
        // Unchanged (a mutable string is compared by its contents, as its Java copy may be stale).
        continue;
      }
      engine.put(name, java);
      lastJava.put(name, java);
      lastScheme.put(name, scheme);
    }
  }

  private static Object[] toSchemeArgs(Object[] args) {
    return Values.toSchemeArray(args);
  }

  private static String fileName(ScriptContext context) {
    Object name = context.getAttribute(ScriptEngine.FILENAME);
    return name == null ? KopiSession.DEFAULT_FILE_NAME : name.toString();
  }

  private static String read(Reader reader) throws ScriptException {
    StringBuilder text = new StringBuilder();
    char[] buffer = new char[8192];
    try {
      for (int n; (n = reader.read(buffer)) != -1;) {
        text.append(buffer, 0, n);
      }
    } catch (IOException e) {
      throw new ScriptException(e);
    }
    return text.toString();
  }

  private static ScriptException scriptException(KopiException e) {
    ScriptException exception = new ScriptException(e.reason(), e.file(), e.line() > 0 ? e.line() : -1,
        e.column() > 0 ? e.column() : -1);
    exception.initCause(e);
    return exception;
  }

  private static void flush(Writer writer) {
    if (writer != null) {
      try {
        writer.flush();
      } catch (IOException ignored) {
        // The context's writer cannot be written; the evaluation's result still stands.
      }
    }
  }

  /** The session's output ports: they write to the writer of the context being evaluated in. */
  private static final class SwitchingWriter extends Writer {
    volatile Writer target;

    @Override
    public void write(char[] buffer, int offset, int length) throws IOException {
      Writer writer = target;
      if (writer != null) {
        writer.write(buffer, offset, length);
      }
    }

    @Override
    public void flush() throws IOException {
      Writer writer = target;
      if (writer != null) {
        writer.flush();
      }
    }

    @Override
    public void close() throws IOException {
      flush();
    }
  }
}
