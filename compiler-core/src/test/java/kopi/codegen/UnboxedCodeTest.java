package kopi.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import kopi.session.CompileOptions;
import kopi.session.CompiledProgram;
import kopi.session.ModuleClassLoader;
import kopi.session.ProgramCompiler;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Typed procedures compile to static methods with primitive signatures whose bodies never box.
 * The test reads the generated module class with ASM, so it fails as soon as a change
 * loses the unboxing, whatever the timing.
 */
class UnboxedCodeTest {
  private static final String PROGRAM = """
      (define (fib (n ::int)) ::int
        (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
      (define (tak (x ::int) (y ::int) (z ::int)) ::int
        (if (not (< y x)) z (tak (tak (- x 1) y z) (tak (- y 1) z x) (tak (- z 1) x y))))
      (define (sumfp (n ::double)) ::double
        (let loop ((i ::double n) (total ::double 0.0))
          (if (< i 0.0) total (loop (- i 1.0) (+ total i)))))
      (define (count-zeros (bv ::bytevector) (n ::int)) ::int
        (let scan ((i ::int 0) (zeros ::int 0))
          (if (= i n) zeros
              (scan (+ i 1) (if (= 0 (bytevector-u8-ref bv i)) (+ zeros 1) zeros)))))
      (define (sum-squares (n ::int)) ::int
        (+ 0 (let squares ((i ::int 0) (total ::int 0))
               (if (= i n) total (squares (+ i 1) (+ total (* i i)))))))
      (define (untyped n) (* n n))
      (define (fill! v) (do ((i 0 (+ i 1))) ((= i (vector-length v))) (vector-set! v i i)) v)
      (display (fib 10))
      """;

  /** Calls that mean a value was boxed, unboxed, checked or computed generically. */
  private static final List<String> BOXING_OWNERS = List.of("java/lang/Long", "java/lang/Double",
      "kopi/runtime/TypeCheck", "kopi/runtime/lib/NumberLib", "kopi/runtime/Num", "kopi/runtime/TailCall");

