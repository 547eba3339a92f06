package kopi.runtime;

import static kopi.runtime.Scheme.call;
import static kopi.runtime.Scheme.catchAll;
import static kopi.runtime.Scheme.errorOf;
import static kopi.runtime.Scheme.fn;
import static kopi.runtime.Scheme.list;
import static kopi.runtime.Scheme.sym;
import static kopi.runtime.Scheme.thunk;
import static kopi.runtime.Scheme.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ControlTest {

  @Test
  void callCcEscapesWithItsArgument() {
    Object result = call("call/cc", fn("f", args -> {
      Procedure.call(args[0], 42L);
      throw new AssertionError("not reached");
    }));
    assertEquals(42L, result);
    assertEquals(7L, call("call/cc", fn("f", args -> 7L)));
  }

  @Test
  void callingAContinuationAfterItsExtentIsAnError() {
    Object[] saved = new Object[1];
    call("call/cc", fn("f", args -> saved[0] = args[0]));
    // Called from Java (the test's Scheme.call helper), the continuation is escape-only.
    assertEquals("continuation: called after its call/cc returned, and it cannot be re-entered:"
        + " it was captured through a non-re-entrant frame (Scheme.call)",
        errorOf(() -> Procedure.call(saved[0], 1L)));
  }

  @Test
  void dynamicWindRunsAfterThunksOnEscape() {
    List<String> trace = new ArrayList<>();
    Object result = call("call/cc", fn("f", args -> call("dynamic-wind",
        thunk(() -> trace.add("before")),
        thunk(() -> {
          trace.add("during");
          return Procedure.call(args[0], sym("escaped"));
        }),
        thunk(() -> trace.add("after")))));
    assertEquals(sym("escaped"), result);
    assertEquals(List.of("before", "during", "after"), trace);
  }

  @Test
  void dynamicWindNestsInnermostAfterFirst() {
    List<String> trace = new ArrayList<>();
    call("call/cc", fn("k", k -> call("dynamic-wind",
        thunk(() -> trace.add("in1")),
        thunk(() -> call("dynamic-wind",
            thunk(() -> trace.add("in2")),
            thunk(() -> Procedure.call(k[0], 0L)),
            thunk(() -> trace.add("out2")))),
        thunk(() -> trace.add("out1")))));
    assertEquals(List.of("in1", "in2", "out2", "out1"), trace);
  }

  @Test
  void handlerRunsInTheDynamicEnvironmentOfRaiseContinuable() {
    Object result = call("with-exception-handler",
        fn("handler", args -> Num.add(args[0], 1L)),
        thunk(() -> Num.mul(call("raise-continuable", 41L), 2L)));
    assertEquals(84L, result);
  }

  @Test
  void handlerReturningFromRaiseIsASecondaryError() {
    String message = errorOf(() -> call("with-exception-handler",
        fn("handler", args -> 0L),
        thunk(() -> call("raise", sym("oops")))));
    assertEquals("raise: exception handler returned from a non-continuable exception oops", message);
  }

  @Test
  void handlerSeesBuiltinErrorsBeforeUnwinding() {
    List<Object> seen = new ArrayList<>();
    Object result = call("call/cc", fn("k", k -> call("with-exception-handler",
        fn("handler", args -> {
          seen.add(call("error-object-message", args[0]));
          return Procedure.call(k[0], sym("recovered"));
        }),
        thunk(() -> call("car", Nil.NIL)))));
    assertEquals(sym("recovered"), result);
    assertEquals(List.of("car: expected pair, got ()"), seen);
  }

  @Test
  void handlersAreCalledWithTheOuterHandlerInstalled() {
    Object result = call("with-exception-handler",
        fn("outer", args -> Num.add(args[0], 100L)),
        thunk(() -> call("with-exception-handler",
            fn("inner", args -> call("raise-continuable", Num.add(args[0], 10L))),
            thunk(() -> call("raise-continuable", 1L)))));
    assertEquals(111L, result);
  }

  @Test
  void guardCatchesRaisedObjectsAndRunsAfterThunks() {
    List<String> trace = new ArrayList<>();
    Object result = call("%guard",
        thunk(() -> call("dynamic-wind",
            thunk(() -> trace.add("in")),
            thunk(() -> call("raise", sym("boom"))),
            thunk(() -> trace.add("out")))),
        catchAll("handler", args -> list(sym("caught"), args[0])));
    assertEquals("(caught boom)", write(result));
    assertEquals(List.of("in", "out"), trace);
  }

  @Test
  void guardTakesPrecedenceOverOuterHandlers() {
    List<Object> outer = new ArrayList<>();
    Object result = call("with-exception-handler",
        fn("outer", args -> outer.add(args[0])),
        thunk(() -> call("%guard",
            thunk(() -> call("error", "bad thing:", 1L, 2L)),
            catchAll("handler", args -> call("error-object-irritants", args[0])))));
    assertEquals("(1 2)", write(result));
    assertEquals(List.of(), outer);
  }

  @Test
  void guardReRaisesToTheOuterHandlerWhenNoClauseMatches() {
    Object result = call("with-exception-handler",
        fn("outer", args -> list(sym("outer"), args[0])),
        thunk(() -> call("%guard",
            thunk(() -> call("raise-continuable", 5L)),
            fn("no-clause", args -> false))));
    assertEquals("(outer 5)", write(result));
  }

  @Test
  void guardReRaisesInTheDynamicEnvironmentOfTheRaise() {
    // R7RS 4.2.7: the outer handler's value goes back to the raise-continuable inside the guard
    // body, and the body's dynamic-wind extent is still active while the outer handler runs.
    List<String> trace = new ArrayList<>();
    Object result = call("with-exception-handler",
        fn("outer", args -> {
          trace.add("outer");
          return 42L;
        }),
        thunk(() -> call("%guard",
            thunk(() -> call("dynamic-wind",
                thunk(() -> trace.add("in")),
                thunk(() -> Num.add(1L, call("raise-continuable", sym("oops")))),
                thunk(() -> trace.add("out")))),
            fn("no-clause", args -> false))));
    assertEquals(43L, result);
    assertEquals(List.of("in", "outer", "out"), trace);
  }

  @Test
  void guardWithNoMatchingClauseAroundRaiseReportsTheHandlerReturning() {
    String message = errorOf(() -> call("with-exception-handler",
        fn("outer", args -> 0L),
        thunk(() -> call("%guard", thunk(() -> call("raise", 5L)), fn("no-clause", args -> false)))));
    assertTrue(message.startsWith("raise: exception handler returned"), message);
  }

  @Test
  void nestedGuardsCatchInnermostFirst() {
    Object result = call("%guard",
        thunk(() -> Pair.list(sym("inner-result"), call("%guard",
            thunk(() -> call("raise", 1L)),
            catchAll("inner", args -> Num.add(args[0], 1L))))),
        catchAll("outer", args -> sym("outer")));
    assertEquals("(inner-result 2)", write(result));
  }

  @Test
  void guardCatchesJavaExceptions() {
    Object result = call("%guard",
        thunk(() -> {
          throw new IllegalStateException("from java");
        }),
        catchAll("handler", args -> call("error-object-message", args[0])));
    assertEquals("from java", result);
  }

  @Test
  void errorObjects() {
    Object error = call("%guard", thunk(() -> call("error", "msg", 1L)), catchAll("h", args -> args[0]));
    assertEquals(true, call("error-object?", error));
    assertEquals("msg", call("error-object-message", error));
    assertEquals("(1)", write(call("error-object-irritants", error)));
    assertEquals(false, call("error-object?", 5L));
    assertEquals("msg 1 \"two\"", errorOf(() -> call("error", "msg", 1L, "two")));
    assertEquals("oops", errorOf(() -> call("raise", sym("oops"))));
    Object kawaStyle = call("%guard", thunk(() -> call("error", sym("who"), "went wrong:", 1L)),
        catchAll("h", a -> a[0]));
    assertEquals("who", call("error-object-message", kawaStyle));
    assertEquals("(\"went wrong:\" 1)", write(call("error-object-irritants", kawaStyle)));
    SchemeError raised = null;
    try {
      call("raise", 5L);
    } catch (SchemeError e) {
      raised = e;
    }
    assertEquals(5L, raised.payload());
  }

  @Test
  void valuesAndCallWithValues() {
    assertEquals(1L, call("values", 1L));
    assertSame(Unspecified.VALUE, call("values"));
    assertEquals(3L, call("call-with-values", thunk(() -> call("values", 1L, 2L)), Builtins.lookup("+")));
    assertEquals(1L, call("call-with-values", thunk(() -> 1L), fn("id", args -> args[0])));
  }

  @Test
  void mapAndForEachOverSeveralLists() {
    assertEquals("(5 7 9)", write(call("map", Builtins.lookup("+"), list(1L, 2L, 3L), list(4L, 5L, 6L, 7L))));
    assertEquals("(2 3)", write(call("map", fn("inc", a -> Num.add(a[0], 1L)), list(1L, 2L))));
    List<Object> seen = new ArrayList<>();
    call("for-each", fn("f", a -> seen.add(list(a))), list(1L, 2L), list(sym("a"), sym("b")));
    assertEquals("[(1 a), (2 b)]", seen.toString());
    assertEquals("#(2 4)",
        write(call("vector-map", Builtins.lookup("+"), new Object[] {1L, 2L}, new Object[] {1L, 2L})));
  }

  @Test
  void delayForceChainsRunInConstantStack() {
    // (define (loop n) (delay-force (if (= n 0) (make-promise 'done) (loop (- n 1)))))
    Procedure[] loop = new Procedure[1];
    loop[0] = fn("loop", args -> call("%make-lazy-promise", thunk(() -> Num.isZero(args[0])
        ? call("make-promise", sym("done"))
        : Procedure.call(loop[0], Num.sub(args[0], 1L)))));
    assertEquals(sym("done"), call("force", Procedure.call(loop[0], 1_000_000L)));
  }

  @Test
  void delayedPromisesRunOnce() {
    int[] count = new int[1];
    Object promise = call("%make-delayed-promise", thunk(() -> ++count[0]));
    assertEquals(1, call("force", promise));
    assertEquals(1, call("force", promise));
    assertEquals(1, count[0]);
    assertEquals(5L, call("force", 5L));
    assertEquals(true, call("promise?", call("make-promise", 1L)));
  }

  @Test
  void parametersBindDynamicallyAndConvert() {
    Object p = call("make-parameter", 10L, fn("conv", args -> Num.mul(args[0], 2L)));
    assertEquals(20L, Procedure.call(p));
    Object inside = call("%parameterize", list(p), list(3L), thunk(() -> Procedure.call(p)));
    assertEquals(6L, inside);
    assertEquals(20L, Procedure.call(p));
    call("call/cc", fn("k", k -> call("%parameterize", list(p), list(1L),
        thunk(() -> Procedure.call(k[0], 0L)))));
    assertEquals(20L, Procedure.call(p));
    assertEquals("parameterize: expected parameter, got 5",
        errorOf(() -> call("%parameterize", list(5L), list(1L), thunk(() -> 0L))));
  }

  @Test
  void recordsHaveConstructorPredicateAccessorModifier() {
    Object type = call("%make-record-type", sym("<point>"), list(sym("x"), sym("y")));
    Object make = call("%record-constructor", type, list(sym("y")));
    Object isPoint = call("%record-predicate", type);
    Object getX = call("%record-accessor", type, sym("x"));
    Object getY = call("%record-accessor", type, sym("y"));
    Object setX = call("%record-modifier", type, sym("x"));
    Object point = Procedure.call(make, 2L);
    assertEquals(true, Procedure.call(isPoint, point));
    assertEquals(false, Procedure.call(isPoint, 5L));
    assertEquals(false, Procedure.call(getX, point));
    assertEquals(2L, Procedure.call(getY, point));
    Procedure.call(setX, point, 9L);
    assertEquals(9L, Procedure.call(getX, point));
    assertEquals("#<<point> x: 9 y: 2>", write(point));
    assertEquals("point-x: expected point, got 5", errorOf(() -> Procedure.call(getX, 5L)));
    assertEquals("make-point: expected 1 argument, got 2", errorOf(() -> Procedure.call(make, 1L, 2L)));
  }

  @Test
  void exitCodesFollowR7rs() {
    assertEquals(0, kopi.runtime.lib.SystemLib.exitCode(true));
    assertEquals(1, kopi.runtime.lib.SystemLib.exitCode(false));
    assertEquals(3, kopi.runtime.lib.SystemLib.exitCode(3L));
    assertEquals(0, kopi.runtime.lib.SystemLib.exitCode(0L));
    assertEquals(255, kopi.runtime.lib.SystemLib.exitCode(255L));
    // Out of 0..255 (POSIX would truncate 256 to 0, success) and non-integers are failures.
    assertEquals(1, kopi.runtime.lib.SystemLib.exitCode(256L));
    assertEquals(1, kopi.runtime.lib.SystemLib.exitCode(512L));
    assertEquals(1, kopi.runtime.lib.SystemLib.exitCode(-1L));
    assertEquals(1, kopi.runtime.lib.SystemLib.exitCode(new java.math.BigInteger("18446744073709551616")));
    assertEquals(1, kopi.runtime.lib.SystemLib.exitCode(2.0));
    assertTrue((Long) call("jiffies-per-second") > 0);
    assertTrue(write(call("features")).contains("r7rs"));
  }

  @Test
  void mapAndForEachRejectWhatIsNotAList() {
    Procedure car = Builtins.lookup("car");
    assertEquals("map: expected list, got 5", errorOf(() -> call("map", car, 5L)));
    assertEquals("for-each: expected list, got 5", errorOf(() -> call("for-each", car, 5L)));
    assertEquals("map: expected list, got x", errorOf(() -> call("map", Builtins.lookup("+"), list(1L), sym("x"))));
    assertEquals("for-each: expected proper list, got (1 . 2)",
        errorOf(() -> call("for-each", Builtins.lookup("-"), new Pair(1L, 2L))));
    assertEquals("()", write(call("map", car, Nil.NIL)));
  }
}
