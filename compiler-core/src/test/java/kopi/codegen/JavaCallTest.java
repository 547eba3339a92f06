package kopi.codegen;

import static kopi.codegen.CoreTrees.call;
import static kopi.codegen.CoreTrees.constant;
import static kopi.codegen.CoreTrees.lambda;
import static kopi.codegen.CoreTrees.let;
import static kopi.codegen.CoreTrees.num;
import static kopi.codegen.CoreTrees.prim;
import static kopi.codegen.CoreTrees.ref;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Local;
import kopi.runtime.Char;
import kopi.runtime.Printer;
import kopi.runtime.SchemeError;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.TraceClassVisitor;

/**
 * Java calls whose member the analysis resolved compile to direct invocations; the others to an
 * {@code invokedynamic} inline cache. The bytecode is inspected, so a fall back to reflection makes
 * these tests fail.
 */
class JavaCallTest {

  @Test
  void typedInterfaceReceiverIsInvokeinterface() throws Throwable {
    Local list = new Local("l", -1, -1, "java.util.List");
    Local index = new Local("i");
    Core.Lambda get = lambda("get", List.of(list, index), prim("%java-invoke", ref(list), constant("get"), ref(index)));
    Local f = new Local("f");
    List<Core> body = List.of(let(List.of(f), List.of(get),
        call(ref(f), prim("%java-new", constant("java.util.ArrayList"), num(11), num(22), num(33)), num(1))));
    String code = bytecode(body);
    assertTrue(code.contains("INVOKEINTERFACE java/util/List.get (I)Ljava/lang/Object;"), code);
    // The construction, which no constructor takes (the elements are added), is the call site's.
    assertFalse(code.contains("INVOKEDYNAMIC invoke"), code);
    assertTrue(code.contains("INVOKEDYNAMIC construct"), code);
    assertEquals(22L, Compiled.run(body));
  }

  @Test
  void aCheckedParameterIsCalledOnAsItIsWithItsNullErrorInAHandler() throws Throwable {
    Local list = new Local("l", -1, -1, "java.util.List");
    Core.Lambda size = lambda("size", List.of(list), prim("%java-invoke", ref(list), constant("size")));
    Local f = new Local("f");
    List<Core> body = List.of(let(List.of(f), List.of(size),
        prim("list", call(ref(f), prim("%java-new", constant("java.util.ArrayList"), num(11), num(22))),
            call(ref(f), constant(null)))));
    String code = bytecode(body);
    // The entry's instanceof stands for the test: no null test or cast precedes the call, and the
    // receiver error is in the handler of the call's NullPointerException, after it.
    int invoke = code.indexOf("INVOKEINTERFACE java/util/List.size ()I");
    assertTrue(invoke >= 0, code);
    assertTrue(code.contains("TRYCATCHBLOCK") && code.contains("java/lang/NullPointerException"), code);
    assertTrue(code.indexOf("JavaConversions.receiver") > invoke, code);
    assertFalse(code.substring(code.lastIndexOf("INSTANCEOF java/util/List", invoke), invoke).contains("IFNONNULL"),
        code);
    SchemeError error = assertThrows(SchemeError.class, () -> Compiled.run(body));
    assertEquals("size: expected java.util.List as receiver, got #!null", error.getMessage());
  }

  @Test
  void constructedLocalIsInvokevirtual() throws Throwable {
    Local sb = new Local("sb");
    List<Core> body = List.of(let(List.of(sb), List.of(prim("%java-new", constant("java.lang.StringBuilder"))),
        CoreTrees.seq(prim("%java-invoke", ref(sb), constant("append"), constant("x")),
            prim("%java-invoke", ref(sb), constant("append"), num(42)),
            prim("%java-invoke", ref(sb), constant("append"), constant(Char.of('c'))),
            prim("%java-invoke", ref(sb), constant("toString")))));
    String code = bytecode(body);
    assertTrue(code.contains("INVOKESPECIAL java/lang/StringBuilder.<init> ()V"), code);
    assertTrue(code.contains("INVOKEVIRTUAL java/lang/StringBuilder.append (Ljava/lang/String;)"), code);
    assertTrue(code.contains("INVOKEVIRTUAL java/lang/StringBuilder.append (I)"), code);
    assertTrue(code.contains("INVOKEVIRTUAL java/lang/StringBuilder.append (C)"), code);
    assertEquals("x42c", Compiled.run(body));
  }

  @Test
  void stringLiteralReceiverAndResultConversion() throws Throwable {
    List<Core> body = List.of(prim("%java-invoke", constant("hello"), constant("charAt"), num(1)));
    String code = bytecode(body);
    assertTrue(code.contains("INVOKEVIRTUAL java/lang/String.charAt (I)C"), code);
    assertEquals(Char.of('e'), Compiled.run(body));
  }