  private static CompiledProgram compile() {
    CompiledProgram program = new ProgramCompiler().compile(PROGRAM, "typed.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> "diagnostics: " + program.diagnostics());
    return program;
  }

  private static ClassNode moduleClass(CompiledProgram program) {
    ClassNode node = new ClassNode();
    new ClassReader(program.classes().get(program.mainClass())).accept(node, 0);
    return node;
  }

  private static MethodNode method(ClassNode module, String prefix) {
    for (MethodNode method : module.methods) {
      if (method.name.startsWith(prefix + "$") && !method.name.startsWith(kopi.runtime.Backtrace.TOP_LEVEL_METHOD)) {
        return method;
      }
    }
    throw new AssertionError("no method " + prefix + "$N in " + module.name);
  }

  private static List<String> boxingCalls(MethodNode method) {
    List<String> found = new ArrayList<>();
    for (AbstractInsnNode instruction : method.instructions) {
      if (instruction instanceof MethodInsnNode call && BOXING_OWNERS.contains(call.owner)) {
        found.add(call.owner + "." + call.name + call.desc);
      }
    }
    return found;
  }

  @Test
  void typedFibIsAStaticIntMethodWithoutBoxing() {
    MethodNode fib = method(moduleClass(compile()), "fib");
    assertEquals("(I)I", fib.desc);
    assertTrue((fib.access & Opcodes.ACC_STATIC) != 0);
    assertEquals(List.of(), boxingCalls(fib));
  }

  @Test
  void typedProceduresAndNamedLetsKeepPrimitives() {
    ClassNode module = moduleClass(compile());
    MethodNode tak = method(module, "tak");
    assertEquals("(III)I", tak.desc);
    assertEquals(List.of(), boxingCalls(tak));
    MethodNode sumfp = method(module, "sumfp");
    assertEquals("(D)D", sumfp.desc);
    // The named let in tail position is inline (kopi.analysis.InlineLoops): its doubles are locals
    // of sumfp's method, and each iteration is a jump. No method is left for the loop.
    assertEquals(List.of(), boxingCalls(sumfp));
    assertFalse(hasMethod(module, "loop"), "an inline loop has no method of its own");
    MethodNode countZeros = method(module, "count-zeros");
    assertEquals("(Ljava/lang/Object;I)I", countZeros.desc);
    // The inline loop reads the bytevector and the bound where they are, as an object and an int;
    // the only call left from the list is the parameter's check on entry.
    assertEquals(
        List.of("kopi/runtime/TypeCheck.requireBytevector(Ljava/lang/Object;Ljava/lang/String;I)Ljava/lang/Object;"),
        boxingCalls(countZeros));
    assertFalse(hasMethod(module, "scan"));
    // (+ i 1) on the ::int loop variable is its increment in place.
    assertTrue(java.util.stream.StreamSupport.stream(countZeros.instructions.spliterator(), false)
        .anyMatch(instruction -> instruction instanceof org.objectweb.asm.tree.IincInsnNode iinc && iinc.incr == 1));
    // A small loop in statement position is inline too, its value dropped.
    assertFalse(hasMethod(module, "do-loop"), "a do loop run for its effect has no method of its own");
    // A loop that is an operand keeps its method: it captures the bound (as an object) and its
    // own variables are ints.
    MethodNode squares = method(module, "squares");
    assertEquals("(Ljava/lang/Object;II)I", squares.desc);
    assertEquals(List.of(), boxingCalls(squares));
  }

  private static boolean hasMethod(ClassNode module, String prefix) {
    return module.methods.stream().anyMatch(method -> method.name.startsWith(prefix + "$"));
  }

  @Test
  void untypedCodeIsSpeculatedWithTheGenericArithmeticBehind() {
    // Untyped integer code takes and returns speculated fixnums (a long with an object half, a long
    // result), with the generic arithmetic for every value that is not a fixnum or overflows.
    MethodNode untyped = method(moduleClass(compile()), "untyped");
    assertEquals("(JLjava/lang/Object;)J", untyped.desc);
    boolean generic = false;
    for (AbstractInsnNode instruction : untyped.instructions) {
      generic |= instruction instanceof MethodInsnNode call && call.owner.equals("kopi/runtime/Fixnums")
          && call.name.equals("mulResult");
    }
    assertTrue(generic, "untyped multiplication falls back to the generic arithmetic");
  }

  @Test
  void speculationFollowsTheNumbersAProgramUses() {
    // span passes from and to on to width, which computes with them: span takes them split too.
    // fibfp computes with n beside flonums, and scale's callers pass a flonum as k: neither is
    // speculated as a fixnum (it would take every slow path), nor are their results.
    CompiledProgram program = new ProgramCompiler().compile("""
        (define (width from to) (- to from))
        (define (span from to) (width from to))
        (define (fibfp n) (if (< n 2.0) n (+ (fibfp (- n 1.0)) (fibfp (- n 2.0)))))
        (define (scale x k) (* x k))
        (display (list (span 1 5) (fibfp 10.0) (scale 3 0.5)))
        """, "speculation.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> "diagnostics: " + program.diagnostics());
    ClassNode module = moduleClass(program);
    assertEquals("(JLjava/lang/Object;JLjava/lang/Object;)Ljava/lang/Object;", method(module, "span").desc);
    assertEquals("(Ljava/lang/Object;)Ljava/lang/Object;", method(module, "fibfp").desc);
    assertEquals("(JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", method(module, "scale").desc);
  }

  @Test
  void letVariablesUsedAsNumbersAreSplitOnceBesideTheirObject() {
    // size is split where it is bound, not at each of its uses in the loop, and its object is what
    // the list gets (no boxing); d, the sum of two objects, is split from the addition's result.
    CompiledProgram program = new ProgramCompiler().compile("""
        (define (position-of v item)
          (let ((size (vector-ref v 0)))
            (let loop ((i 1))
              (cond ((> i size) (list size))
                    ((= i size) (eq? (vector-ref v i) item))
                    ((eq? (vector-ref v i) item) #t)
                    (else (loop (+ i 1)))))))
        (define (next-index v i)
          (let ((d (+ 1 (vector-ref v i))))
            (if (< d (vector-length v)) (vector-ref v d) #f)))
        (define (square-sum v) (let ((x (car v))) (+ (* x x) x)))
        (define (halves v) (let ((x (sqrt (car v)))) (list (quotient x 2) (remainder x 3))))
        (display (list (position-of (vector 2 'a 'b) 'b) (next-index (vector 1 0) 0)
                       (square-sum '(1.5)) (halves '(16))))
        """, "split.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> "diagnostics: " + program.diagnostics());
    ClassNode module = moduleClass(program);
    MethodNode positionOf = method(module, "position-of");
    assertEquals(1, calls(positionOf, "kopi/runtime/Fixnums", "low"), "size is split once");
    assertEquals(0, calls(positionOf, "kopi/runtime/Fixnums", "box"), "size's uses as an object read the object");
    MethodNode nextIndex = method(module, "next-index");
    assertEquals(1, calls(nextIndex, "kopi/runtime/Fixnums", "addObjects"));
    assertEquals(0, calls(nextIndex, "kopi/runtime/lib/NumberLib", "add"));
    assertEquals(0, calls(nextIndex, "kopi/runtime/Fixnums", "low"), "d is split as the addition computes it");
    // Neither x is split: the first is never used as an integer (a flonum would take every slow
    // path), the second is likely inexact.
    assertEquals(0, calls(method(module, "square-sum"), "kopi/runtime/Fixnums", "low"));
    assertEquals(1, calls(method(module, "square-sum"), "kopi/runtime/lib/NumberLib", "mul"), "generic arithmetic");
    assertEquals(0, calls(method(module, "halves"), "kopi/runtime/Fixnums", "low"));
  }

  @Test
  void capturedVariablesUsedAsIntegersAreSplitOnceWhereTheProcedureStarts() {
    // n arrives as an object, as every captured value does; at splits it once, so its product and
    // quotient run on longs. A captured variable never used as an integer (s, maybe a flonum), or
    // used once (m), stays an object.
    CompiledProgram program = new ProgramCompiler().compile("""
        (define (offsets v n)
          (define (at k) (vector-ref v (+ (* n k) (quotient n 2))))
          (map at '(0 1 2)))
        (define (scaled xs s)
          (define (times k) (+ (* s k) (* s 2)))
          (map times xs))
        (define (column xs m)
          (define (cell row) (vector-ref row m))
          (map cell xs))
        (define (ramp step n)
          (define (row y) (let loop ((x 0) (acc '())) (if (= x n) acc (loop (+ x 1) (cons (* step x) acc)))))
          (map row '(0 1)))
        (display (list (offsets (vector 0 1 2 3 4 5 6 7 8 9) 3) (scaled '(1 2) 1.5)
                       (scaled '(1 2) 4611686018427387904) (column (list (vector 1 2)) 1) (ramp 0.5 3)))
        """, "captured.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> "diagnostics: " + program.diagnostics());
    ClassNode module = moduleClass(program);
    MethodNode at = method(module, "at");
    assertEquals(1, calls(at, "kopi/runtime/Fixnums", "low"), "n is split once");
    assertEquals(0, calls(at, "kopi/runtime/lib/NumberLib", "mul"));
    assertEquals(0, calls(at, "kopi/runtime/lib/NumberLib", "quotient"));
    MethodNode times = method(module, "times");
    assertEquals(0, calls(times, "kopi/runtime/Fixnums", "low"));
    assertEquals(2, calls(times, "kopi/runtime/lib/NumberLib", "mul"), "generic arithmetic");
    assertEquals(0, calls(method(module, "cell"), "kopi/runtime/Fixnums", "low"));
    // n, compared with the loop's counter, is split; step, only multiplied by it, is not.
    assertEquals(1, calls(method(module, "row"), "kopi/runtime/Fixnums", "low"));
  }

  private static int calls(MethodNode method, String owner, String name) {
    int count = 0;
    for (AbstractInsnNode instruction : method.instructions) {
      if (instruction instanceof MethodInsnNode call && call.owner.equals(owner) && call.name.equals(name)) {
        count++;
      }
    }
    return count;
  }

  @Test
  void generatedClassesVerifyAndRun() throws Exception {
    CompiledProgram program = compile();
    ModuleClassLoader loader = Compiled.verifiedLoader(program.classes());
    Class<?> module = loader.loadClass(program.mainClass());
    Method fib = module.getMethod(method(moduleClass(program), "fib").name, int.class);
    assertEquals(6765, fib.invoke(null, 20));
    Method tak = module.getMethod(method(moduleClass(program), "tak").name, int.class, int.class, int.class);
    assertEquals(7, tak.invoke(null, 18, 12, 6));
  }
}
