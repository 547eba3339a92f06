package kopi.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import javax.script.Bindings;
import javax.script.Compilable;
import javax.script.CompiledScript;
import javax.script.Invocable;
import javax.script.ScriptContext;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineFactory;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.script.SimpleBindings;
import javax.script.SimpleScriptContext;
import kopi.runtime.Pair;
import kopi.runtime.SchemeError;
import org.junit.jupiter.api.Test;

/** Kopi through {@code javax.script}: discovery, eval, bindings both ways, Compilable, Invocable, errors. */
class KopiScriptEngineTest {

  private static ScriptEngine engine() {
    ScriptEngine engine = new ScriptEngineManager().getEngineByName("kopi");
    assertNotNull(engine, "the kopi engine is registered");
    return engine;
  }

  // ------------------------------------------------------------------------------ discovery

  @Test
  void foundByNameExtensionAndMimeType() {
    ScriptEngineManager manager = new ScriptEngineManager();
    for (ScriptEngine engine : List.of(manager.getEngineByName("kopi"), manager.getEngineByExtension("scm"),
        manager.getEngineByExtension("kawa"), manager.getEngineByMimeType("application/x-kopi"),
        manager.getEngineByMimeType("text/x-scheme"))) {
      assertInstanceOf(KopiScriptEngine.class, engine);
    }
    ScriptEngineFactory factory = manager.getEngineByName("kopi").getFactory();
    assertEquals("Kopi", factory.getEngineName());
    assertEquals("Scheme", factory.getLanguageName());
    assertEquals("kopi", factory.getParameter(ScriptEngine.NAME));
    assertEquals("(display \"a\\\"b\")", factory.getOutputStatement("a\"b"));
    assertEquals("(invoke s 'substring 1 2)", factory.getMethodCallSyntax("s", "substring", "1", "2"));
  }

  // ------------------------------------------------------------------------------ eval

  @Test
  void evaluatesStringsAndReaders() throws Exception {
    ScriptEngine engine = engine();
    assertEquals(3L, engine.eval("(+ 1 2)"));
    assertEquals("abc", engine.eval("(string-append \"a\" \"bc\")"));
    assertEquals('x', engine.eval("#\\x"));
    assertNull(engine.eval("(if #f #f)"));
    assertEquals(42L, engine.eval(new StringReader("(define (f x) (* x 2))\n(f 21)")));
    // Definitions persist from one eval to the next.
    assertEquals(10L, engine.eval("(f 5)"));
  }

  @Test
  void outputGoesToTheContextsWriters() throws Exception {
    ScriptEngine engine = engine();
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    engine.getContext().setWriter(out);
    engine.getContext().setErrorWriter(err);
    engine.eval("(display \"hello\") (newline) (display 42 (current-error-port))");
    assertEquals("hello\n", out.toString());
    assertEquals("42", err.toString());
  }

  @Test
  void inputComesFromTheContextsReader() throws Exception {
    ScriptEngine engine = engine();
    engine.getContext().setReader(new StringReader("first line\n(1 2 3) 42"));
    assertEquals("first line", engine.eval("(read-line)"));
    // The next evaluation goes on where the last one stopped.
    assertEquals(3L, engine.eval("(length (read))"));
    assertEquals(42L, engine.eval("(read)"));
    engine.getContext().setReader(new StringReader("other"));
    assertEquals("other", engine.eval("(read-line)"));
  }

  // ------------------------------------------------------------------------------ bindings

  @Test
  void javaBindingsAreSchemeVariables() throws Exception {
    ScriptEngine engine = engine();
    engine.put("n", 5);
    engine.put("name", "Ada");
    engine.put("items", List.of(1, 2, 3));
    assertEquals(10L, engine.eval("(* n 2)"));
    assertEquals("hello, Ada", engine.eval("(string-append \"hello, \" name)"));
    assertEquals(3L, engine.eval("(items:size)"));
    // A later put is seen by the next evaluation.
    engine.put("n", 7);
    assertEquals(14L, engine.eval("(* n 2)"));
  }

