package kopi.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * The slow paths that compiled speculated arithmetic calls ({@code Fixnums.addResult} and the
 * like), and how the first JIT tier treats them and the splits of speculated values.
 */
class FixnumSlowPathTest {
  @Test
  void theyGiveTheGenericResultAsAFixnumResult() {
    long sum = Fixnums.addResult(Long.MAX_VALUE, null, 1, null);
    assertEquals(Long.MIN_VALUE, sum, "an overflowing sum is stashed");
    assertEquals(BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE), Fixnums.resultBig(sum));
    long small = Fixnums.subResult(0, BigInteger.ONE.shiftLeft(70), 0, BigInteger.ONE.shiftLeft(70));
    assertEquals(0, small, "a big operand whose result is a fixnum gives the fixnum");
    assertNull(Fixnums.resultBig(small));
    assertEquals(2.5, Fixnums.resultBig(Fixnums.mulResult(0, 1.25, 2, null)));
    assertEquals(-2, Fixnums.quotientResult(-7, null, 3, null));
    assertEquals(-1, Fixnums.remainderResult(-7, null, 3, null));
    assertEquals(2, Fixnums.moduloResult(-7, null, 3, null));
  }

  @Test
  void theFirstJitTierCallsThemRatherThanInliningThem() throws IOException {
    // The first tier inlines a method only when max_stack + max_locals - parameter slots is at most
    // C1InlineStackLimit (5 on JDK 17), with HotSpot's max_stack one more than the class file's: a
    // slow path that never runs then costs that tier one call in every compiled method.
    int checked = 0;
    for (MethodNode method : methods(Fixnums.class)) {
      if (method.name.endsWith("Result") && method.desc.equals("(JLjava/lang/Object;JLjava/lang/Object;)J")) {
        assertTrue(firstTierSlots(method) > 5, method.name + " is small enough to inline");
        checked++;
      }
    }
    assertEquals(6, checked, "add, sub, mul, quotient, remainder and modulo");
  }

  @Test
  void theFirstJitTierCallsTheSplitsRatherThanInliningThem() throws IOException {
    // Inlined, a split's type tests are profiled in every tier-3 method that splits a value.
    int checked = 0;
    for (Class<?> owner : new Class<?>[] {Fixnums.class, Flonums.class}) {
      for (MethodNode method : methods(owner)) {
        if (method.name.equals("low") || method.name.equals("big")) {
          assertTrue(firstTierSlots(method) > 5,
              owner.getSimpleName() + "." + method.name + " is small enough to inline");
          checked++;
        }
      }
    }
    assertEquals(4, checked, "low and big of Fixnums and Flonums");
  }

  private static List<MethodNode> methods(Class<?> owner) throws IOException {
    ClassNode node = new ClassNode();
    try (InputStream in = owner.getResourceAsStream(owner.getSimpleName() + ".class")) {
      new ClassReader(in.readAllBytes()).accept(node, 0);
    }
    return node.methods;
  }

  /**
   * What the first tier weighs against C1InlineStackLimit: HotSpot's max_stack, one more than the
   * class file's, plus max_locals, less the parameters' slots.
   */
  private static int firstTierSlots(MethodNode method) {
    int parameters = (Type.getArgumentsAndReturnSizes(method.desc) >> 2) - 1;
    return method.maxStack + 1 + method.maxLocals - parameters;
  }

  @Test
  void arithmeticOnTwoObjectsGivesTheGenericResult() {
    // Every pair of these, through each *Objects method and resultObject, against Num's operation:
    // the edges of the long range, overflow in both directions, Long.MIN_VALUE as a result (which
    // a fixnum result must stash), divisors 0 and -1, and operands that are not fixnums.
    List<Object> values = List.of(0L, 1L, -1L, 2L, 3L, -7L, 3037000500L, -3037000499L, 4611686018427387904L,
        -4611686018427387904L, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1, BigInteger.ONE.shiftLeft(70),
        1.5);
    for (Object a : values) {
      for (Object b : values) {
        check("+", a, b, () -> Fixnums.addObjects(a, b), () -> Num.add(a, b));
        check("-", a, b, () -> Fixnums.subObjects(a, b), () -> Num.sub(a, b));
        check("*", a, b, () -> Fixnums.mulObjects(a, b), () -> Num.mul(a, b));
        if (!(a instanceof Double) && !(b instanceof Double)) {
          check("quotient", a, b, () -> Fixnums.quotientObjects(a, b), () -> Num.quotient("quotient", a, b));
          check("remainder", a, b, () -> Fixnums.remainderObjects(a, b), () -> Num.remainder("remainder", a, b));
          check("modulo", a, b, () -> Fixnums.moduloObjects(a, b), () -> Num.modulo("modulo", a, b));
        }
      }
    }
  }

  private static void check(String operation, Object a, Object b, LongSupplier fixnum,
      Supplier<Object> generic) {
    Object expected;
    try {
      expected = generic.get();
    } catch (RuntimeException e) {
      RuntimeException thrown = assertThrows(RuntimeException.class,
          fixnum::getAsLong, operation + " " + a + " " + b);
      assertEquals(e.getMessage(), thrown.getMessage());
      return;
    }
    assertEquals(expected, Fixnums.resultObject(fixnum.getAsLong()), operation + " " + a + " " + b);
  }
}