  @Test
  void staticCallsPickTheMostSpecificOverload() throws Throwable {
    List<Core> body = List.of(prim("%java-static", constant("java.lang.Math"), constant("max"), num(3), num(9)));
    assertTrue(bytecode(body).contains("INVOKESTATIC java/lang/Math.max (II)I"), bytecode(body));
    assertEquals(9L, Compiled.run(body));
    List<Core> mixed = List
        .of(prim("%java-static", constant("java.lang.Math"), constant("max"), constant(2.5), num(1)));
    assertTrue(bytecode(mixed).contains("INVOKESTATIC java/lang/Math.max (DD)D"), bytecode(mixed));
    assertEquals(2.5, Compiled.run(mixed));
  }

  @Test
  void varargsAreCollectedIntoTheirArray() throws Throwable {
    List<Core> body = List.of(prim("%java-static", constant("java.lang.String"), constant("format"),
        constant("%d-%s"), num(1), constant("a")));
    String code = bytecode(body);
    assertTrue(code.contains("INVOKESTATIC java/lang/String.format (Ljava/lang/String;[Ljava/lang/Object;)"), code);
    assertEquals("1-a", Compiled.run(body));
    List<Core> asList = List.of(prim("%java-static", constant("java.util.Arrays"), constant("asList"), num(1), num(2)));
    assertEquals("#(1 2)", Printer.displayString(Compiled.run(asList)));
  }

  @Test
  void integerArgumentsAreRangeChecked() {
    Local list = new Local("l", -1, -1, "java.util.List");
    Local index = new Local("i");
    Core.Lambda get = lambda("get", List.of(list, index), prim("%java-invoke", ref(list), constant("get"), ref(index)));
    Local f = new Local("f");
    List<Core> body = List.of(let(List.of(f), List.of(get),
        call(ref(f), prim("%java-new", constant("java.util.ArrayList"), num(1)), num(5_000_000_000L))));
    SchemeError error = assertThrows(SchemeError.class, () -> Compiled.run(body));
    assertEquals("get: expected int for argument 1, got 5000000000 (out of range)", error.getMessage());
  }

  @Test
  void untypedReceiverGoesThroughTheCallSiteCache() throws Throwable {
    Local x = new Local("x");
    Local f = new Local("f");
    Core.Lambda isEmpty = lambda("empty", List.of(x), prim("%java-invoke", ref(x), constant("isEmpty")));
    // The same site sees a String, an ArrayList, a String again and a HashMap.
    List<Core> body = List.of(let(List.of(f), List.of(isEmpty), prim("list",
        call(ref(f), constant("")), call(ref(f), prim("%java-new", constant("java.util.ArrayList"), num(1), num(2))),
        call(ref(f), constant("a")), call(ref(f), prim("%java-new", constant("java.util.HashMap"))))));
    String code = bytecode(body);
    assertTrue(code.contains("INVOKEDYNAMIC invoke(Ljava/lang/Object;)Ljava/lang/Object;"), code);
    assertFalse(code.contains("isEmpty ()Z"), code);
    assertEquals("(#t #f #f #t)", Printer.writeString(Compiled.run(body)));
  }

  @Test
  void theOnlyMemberTakingThatManyArgumentsIsCalledDirectlyWhateverTheirTypes() throws Throwable {
    Local x = new Local("x");
    Local l = new Local("l");
    Local f = new Local("f");
    // add(Object) is ArrayList's only add of one argument; String's indexOf has two of them.
    Core.Lambda addThenFind = lambda("add-then-find", List.of(x),
        let(List.of(l), List.of(prim("%java-new", constant("java.util.ArrayList"))),
            CoreTrees.seq(prim("%java-invoke", ref(l), constant("add"), ref(x)),
                prim("list", prim("%java-invoke", ref(l), constant("indexOf"), ref(x)),
                    prim("%java-invoke", constant("hello"), constant("indexOf"), ref(x))))));
    List<Core> body = List.of(let(List.of(f), List.of(addThenFind), call(ref(f), constant("l"))));
    String code = bytecode(body);
    assertTrue(code.contains("INVOKEVIRTUAL java/util/ArrayList.add (Ljava/lang/Object;)Z"), code);
    assertTrue(code.contains("INVOKEVIRTUAL java/util/ArrayList.indexOf (Ljava/lang/Object;)I"), code);
    assertTrue(code.contains("INVOKEDYNAMIC invoke"), code);
    assertEquals("(0 2)", Printer.writeString(Compiled.run(body)));
  }

  private static String bytecode(List<Core> body) {
    CompiledModule module = Compiled.compile("test.Java" + System.nanoTime(), body, ModuleSource.Kind.LIBRARY, null);
    StringWriter out = new StringWriter();
    module.classes().values()
        .forEach(bytes -> new ClassReader(bytes).accept(new TraceClassVisitor(new PrintWriter(out)), 0));
    return out.toString();
  }
}
