package kopi.runtime;

import static kopi.runtime.Scheme.call;
import static kopi.runtime.Scheme.errorOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProcedureTest {

  /** Overrides only apply2, like a compiled two-argument lambda. */
  private static final class Two extends NamedProcedure {
    Two() {
      super("two", 2, 2);
    }

    @Override
    public Object apply2(Object a, Object b) {
      return Pair.list(a, b);
    }
  }

  /** Overrides only applyN, like a lambda with a rest parameter. */
  private static final class Rest extends NamedProcedure {
    Rest() {
      super("rest", 1, -1);
    }

    @Override
    public Object applyN(Object[] args) {
      if (args.length < 1) {
        throw arityError(args.length);
      }
      return (long) args.length;
    }
  }

  @Test
  void fixedEntryIsReachedThroughApplyN() {
    assertEquals("(1 2)", Scheme.write(new Two().applyN(new Object[] {1L, 2L})));
    assertEquals("(1 2)", Scheme.write(Procedure.callN(new Two(), new Object[] {1L, 2L})));
  }

  @Test
  void wrongArityGivesAnErrorInsteadOfRecursingForever() {
    assertEquals("two: expected 2 arguments, got 1", errorOf(() -> new Two().apply1(1L)));
    assertEquals("two: expected 2 arguments, got 3", errorOf(() -> new Two().apply3(1L, 2L, 3L)));
    assertEquals("two: expected 2 arguments, got 5", errorOf(() -> new Two().applyN(new Object[5])));
  }

  @Test
  void fixedEntriesRouteToApplyN() {
    Rest rest = new Rest();
    assertEquals(1L, rest.apply1("a"));
    assertEquals(4L, rest.apply4(1L, 2L, 3L, 4L));
    assertEquals("rest: expected at least 1 argument, got 0", errorOf(rest::apply0));
  }

  @Test
  void aProcedureThatOverridesNothingReportsArity() {
    Procedure empty = new Procedure() {};
    assertEquals("#<procedure>: wrong number of arguments, got 1", errorOf(() -> empty.apply1(1L)));
    assertEquals("#<procedure>: wrong number of arguments, got 7", errorOf(() -> empty.applyN(new Object[7])));
  }

  @Test
  void callingANonProcedureNamesTheValue() {
    assertEquals("attempt to call a non-procedure: 5", errorOf(() -> Procedure.call(5L)));
    assertEquals("attempt to call a non-procedure: \"x\"", errorOf(() -> TailCall.resolve(TailCall.of("x"))));
  }

  /** even?/odd? by mutual recursion through bounces: a million calls on a flat stack. */
  @Test
  void tailCallsRunInConstantStack() {
    Procedure[] pair = new Procedure[2];
    pair[0] = new NamedProcedure("even", 1, 1) {
      @Override
      public Object apply1(Object n) {
        long k = (Long) n;
        return k == 0 ? Boolean.TRUE : TailCall.of(pair[1], k - 1);
      }
    };
    pair[1] = new NamedProcedure("odd", 1, 1) {
      @Override
      public Object apply1(Object n) {
        long k = (Long) n;
        return k == 0 ? Boolean.FALSE : TailCall.of(pair[0], k - 1);
      }
    };
    assertEquals(Boolean.TRUE, Procedure.call(pair[0], 1_000_000L));
    assertEquals(Boolean.FALSE, Procedure.call(pair[0], 1_000_001L));
  }

  /**
   * A direct tail call gives its unit of budget back when it ends, with a value or an exception:
   * a hundred non-tail calls of a procedure ending in an unknown tail call, after a hundred that
   * threw, all still call directly (without the give-back, the budget of 8 ran out and every later
   * one bounced). A million-deep chain of direct tail calls still bounces and runs in constant stack.
   */
  @Test
  void directTailCallsGiveTheirBudgetBackWhenTheyEnd() throws InterruptedException {
    Procedure identity = new NamedProcedure("identity", 1, 1) {
      @Override
      public Object apply1(Object x) {
        return x;
      }
    };
    Procedure thrower = new NamedProcedure("thrower", 1, 1) {
      @Override
      public Object apply1(Object x) {
        throw new IllegalStateException("thrown");
      }
    };
    Procedure viaTail = new NamedProcedure("via-tail", 2, 2) {
      @Override
      public Object apply2(Object f, Object x) {
        return TailCall.call1(f, x);
      }
    };
    Procedure[] chain = new Procedure[1];
    chain[0] = new NamedProcedure("chain", 1, 1) {
      @Override
      public Object apply1(Object n) {
        long k = (Long) n;
        return k == 0 ? "end" : TailCall.call1(chain[0], k - 1);
      }
    };
    Procedure driver = new NamedProcedure("driver", 0, 0) {
      @Override
      public Object apply0() {
        for (int i = 0; i < 100; i++) {
          try {
            viaTail.apply2(thrower, (long) i);
          } catch (IllegalStateException expected) {
            // the exception passes through the direct call, which gives its budget back
          }
        }
        long direct = 0;
        for (int i = 0; i < 100; i++) {
          Object result = viaTail.apply2(identity, (long) i);
          if (result instanceof TailCall bounce) {
            TailCall.resolve(bounce);
          } else {
            direct++;
          }
        }
        return Pair.list(direct, TailCall.resolve(chain[0].apply1(1_000_000L)));
      }
    };
    Object[] result = new Object[1];
    Thread thread = new Thread(() -> {
      TailCall.releaseForTesting();
      result[0] = TailCall.resolve(TailCall.of(driver));
    });
    thread.start();
    thread.join();
    assertEquals("(100 \"end\")", Scheme.write(result[0]));
  }

  @Test
  void builtinsHaveOneProcedureObjectPerName() {
    Procedure car = Builtins.lookup("car");
    assertNotNull(car);
    assertSame(car, Builtins.lookup("car"));
    assertNull(Builtins.lookup("no-such-builtin"));
    assertEquals("#<procedure car>", Scheme.write(car));
    assertEquals(1, car.minArity());
    assertEquals(1, car.maxArity());
    assertEquals("1", car.arityDescription());
    assertEquals("1 or more", Builtins.lookup("-").arityDescription());
    assertEquals("3 to 5", Builtins.lookup("vector-copy!").arityDescription());
    assertEquals("any number", Builtins.lookup("list").arityDescription());
  }

  @Test
  void builtinMethodsComeFixedArityFirstThenVariadic() {
    List<Method> plus = Builtins.methods("+");
    assertEquals(4, plus.size());
    assertEquals(0, plus.get(0).getParameterCount());
    assertEquals(2, plus.get(2).getParameterCount());
    assertEquals(Object[].class, plus.get(3).getParameterTypes()[0]);
    assertTrue(Builtins.methods("apply").get(0).getAnnotation(Builtin.class).tailCalls());
    assertFalse(Builtins.methods("car").get(0).getAnnotation(Builtin.class).tailCalls());
    assertTrue(Builtins.names().containsAll(List.of("car", "call/cc", "call-with-current-continuation",
        "%guard", "%parameterize", "%make-lazy-promise", "%make-record-type", "string->symbol")));
  }

  @Test
  void builtinProceduresDispatchOnArgumentCount() {
    assertEquals(0L, call("+"));
    assertEquals(6L, call("+", 1L, 2L, 3L));
    assertEquals(15L, call("+", 1L, 2L, 3L, 4L, 5L));
    assertEquals(-5L, call("-", 5L));
    assertEquals("-: expected at least 1 argument, got 0", errorOf(() -> call("-")));
    assertEquals("vector-copy!: expected between 3 and 5 arguments, got 2",
        errorOf(() -> call("vector-copy!", new Object[0], 0L)));
    Object[] target = new Object[] {1L, 2L, 3L};
    call("vector-copy!", target, 1L, new Object[] {7L, 8L, 9L}, 1L, 3L);
    assertEquals("#(1 8 9)", Scheme.write(target));
  }

  @Test
  void applySpreadsItsLastArgumentAsATailCall() {
    Object bounce = Builtins.lookup("apply").apply3(Builtins.lookup("+"), 1L, Pair.list(2L, 3L));
    assertTrue(bounce instanceof TailCall);
    assertEquals(6L, TailCall.resolve(bounce));
    assertEquals("apply: expected proper list, got (1 . 2)",
        errorOf(() -> call("apply", Builtins.lookup("+"), new Pair(1L, 2L))));
  }
}
