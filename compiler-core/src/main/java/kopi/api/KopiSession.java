package kopi.api;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kopi.runtime.ClassSupport;
import kopi.runtime.JavaInterop;
import kopi.runtime.Procedure;
import kopi.session.EvalOutcome;
import kopi.session.RuntimeFailure;
import kopi.session.Session;
import kopi.session.SessionOptions;
import kopi.syntax.Diagnostic;
import kopi.syntax.LineIndex;

/**
 * A Kopi session for Java code: evaluates Scheme text as the REPL does (each top-level form is
 * compiled to JVM classes and run; nothing is interpreted), keeps its definitions, and lets Java
 * read, define and call them.
 *
 * <pre>{@code
 * KopiSession kopi = new KopiSession();
 * kopi.eval("(define (square x) (* x x))");
 * Object nine = kopi.call("square", 3);                          // 9 (a Long)
 * IntUnaryOperator f = kopi.as("square", IntUnaryOperator.class);
 * kopi.define("limit", 10);                                      // a Scheme variable now
 * Object list = kopi.eval("(iota limit)");
 * }</pre>
 *
 * <p>Values cross as {@link Values} describes. Compile and runtime errors are thrown as
 * {@link KopiException}, with the file, line and column of the problem. Evaluation runs on a
 * thread of its own with a big stack (deep recursion works), one evaluation at a time per
 * session; different sessions are independent (their definitions do not mix) but share the JVM,
 * so a Java static field is shared as usual.
 */
public final class KopiSession {
  /** The name evaluated text gets in messages when no file name is given. */
  public static final String DEFAULT_FILE_NAME = "<eval>";

  private final Session session;

  /** A session whose {@code current-output-port} and {@code current-error-port} are {@code System.out} and {@code System.err}. */
  public KopiSession() {
    this(null, null, List.of());
  }

  /**
   * A session whose output goes to {@code out} and {@code err} (null for the console), which finds
   * the libraries it imports in {@code libraryPath} too.
   */
  public KopiSession(Writer out, Writer err, List<Path> libraryPath) {
    this(new Session(new SessionOptions(List.copyOf(libraryPath), out, err, kopi.runtime.Launcher.STACK_SIZE)));
  }

  /** A view of an existing session (the REPL's, say). */
  public KopiSession(Session session) {
    this.session = session;
  }

  /** The underlying session. */
  public Session session() {
    return session;
  }

  /** Evaluates each form of {@code code}; returns the last one's value (null when none or unspecified). */
  public Object eval(String code) {
    return eval(code, DEFAULT_FILE_NAME);
  }

  /** {@link #eval(String)}, naming the text {@code fileName} in messages. */
  public Object eval(String code, String fileName) {
    return Values.toJava(evalRaw(code, fileName));
  }

  /** Evaluates the text {@code reader} gives, to its end. */
  public Object eval(Reader reader, String fileName) throws IOException {
    return eval(readAll(reader), fileName);
  }

  /** Evaluates a source file in this session, as {@code (load FILE)} does. */
  public Object load(Path file) throws IOException {
    return eval(kopi.syntax.SourceFiles.read(file), file.toString());
  }

  /** {@link #eval(String, String)} without the conversion to Java: the last value as Scheme has it. */
  public Object evalRaw(String code, String fileName) {
    return check(session.eval(code, fileName), fileName, code);
  }

  /**
   * Compiles {@code code} once, to run as often as wanted with {@link Script#run}: its forms are
   * expanded and compiled to classes now (its macros and the names it defines are known to this
   * session from now on), and they run on each {@code run}.
   *
   * @throws KopiException when it does not compile
   */
  public Script compile(String code, String fileName) {
    Session.Compiled compiled = session.compile(code, fileName);
    if (compiled.hasErrors()) {
      throw compileError(compiled.diagnostics(), fileName, code);
    }
    return new Script(compiled, code, fileName);
  }

  /** Scheme text compiled by {@link #compile}. */
  public final class Script {
    private final Session.Compiled compiled;
    private final String code;
    private final String fileName;

    private Script(Session.Compiled compiled, String code, String fileName) {
      this.compiled = compiled;
      this.code = code;
      this.fileName = fileName;
    }

    /** Runs the forms; the last value, as {@link Values#toJava} gives it. */
    public Object run() {
      return Values.toJava(runRaw());
    }

    /** Runs the forms; the last value as Scheme has it. */
    public Object runRaw() {
      return check(session.run(compiled), fileName, code);
    }

    /** The session this script runs in. */
    public KopiSession session() {
      return KopiSession.this;
    }
  }

  /** Binds the Scheme variable {@code name} to {@code value} (converted by {@link Values#toScheme}). */
  public void define(String name, Object value) {
    session.define(name, Values.toScheme(value));
  }

  /** Binds {@code name} to {@code value} exactly as given, with no conversion. */
  public void defineRaw(String name, Object value) {
    session.define(name, value);
  }

  /** The value of the Scheme variable {@code name}, converted by {@link Values#toJava}; null when unbound. */
  public Object get(String name) {
    return Values.toJava(session.valueOf(name));
  }

  /** Whether the session has a variable {@code name} with a value. */
  public boolean isBound(String name) {
    return session.valueOf(name) != null;
  }

  /** The variables the session's code defined or was given, with their Scheme values. */
  public Map<String, Object> variables() {
    return session.values();
  }

