package kopi.codegen;

import java.lang.reflect.Method;
import java.util.List;
import kopi.expand.Core;
import kopi.session.ModuleClassLoader;

/**
 * A rough timing of untyped fib compiled from a Core tree, to compare with Kawa 3.1.1 {@code -C}
 * (performance is measured by benchmarks, never by timed unit tests). Run with
 * {@code java -cp target/classes:target/test-classes:ASM jars kopi.codegen.FibBenchmark 32}.
 */
public final class FibBenchmark {
  private FibBenchmark() {}

  public static void main(String[] args) throws Exception {
    long n = args.length > 0 ? Long.parseLong(args[0]) : 30;
    String owner = "bench.Fib";
    List<Core> body = ModuleCompilerTest.fibProgram(owner, n);
    CompiledModule module = kopi.pipeline.Pipeline.compile(new ModuleSource(owner, "fib.scm", null, body,
        ModuleSource.Kind.LIBRARY, List.of()));
    ModuleClassLoader loader = new ModuleClassLoader(FibBenchmark.class.getClassLoader());
    loader.add(module.classes());
    Class<?> fibClass = loader.loadClass(owner);
    Method fib = null;
    for (Method method : fibClass.getMethods()) {
      if (method.getName().startsWith("fib$")) {
        fib = method;
      }
    }
    for (int round = 0; round < 5; round++) {
      long start = System.nanoTime();
      Object result = fib.invoke(null, n);
      System.out.printf("fib(%d) = %s in %.3f s%n", n, result, (System.nanoTime() - start) / 1e9);
    }
  }
}
