package kopi.runtime;

import static kopi.runtime.Scheme.call;
import static kopi.runtime.Scheme.errorOf;
import static kopi.runtime.Scheme.fn;
import static kopi.runtime.Scheme.list;
import static kopi.runtime.Scheme.sym;
import static kopi.runtime.Scheme.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import org.junit.jupiter.api.Test;

/** cxr compositions, SRFI 1 list operations, sorting, hash tables, gensym. */
class LibraryTest {

  @Test
  void everyCxrComposition() {
    Object tree = list(list(list(1L, 2L), 3L), list(4L, 5L), 6L, 7L);
    assertEquals(1L, call("caaar", tree));
    assertEquals(4L, call("caadr", tree));
    assertEquals(6L, call("caddr", tree));
    assertEquals(7L, call("cadddr", tree));
    assertEquals("(2)", write(call("cdaar", tree)));
    assertEquals(5L, call("cadadr", tree));
    assertEquals("()", write(call("cddddr", tree)));
    assertEquals(28, Builtins.names().stream().filter(n -> n.matches("c[ad]{2,4}r")).count());
    assertEquals("cdaaar: expected pair, got (1 2)", errorOf(() -> call("cdaaar", list(1L, 2L))));
  }

  @Test
  void srfi1ListOperations() {
    Object numbers = call("iota", 5L, 1L);
    assertEquals("(1 2 3 4 5)", write(numbers));
    assertEquals("(0.0 0.5 1.0)", write(call("iota", 3L, 0L, 0.5)));
    Object odd = Builtins.lookup("odd?");
    assertEquals("(1 3 5)", write(call("filter", odd, numbers)));
    assertEquals("(2 4)", write(call("remove", odd, numbers)));
    assertEquals(15L, call("fold", Builtins.lookup("+"), 0L, numbers));
    assertEquals("(5 4 3 2 1)", write(call("fold", Builtins.lookup("cons"), Nil.NIL, numbers)));
    assertEquals("(((() . 1) . 2) . 3)", write(call("fold-left", Builtins.lookup("cons"), Nil.NIL, list(1L, 2L, 3L))));
    assertEquals("(1 2 3)", write(call("fold-right", Builtins.lookup("cons"), Nil.NIL, list(1L, 2L, 3L))));
    assertEquals(15L, call("reduce", Builtins.lookup("+"), 0L, numbers));
    assertEquals(0L, call("reduce", Builtins.lookup("+"), 0L, Nil.NIL));
    assertEquals(2L, call("find", Builtins.lookup("even?"), numbers));
    assertEquals(1L, call("list-index", Builtins.lookup("even?"), numbers));
    assertEquals(true, call("any", Builtins.lookup("even?"), numbers));
    assertEquals(false, call("every", Builtins.lookup("even?"), numbers));
    assertEquals(3L, call("count", odd, numbers));
    assertEquals("(1 1 2 2)", write(call("append-map", fn("twice", a -> list(a[0], a[0])), list(1L, 2L))));
    assertEquals("(a b)", write(call("delete-duplicates", list(sym("a"), sym("b"), sym("a")))));
    assertEquals(5L, call("last", numbers));
  }

  @Test
  void sortingIsStable() {
    Object pairs = list(new Pair(2L, sym("a")), new Pair(1L, sym("b")), new Pair(2L, sym("c")), new Pair(1L, sym("d")));
    Object byCar = fn("by-car", a -> Num.less(((Pair) a[0]).car, ((Pair) a[1]).car));
    assertEquals("((1 . b) (1 . d) (2 . a) (2 . c))", write(call("list-sort", byCar, pairs)));
    assertEquals("((1 . b) (1 . d) (2 . a) (2 . c))", write(call("sort", pairs, byCar)));
    Object[] vector = {5L, 3L, 9L, 1L};
    Object sorted = call("vector-sort", Builtins.lookup("<"), vector);
    assertEquals("#(1 3 5 9)", write(sorted));
    assertNotSame(vector, sorted);
    call("vector-sort!", vector, Builtins.lookup(">"));
    assertEquals("#(9 5 3 1)", write(vector));
  }

  @Test
  void equalHashTables() {
    Object table = call("make-hash-table");
    call("hash-table-set!", table, "key", 1L);
    call("hash-table-set!", table, list(1L, 2L), 2L);
    call("hash-table-set!", table, 3L, 3L);
    assertEquals(1L, call("hash-table-ref/default", table, new MString("key"), false));
    assertEquals(2L, call("hash-table-ref", table, list(1L, 2L)));
    assertEquals(false, call("hash-table-ref/default", table, 3.0, false));
    assertEquals(3L, call("hash-table-size", table));
    call("hash-table-update!/default", table, 3L, fn("inc", a -> Num.add(a[0], 1L)), 0L);
    assertEquals(4L, call("hash-table-ref", table, 3L));
    call("hash-table-delete!", table, "key");
    assertEquals(false, call("hash-table-contains?", table, "key"));
    assertEquals("(((1 2) . 2) (3 . 4))", write(call("hash-table->alist", table)));
    assertEquals("hash-table-ref: key not found: missing",
        errorOf(() -> call("hash-table-ref", table, sym("missing"))));
    assertEquals(sym("default"), call("hash-table-ref", table, sym("missing"), Scheme.thunk(() -> sym("default"))));
  }

  @Test
  void eqvAndCustomHashTables() {
    Object eqv = call("make-hash-table", Builtins.lookup("eqv?"));
    Object key = list(1L);
    call("hash-table-set!", eqv, key, sym("found"));
    call("hash-table-set!", eqv, 1000000L, sym("number"));
    assertEquals(sym("found"), call("hash-table-ref/default", eqv, key, false));
    assertEquals(false, call("hash-table-ref/default", eqv, list(1L), false));
    assertEquals(sym("number"), call("hash-table-ref/default", eqv, 1000000L, false));
    Object ci = call("make-hash-table", Builtins.lookup("string-ci=?"),
        fn("ci-hash", a -> call("string-hash", call("string-downcase", a[0]))));
    call("hash-table-set!", ci, "Hello", 1L);
    assertEquals(1L, call("hash-table-ref/default", ci, "HELLO", false));
    Object r6rs = call("make-equal-hashtable");
    call("hashtable-set!", r6rs, "a", 1L);
    assertEquals("#(\"a\")", write(call("hashtable-keys", r6rs)));
  }

  @Test
  void gensymsAreFresh() {
    Object a = call("gensym");
    Object b = call("gensym");
    assertEquals(false, call("eq?", a, b));
    assertEquals(false, ((Symbol) a).isInterned());
  }
}