  @Test
  void schemeDefinitionsAreBindings() throws Exception {
    ScriptEngine engine = engine();
    engine.eval("(define x 41) (define greeting \"hi\") (define xs (list 1 2))");
    assertEquals(41L, engine.get("x"));
    assertEquals("hi", engine.get("greeting"));
    assertInstanceOf(Pair.class, engine.get("xs"));
    assertTrue(engine.getBindings(ScriptContext.ENGINE_SCOPE).containsKey("x"));
    // set! of a variable Java put is seen by Java.
    engine.put("counter", 1);
    engine.eval("(set! counter (+ counter 1))");
    assertEquals(2L, engine.get("counter"));
    // A mutable string that went out to the bindings comes back as the same Scheme string.
    engine.eval("(define buffer (make-string 2 #\\a))");
    assertEquals("aa", engine.get("buffer"));
    engine.eval("(string-set! buffer 0 #\\b)");
    assertEquals("ba", engine.get("buffer"));
  }

  @Test
  void bindingsPassedToEval() throws Exception {
    ScriptEngine engine = engine();
    Bindings bindings = engine.createBindings();
    bindings.put("a", 6);
    bindings.put("b", 7);
    assertEquals(42L, engine.eval("(define product (* a b)) product", bindings));
    assertEquals(42L, bindings.get("product"));
    Bindings global = new SimpleBindings();
    global.put("base", 100);
    engine.getContext().setBindings(global, ScriptContext.GLOBAL_SCOPE);
    assertEquals(101L, engine.eval("(+ base 1)"));
  }

  @Test
  void fileNameAttributeNamesTheScript() {
    ScriptEngine engine = engine();
    engine.put(ScriptEngine.FILENAME, "config.scm");
    ScriptException e = assertThrows(ScriptException.class, () -> engine.eval("(define a 1)\n(car '())"));
    assertEquals("config.scm", e.getFileName());
    assertEquals(2, e.getLineNumber());
  }

  // ------------------------------------------------------------------------------ Compilable

  @Test
  void compiledOnceRunsManyTimes() throws Exception {
    ScriptEngine engine = engine();
    engine.eval("(define counter 0)");
    CompiledScript script = ((Compilable) engine).compile("(set! counter (+ counter 1))\ncounter");
    assertSame(engine, script.getEngine());
    assertEquals(1L, script.eval());
    assertEquals(2L, script.eval());
    assertEquals(3L, script.eval());
    assertEquals(3L, engine.get("counter"));
  }

  @Test
  void compiledScriptSeesEachRunsBindings() throws Exception {
    ScriptEngine engine = engine();
    CompiledScript script = ((Compilable) engine).compile(new StringReader("(* k 10)"));
    Bindings first = new SimpleBindings();
    first.put("k", 1);
    Bindings second = new SimpleBindings();
    second.put("k", 5);
    assertEquals(10L, script.eval(first));
    assertEquals(50L, script.eval(second));
  }

  @Test
  void compileErrorsAreReportedAtCompileTime() {
    ScriptEngine engine = engine();
    ScriptException e = assertThrows(ScriptException.class, () -> ((Compilable) engine).compile("(let ((x 1) x)"));
    assertEquals(1, e.getLineNumber());
  }

  // ------------------------------------------------------------------------------ Invocable

  @Test
  void invokesFunctionsByName() throws Exception {
    ScriptEngine engine = engine();
    engine.eval("(define (square x) (* x x)) (define (greet who) (string-append \"hi \" who))");
    Invocable invocable = (Invocable) engine;
    assertEquals(49L, invocable.invokeFunction("square", 7));
    assertEquals("hi Bo", invocable.invokeFunction("greet", "Bo"));
    assertThrows(NoSuchMethodException.class, () -> invocable.invokeFunction("no-such-procedure"));
    engine.eval("(define not-a-procedure 1)");
    assertThrows(NoSuchMethodException.class, () -> invocable.invokeFunction("not-a-procedure"));
    ScriptException e = assertThrows(ScriptException.class, () -> invocable.invokeFunction("square", "x"));
    assertInstanceOf(SchemeError.class, e.getCause().getCause());
  }

  /** An interface that the Scheme procedures {@code add} and {@code describe} implement. */
  public interface Calculator {
    int add(int a, int b);

    String describe(Object value);

