package kopi.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;
import java.util.jar.JarFile;
import kopi.runtime.Launcher;
import kopi.runtime.Procedure;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Java API: sessions, compiled scripts, the compiler, and the one-line load of a compiled program. */
class KopiApiTest {
  @TempDir
  Path temp;

  @Test
  void sessionEvaluatesDefinesAndCalls() throws Exception {
    StringWriter out = new StringWriter();
    KopiSession kopi = new KopiSession(out, null, List.of());
    kopi.eval("(define (square x) (* x x))");
    assertEquals(9L, kopi.call("square", 3));
    assertInstanceOf(Procedure.class, kopi.procedure("square"));
    assertEquals(16, kopi.as("square", IntUnaryOperator.class).applyAsInt(4));
    kopi.define("limit", 3);
    assertEquals("(0 1 2)", kopi.eval("(let ((p (open-output-string))) (write (iota limit) p) (get-output-string p))"));
    assertEquals(5L, kopi.eval(new StringReader("(display \"x\") (+ limit 2)"), "reader.scm"));
    assertEquals("x", out.toString());
    assertTrue(kopi.isBound("limit"));
    assertFalse(kopi.isBound("nothing"));
  }

  @Test
  void sessionImplementsInterfaces() {
    KopiSession kopi = new KopiSession();
    kopi.eval("(define (get) \"from scheme\")");
    @SuppressWarnings("unchecked")
    Supplier<String> supplier = kopi.implement(Supplier.class);
    assertEquals("from scheme", supplier.get());
  }

  @Test
  void scriptCompilesOnceAndRunsManyTimes() {
    KopiSession kopi = new KopiSession();
    kopi.eval("(define total 0)");
    KopiSession.Script add = kopi.compile("(set! total (+ total step)) total", "add.scm");
    kopi.define("step", 2);
    assertEquals(2L, add.run());
    assertEquals(4L, add.run());
    kopi.define("step", 10);
    assertEquals(14L, add.run());
  }

  @Test
  void errorsCarryTheirLocation() {
    KopiSession kopi = new KopiSession();
    KopiException compile = assertThrows(KopiException.class, () -> kopi.eval("\n (if)", "bad.scm"));
    assertTrue(compile.isCompileError());
    assertEquals("bad.scm", compile.file());
    assertEquals(2, compile.line());
    assertEquals(2, compile.column());
    assertTrue(compile.getMessage().startsWith("bad.scm:2:2: error - "), compile.getMessage());
    KopiException runtime = assertThrows(KopiException.class, () -> kopi.eval("(vector-ref (vector) 3)", "run.scm"));
    assertFalse(runtime.isCompileError());
    assertEquals("run.scm", runtime.file());
    assertEquals(1, runtime.line());
    assertTrue(runtime.reason().startsWith("vector-ref"), runtime.reason());
    assertThrows(KopiException.class, () -> kopi.call("missing"));
  }

  private static final String GREETER = """
      (module-name demo.greeter)
      (define-simple-class Greeter ()
        (name ::String init-value: "world")
        ((greet) ::String (string-append "hello, " name)))
      (define (twice x) (* 2 x))
      """;