  /**
   * The procedure {@code name} is bound to.
   *
   * @throws KopiException when {@code name} is unbound or not a procedure
   */
  public Procedure procedure(String name) {
    Object value = session.valueOf(name);
    if (value instanceof Procedure procedure) {
      return procedure;
    }
    String reason = value == null ? "unbound variable: " + name
        : name + ": expected a procedure, got " + kopi.runtime.Printer.writeString(value);
    throw new KopiException(reason, reason, DEFAULT_FILE_NAME, 0, 0, List.of(), null);
  }

  /** Calls procedure {@code name} with {@code arguments} (converted by {@link Values#toScheme}); its result by {@link Values#toJava}. */
  public Object call(String name, Object... arguments) {
    return Values.toJava(apply(procedure(name), Values.toSchemeArray(arguments)));
  }

  /** Calls {@code procedure} with Scheme values, on the session's evaluation thread; the Scheme result. */
  public Object apply(Object procedure, Object[] arguments) {
    return check(session.apply(procedure, arguments, DEFAULT_FILE_NAME), DEFAULT_FILE_NAME, "");
  }

  /**
   * Procedure {@code name} as an implementation of the functional interface {@code type} (a
   * {@code Function}, {@code IntUnaryOperator}, {@code Runnable}, {@code Comparator}...):
   * arguments and the result convert as for a Scheme procedure passed to a Java method.
   */
  public <T> T as(String name, Class<T> type) {
    Procedure procedure = procedure(name);
    if (JavaInterop.functionalMethod(type) == null) {
      throw new IllegalArgumentException(type.getName() + " is not a functional interface");
    }
    return type.cast(JavaInterop.toJava(type, procedure));
  }

  /**
   * An implementation of interface {@code type} whose methods call the session's procedures of the
   * same names (looked up at each call, so a later redefinition takes effect); null when a method
   * has no procedure of its name. {@code Object}'s methods and default methods are the proxy's own.
   */
  public <T> T implement(Class<T> type) {
    if (!type.isInterface()) {
      throw new IllegalArgumentException(type.getName() + " is not an interface");
    }
    for (Method method : type.getMethods()) {
      if (Modifier.isAbstract(method.getModifiers()) && !(session.valueOf(method.getName()) instanceof Procedure)) {
        return null;
      }
    }
    return InterfaceProxies.implement(type, (method, arguments) -> {
      Object[] schemeArguments = new Object[arguments == null ? 0 : arguments.length];
      for (int i = 0; i < schemeArguments.length; i++) {
        schemeArguments[i] = Values.toScheme(arguments[i]);
      }
      Object result = apply(procedure(method.getName()), schemeArguments);
      return fromScheme(result, method.getReturnType(), method.getName());
    });
  }

  /** A Scheme result as a Java method of return type {@code type} returns it. */
  static Object fromScheme(Object result, Class<?> type, String where) {
    if (type == void.class) {
      return null;
    }
    if (type == String.class && result instanceof CharSequence text) {
      return text.toString();
    }
    if (type == Object.class) {
      return Values.toJava(result);
    }
    return ClassSupport.toJava(result, type, where);
  }

  static String readAll(Reader reader) throws IOException {
    StringBuilder text = new StringBuilder();
    char[] buffer = new char[8192];
    for (int n; (n = reader.read(buffer)) != -1;) {
      text.append(buffer, 0, n);
    }
    return text.toString();
  }

  /** The outcome's last value, or the exception that says why there is none. */
  private static Object check(EvalOutcome outcome, String fileName, String code) {
    if (outcome.diagnostics().stream().anyMatch(Diagnostic::isError)) {
      throw compileError(outcome.diagnostics(), fileName, code);
    }
    RuntimeFailure failure = outcome.failure();
    if (failure != null) {
      if (failure.line() == 0 && failure.cause() != null) {
        // The session finds lines only in frames of Scheme source files (NAME.scm); text with
        // another name (<eval>) is found by that name, as the command line does for -e.
        for (Throwable t = failure.cause(); t != null; t = t.getCause()) {
          for (StackTraceElement frame : t.getStackTrace()) {
            if (fileName.equals(frame.getFileName()) && frame.getLineNumber() > 0) {
              failure = new RuntimeFailure(failure.message(), fileName, frame.getLineNumber(), 0, failure.cause());
              break;
            }
          }
          if (failure.line() > 0) {
            break;
          }
        }
      }
      throw new KopiException(failure.format(), failure.message(), failure.file(), failure.line(), failure.column(),
          List.of(), failure.cause());
    }
    return outcome.lastValue();
  }

  private static KopiException compileError(List<Diagnostic> diagnostics, String fileName, String code) {
    LineIndex lines = new LineIndex(code);
    List<String> formatted = new ArrayList<>();
    Diagnostic first = null;
    for (Diagnostic diagnostic : diagnostics) {
      formatted.add(diagnostic.format(fileName, lines));
      if (first == null && diagnostic.isError()) {
        first = diagnostic;
      }
    }
    int offset = first == null ? 0 : Math.min(first.start(), code.length());
    String reason = first == null ? "compile error" : first.message();
    List<String> errors = formatted.stream().filter(line -> line.contains(": error - ")).toList();
    return new KopiException(String.join("\n", errors), reason, fileName, lines.line(offset) + 1,
        lines.column(offset) + 1, formatted, null);
  }
}
