package kopi.codegen;

import static kopi.codegen.CoreTrees.constant;
import static kopi.codegen.CoreTrees.num;
import static kopi.codegen.CoreTrees.prim;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import kopi.expand.Core;
import kopi.runtime.Char;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.TraceClassVisitor;

class JavaStaticCallTest {

  @Test
  void constantArgumentsCallTheIntOverloadDirectly() throws Throwable {
    List<Core> body = List.of(prim("%java-static", constant("java.lang.Math"), constant("max"), num(3), num(9)));
    assertTrue(bytecode(body).contains("INVOKESTATIC java/lang/Math.max (II)I"), bytecode(body));
    assertEquals(9L, Compiled.run(body));
  }

  @Test
  void resultsAreBoxedToSchemeValues() throws Throwable {
    assertEquals(Char.of('A'), Compiled.run(List.of(prim("%java-static", constant("java.lang.Character"),
        constant("toUpperCase"), constant(Char.of('a'))))));
    assertEquals("12", Compiled.run(List.of(prim("%java-static", constant("java.lang.String"), constant("valueOf"),
        num(12)))));
    assertEquals(4.0, Compiled.run(List.of(prim("%java-static", constant("java.lang.Math"), constant("sqrt"),
        num(16)))));
  }

  @Test
  void nonConstantArgumentsStayDynamic() {
    List<Core> body = List.of(prim("%java-static", constant("java.lang.Math"), constant("max"), num(3),
        prim("+", num(1), num(2))));
    assertFalse(bytecode(body).contains("java/lang/Math.max"));
  }

  private static String bytecode(List<Core> body) {
    CompiledModule module = Compiled.compile("test.Java" + System.nanoTime(), body, ModuleSource.Kind.LIBRARY, null);
    StringWriter out = new StringWriter();
    module.classes().values().forEach(bytes ->
        new ClassReader(bytes).accept(new TraceClassVisitor(new PrintWriter(out)), 0));
    return out.toString();
  }
}