    default String both(int a, int b) {
      return describe(add(a, b));
    }
  }

  @Test
  void implementsInterfacesWithProcedures() throws Exception {
    ScriptEngine engine = engine();
    engine.eval("(define (add a b) (+ a b)) (define (describe v) (string-append \"<\" (number->string v) \">\"))");
    Calculator calculator = ((Invocable) engine).getInterface(Calculator.class);
    assertEquals(5, calculator.add(2, 3));
    assertEquals("<5>", calculator.both(2, 3));
    // An interface with a method no procedure implements: null, as the specification says.
    assertNull(((Invocable) engine).getInterface(Runnable.class));
  }

  @Test
  void procedureValuesImplementFunctionalInterfaces() throws Exception {
    ScriptEngine engine = engine();
    Object procedure = engine.eval("(lambda (a b) (* a b))");
    IntBinaryOperator times = ((Invocable) engine).getInterface(procedure, IntBinaryOperator.class);
    assertEquals(42, times.applyAsInt(6, 7));
    @SuppressWarnings("unchecked")
    Function<Object, Object> length = ((Invocable) engine).getInterface(engine.eval("string-length"), Function.class);
    assertEquals(3L, length.apply("abc"));
  }

  @Test
  void invokesMethodsOfSchemeDefinedClasses() throws Exception {
    ScriptEngine engine = engine();
    Object counter = engine.eval("(define-simple-class Tally () (n ::int init: 0)"
        + " ((bump (by ::int)) ::int (set! n (+ n by)) n))\n(Tally)");
    Invocable invocable = (Invocable) engine;
    // Results convert as a Java method's result does in Scheme: an int is an exact integer (Long).
    assertEquals(3L, invocable.invokeMethod(counter, "bump", 3));
    assertEquals(7L, invocable.invokeMethod(counter, "bump", 4));
    assertThrows(NoSuchMethodException.class, () -> invocable.invokeMethod(counter, "nothing"));
  }

  // ------------------------------------------------------------------------------ errors

  @Test
  void compileErrorsCarryFileLineAndColumn() {
    ScriptEngine engine = engine();
    ScriptException e = assertThrows(ScriptException.class, () -> engine.eval("(define a 1)\n  (let ((x)) x)"));
    assertEquals(KopiSessionName.DEFAULT, e.getFileName());
    assertEquals(2, e.getLineNumber());
    assertEquals(9, e.getColumnNumber());   // the bad binding, (x)
    ScriptException unclosed = assertThrows(ScriptException.class, () -> engine.eval("(+ 1"));
    assertEquals(1, unclosed.getLineNumber());
  }

  @Test
  void runtimeErrorsCarryFileLineAndColumn() {
    ScriptEngine engine = engine();
    ScriptContext context = new SimpleScriptContext();
    context.setAttribute(ScriptEngine.FILENAME, "job.scm", ScriptContext.ENGINE_SCOPE);
    ScriptException e = assertThrows(ScriptException.class,
        () -> engine.eval("(define (f l) (car l))\n\n(f '())", context));
    assertEquals("job.scm", e.getFileName());
    assertEquals(1, e.getLineNumber());
    assertTrue(e.getColumnNumber() > 0, "a column: " + e.getColumnNumber());
    assertTrue(e.getMessage().startsWith("car: "), e.getMessage());
    ScriptException raised = assertThrows(ScriptException.class,
        () -> engine.eval("(define y 1)\n(error \"bad thing\" 42)"));
    assertTrue(raised.getMessage().contains("bad thing"), raised.getMessage());
    // Text with no file name (<eval>) has its lines too.
    assertEquals(KopiSessionName.DEFAULT, raised.getFileName());
    assertEquals(2, raised.getLineNumber());
    // The session survives errors.
    assertEquals(2L, assertDoesNotThrow(() -> engine.eval("(+ 1 1)")));
  }

  private static Object assertDoesNotThrow(java.util.concurrent.Callable<Object> body) {
    return org.junit.jupiter.api.Assertions.assertDoesNotThrow(body::call);
  }

  /** The name unnamed text gets. */
  private static final class KopiSessionName {
    static final String DEFAULT = kopi.api.KopiSession.DEFAULT_FILE_NAME;
  }
}
