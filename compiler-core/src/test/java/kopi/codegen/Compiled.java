package kopi.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Map;
import kopi.expand.Core;
import kopi.session.ModuleClassLoader;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

/**
 * Test helper: compiles a module, verifies every class with ASM's {@link CheckClassAdapter} (whose
 * verifier resolves types through the loader holding the generated classes, never the system
 * loader), loads it in a fresh loader so the JVM verifier runs too, and runs its body.
 */
final class Compiled {
  private Compiled() {}

  static CompiledModule compile(String className, List<Core> body, ModuleSource.Kind kind, String text) {
    CompiledModule module = kopi.pipeline.Pipeline
        .compile(new ModuleSource(className, "test.scm", text, body, kind, List.of()));
    assertFalse(module.hasErrors(), () -> "codegen errors: " + module.diagnostics());
    return module;
  }

  /** Verifies {@code classes} with ASM's analyzer and returns a loader that defines them. */
  static ModuleClassLoader verifiedLoader(Map<String, byte[]> classes) {
    ModuleClassLoader loader = new ModuleClassLoader(Compiled.class.getClassLoader());
    loader.add(classes);
    for (Map.Entry<String, byte[]> entry : classes.entrySet()) {
      StringWriter report = new StringWriter();
      CheckClassAdapter.verify(new ClassReader(entry.getValue()), loader, false, new PrintWriter(report));
      assertEquals("", report.toString(), "verification of " + entry.getKey());
    }
    return loader;
  }

  /** Compiles, verifies, loads and runs {@code body} as a library module; returns the last value. */
  static Object run(List<Core> body) throws Throwable {
    return run("test.Module" + System.nanoTime(), body, null);
  }

  static Object run(String className, List<Core> body, String text) throws Throwable {
    CompiledModule module = compile(className, body, ModuleSource.Kind.LIBRARY, text);
    ModuleClassLoader loader = verifiedLoader(module.classes());
    try {
      return loader.loadClass(className).getMethod(ModuleCompiler.INIT).invoke(null);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }
}