  @Test
  void compiledClassesAreUsableFromJavaAfterLoad() throws Exception {
    KopiCompiler.Program program = new KopiCompiler().compile(GREETER, "greeter.scm", null);
    assertEquals("demo.greeter", program.mainClass());
    Path classes = temp.resolve("classes");
    program.writeClasses(classes);
    assertTrue(Files.exists(classes.resolve("demo/greeter.class")));
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
      // The one documented line:
      Class<?> main = loader.loadClass("demo.greeter");
      Launcher.load(main);
      Class<?> greeter = loader.loadClass("Greeter");
      assertEquals("hello, world", greeter.getMethod("greet").invoke(greeter.getConstructor().newInstance()));
      // The program's top-level procedures are in its main class's fields.
      assertEquals(42L, Procedure.call(main.getField("twice").get(null), 21L));
      // Loading again does nothing.
      Launcher.load(main);
    }
  }

  @Test
  void compiledClassesLoadTheirProgramOnFirstUse() throws Exception {
    Path classes = temp.resolve("classes");
    // The program counts its runs in a system property.
    System.clearProperty("kopi.test.loads");
    new KopiCompiler().compile(GREETER + "(java.lang.System:setProperty \"kopi.test.loads\" (number->string (+ 1"
        + " (string->number (java.lang.System:getProperty \"kopi.test.loads\" \"0\")))))\n",
        "greeter.scm", null).writeClasses(classes);
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
      // No load: the constructor finds the class's slots empty and runs the program's forms itself.
      Class<?> greeter = loader.loadClass("Greeter");
      Object instance = greeter.getConstructor().newInstance();
      assertEquals("hello, world", greeter.getMethod("greet").invoke(instance));
      Class<?> main = loader.loadClass("demo.greeter");
      assertEquals("1", System.getProperty("kopi.test.loads"));
      // An explicit load afterwards does not run the forms again.
      Launcher.load(main);
      assertEquals("hello, world", greeter.getMethod("greet").invoke(greeter.getConstructor().newInstance()));
      assertEquals("1", System.getProperty("kopi.test.loads"));
    } finally {
      System.clearProperty("kopi.test.loads");
    }
  }

  @Test
  void aClassUsedByItsOwnModuleBeforeItsDefinitionIsStillAnError() throws Exception {
    // The module's own forms reach the class's first use while load runs them: no second run, no
    // deadlock, the error the program gets when run by kopi FILE.
    KopiCompiler.Program program = new KopiCompiler().compile("""
        (module-name demo.early)
        (define (make) (Early))
        (define outcome (guard (x (#t (error-object-message x))) (make)))
        (define-simple-class Early () (n ::int init-value: 5))
        """, "early.scm", null);
    Class<?> main = program.load(getClass().getClassLoader());
    assertEquals("Early.n: the class is used before its definition has run",
        main.getField("outcome").get(null).toString());
  }

  @Test
  void programsLoadInThisJvmAndWriteJars() throws Exception {
    KopiCompiler.Program program = new KopiCompiler().compile(GREETER, "greeter.scm", null);
    Class<?> main = program.load(getClass().getClassLoader());
    Class<?> greeter = main.getClassLoader().loadClass("Greeter");
    assertEquals("hello, world", greeter.getMethod("greet").invoke(greeter.getConstructor().newInstance()));
    Path jar = temp.resolve("greeter.jar");
    program.writeJar(jar);
    try (JarFile file = new JarFile(jar.toFile())) {
      assertEquals("demo.greeter", file.getManifest().getMainAttributes().getValue("Main-Class"));
      assertTrue(file.getEntry("kopi/runtime/Launcher.class") != null);
    }
  }

  @Test
  void classesImplementInterfacesOfTheContextClassPath() throws Exception {
    // kopi compile -cp and the Maven plugin give the user's classes through the context loader.
    Path javaClasses = Files.createDirectories(temp.resolve("java"));
    Path source = Files.writeString(temp.resolve("Greeting.java"),
        "package user; public interface Greeting { String greet(String name); }");
    assertEquals(0, javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", javaClasses.toString(),
        source.toString()));
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    try (URLClassLoader userClasses = new URLClassLoader(new URL[] {javaClasses.toUri().toURL()},
        getClass().getClassLoader())) {
      thread.setContextClassLoader(userClasses);
      KopiCompiler.Program program = new KopiCompiler().compile("""
          (define-simple-class Polite (user.Greeting)
            ((greet (name ::String)) ::String (string-append "good day, " name)))
          """, "polite.scm", "demo.polite");
      Class<?> main = program.load(userClasses);
      Object polite = main.getClassLoader().loadClass("Polite").getConstructor().newInstance();
      Class<?> greeting = userClasses.loadClass("user.Greeting");
      assertTrue(greeting.isInstance(polite));
      assertEquals("good day, Ada", greeting.getMethod("greet", String.class).invoke(polite, "Ada"));
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  @Test
  void compileErrorsListEveryDiagnostic() throws Exception {
    Path file = temp.resolve("broken.scm");
    Files.writeString(file, "(if)\n(let ((x)) x)\n");
    KopiException e = assertThrows(KopiException.class, () -> new KopiCompiler().compile(file));
    assertEquals(1, e.line());
    assertFalse(e.diagnostics().isEmpty());
    assertTrue(e.getMessage().contains("broken.scm:1:"), e.getMessage());
  }
}
