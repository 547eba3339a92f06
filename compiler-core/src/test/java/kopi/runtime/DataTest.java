package kopi.runtime;

import static kopi.runtime.Scheme.call;
import static kopi.runtime.Scheme.errorOf;
import static kopi.runtime.Scheme.list;
import static kopi.runtime.Scheme.sym;
import static kopi.runtime.Scheme.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** Lists, equality, symbols, characters, strings, vectors and bytevectors. */
class DataTest {

  @Test
  void pairsAndLists() {
    Object abc = list(sym("a"), sym("b"), sym("c"));
    assertEquals(sym("b"), call("cadr", abc));
    assertEquals("(c)", write(call("cddr", abc)));
    assertEquals(3L, call("length", abc));
    assertEquals("(c b a)", write(call("reverse", abc)));
    assertEquals("(a b c d . e)",
        write(call("append", list(sym("a")), list(sym("b"), sym("c")), new Pair(sym("d"), sym("e")))));
    assertEquals("(b c)", write(call("list-tail", abc, 1L)));
    assertEquals(sym("c"), call("list-ref", abc, 2L));
    assertEquals("(c)", write(call("last-pair", abc)));
    assertEquals("(1 2 . 3)", write(call("cons*", 1L, 2L, 3L)));
    assertEquals(true, call("list?", abc));
    assertEquals(false, call("list?", new Pair(1L, 2L)));
    Pair cycle = new Pair(1L, Nil.NIL);
    cycle.cdr = cycle;
    assertEquals(false, call("list?", cycle));
    Object copy = call("list-copy", abc);
    assertNotSame(abc, copy);
    assertEquals(true, call("equal?", abc, copy));
    assertEquals("car: expected pair, got ()", errorOf(() -> call("car", Nil.NIL)));
    assertEquals("cadr: expected pair, got (a)", errorOf(() -> call("cadr", list(sym("a")))));
    assertEquals("length: expected proper list, got (1 . 2)", errorOf(() -> call("length", new Pair(1L, 2L))));
    assertEquals("list-ref: index 5 out of range for length 3", errorOf(() -> call("list-ref", abc, 5L)));
    assertEquals("(x x)", write(call("make-list", 2L, sym("x"))));
  }

  @Test
  void membershipAndAssociation() {
    Object numbers = list(1L, 2.0, list(3L));
    assertEquals("(2.0 (3))", write(call("memv", 2.0, numbers)));
    assertEquals(false, call("memv", 2L, numbers));
    assertEquals("((3))", write(call("member", list(3L), numbers)));
    assertEquals("(2.0 (3))", write(call("member", 2L, numbers, Builtins.lookup("="))));
    Object alist = list(new Pair(sym("a"), 1L), new Pair(2L, sym("b")), new Pair("s", 3L));
    assertEquals("(a . 1)", write(call("assq", sym("a"), alist)));
    assertEquals("(2 . b)", write(call("assv", 2L, alist)));
    assertEquals("(\"s\" . 3)", write(call("assoc", "s", alist)));
    assertEquals("(2 . b)", write(call("assoc", 2.0, list(new Pair(1L, 1L), new Pair(2L, sym("b"))),
        Builtins.lookup("="))));
    assertEquals(false, call("assq", sym("z"), alist));
  }

  @Test
  void equivalence() {
    assertEquals(true, call("eq?", sym("a"), Symbol.intern("a")));
    assertEquals(true, call("eq?", 100000L, 100000L));
    assertEquals(true, call("eq?", Char.of(0x3bb), Char.of(0x3bb)));
    assertEquals(true, call("eqv?", Num.add(Long.MAX_VALUE, 1L), Num.add(Long.MAX_VALUE, 1L)));
    assertEquals(false, call("eqv?", 1L, 1.0));
    assertEquals(false, call("eqv?", 0.0, -0.0));
    assertEquals(true, call("eqv?", Double.NaN, Double.NaN));
    assertEquals(false, call("eqv?", new MString("a"), new MString("a")));
    assertEquals(true, call("equal?", "abc", new MString("abc")));
    assertEquals(true, call("equal?", new Object[] {1L, list(2L)}, new Object[] {1L, list(2L)}));
    assertEquals(true, call("equal?", new byte[] {1, 2}, new byte[] {1, 2}));
    assertEquals(false, call("equal?", list(1L, 2L), list(1L, 3L)));
    Object big = Nil.NIL;
    Object big2 = Nil.NIL;
    for (long i = 0; i < 1_000_000; i++) {
      big = new Pair(i, big);
      big2 = new Pair(i, big2);
    }
    assertEquals(true, call("equal?", big, big2));
  }

  @Test
  void equalTerminatesOnCircularData() {
    Pair a = new Pair(1L, new Pair(2L, Nil.NIL));
    ((Pair) a.cdr).cdr = a;
    Pair b = new Pair(1L, new Pair(2L, new Pair(1L, new Pair(2L, Nil.NIL))));
    ((Pair) ((Pair) ((Pair) b.cdr).cdr).cdr).cdr = b;
    Pair c = new Pair(1L, new Pair(3L, Nil.NIL));
    ((Pair) c.cdr).cdr = c;
    assertEquals(true, call("equal?", a, b));
    assertEquals(false, call("equal?", a, c));
    Object[] v = {1L, null};
    v[1] = v;
    Object[] w = {1L, new Object[] {1L, null}};
    ((Object[]) w[1])[1] = w;
    assertEquals(true, call("equal?", v, w));
    Pair self = new Pair(null, Nil.NIL);
    self.car = self;
    Pair other = new Pair(null, Nil.NIL);
    other.car = other;
    assertEquals(true, call("equal?", self, other));
  }

  @Test
  void equalOnLongListsPastTheBudget() {
    Object x = Nil.NIL;
    Object y = Nil.NIL;
    for (long i = 0; i < 100_000; i++) {
      x = new Pair(i, x);
      y = new Pair(i, y);
    }
    assertEquals(true, call("equal?", x, y));
    assertEquals(false, call("equal?", x, new Pair(-1L, ((Pair) y).cdr)));
  }

  @Test
  void symbolsAreInterned() {
    assertSame(Symbol.intern("x"), call("string->symbol", new MString("x")));
    assertEquals("x", call("symbol->string", sym("x")));
    assertEquals(true, call("symbol=?", sym("x"), sym("x"), sym("x")));
    Object fresh = call("string->uninterned-symbol", "x");
    assertNotSame(sym("x"), fresh);
    assertEquals("symbol->string: expected symbol, got \"x\"", errorOf(() -> call("symbol->string", "x")));
  }

  @Test
  void characters() {
    assertEquals(955L, call("char->integer", Char.of(0x3bb)));
    assertSame(Char.of('a'), call("integer->char", 97L));
    assertEquals(Char.of('A'), call("char-upcase", Char.of('a')));
    assertEquals(true, call("char<?", Char.of('a'), Char.of('b'), Char.of('c')));
    assertEquals(true, call("char-ci=?", Char.of('a'), Char.of('A')));
    assertEquals(true, call("char-alphabetic?", Char.of(0x3bb)));
    assertEquals(true, call("char-whitespace?", Char.of('\t')));
    assertEquals(7L, call("digit-value", Char.of('7')));
    assertEquals(false, call("digit-value", Char.of('x')));
    assertEquals("integer->char: expected unicode scalar value, got 55296",
        errorOf(() -> call("integer->char", 0xD800L)));
  }

  @Test
  void stringsIndexByCodePoint() {
    String text = "a😀b";
    assertEquals(3L, call("string-length", text));
    assertEquals(Char.of(0x1F600), call("string-ref", text, 1L));
    assertEquals(Char.of('b'), call("string-ref", text, 2L));
    assertEquals("string-ref: index 3 out of range for length 3", errorOf(() -> call("string-ref", text, 3L)));
    Object copy = call("string-copy", text);
    assertInstanceOf(MString.class, copy);
    call("string-set!", copy, 1L, Char.of('x'));
    assertEquals("axb", copy.toString());
    call("string-set!", copy, 0L, Char.of(0x1F600));
    assertEquals("😀xb", copy.toString());
    assertEquals(Char.of('b'), call("string-ref", copy, 2L));
    assertEquals("😀b", call("substring", text, 1L, 3L).toString());
    assertEquals("(#\\a #\\😀 #\\b)", write(call("string->list", text)));
    assertEquals("string-set!: expected mutable string, got literal \"abc\"",
        errorOf(() -> call("string-set!", "abc", 0L, Char.of('x'))));
  }

  /**
   * substring and string-append copy mutable strings in bulk and carry their surrogate counts
   * over; code point indexing must stay right on both sides of a non-BMP character.
   */
  @Test
  void substringAndAppendOfMutableStringsKeepCodePointIndexing() {
    MString plain = new MString("hello world");
    Object world = call("substring", plain, 6L);
    assertInstanceOf(MString.class, world);
    assertEquals("world", world.toString());
    assertEquals("lo w", call("substring", plain, 3L, 7L).toString());
    assertEquals("", call("substring", plain, 11L, 11L).toString());
    assertEquals("substring: index 12 out of range for length 11", errorOf(() -> call("substring", plain, 2L, 12L)));
    MString wide = new MString("a😀b😀c");
    assertEquals(5L, call("string-length", wide));
    Object middle = call("substring", wide, 1L, 4L);
    assertEquals("😀b😀", middle.toString());
    assertEquals(3L, call("string-length", middle));
    assertEquals(Char.of('b'), call("string-ref", middle, 1L));
    Object joined = call("string-append", plain, middle, "!", wide);
    assertEquals("hello world😀b😀!a😀b😀c", joined.toString());
    assertEquals(20L, call("string-length", joined));
    assertEquals(Char.of('!'), call("string-ref", joined, 14L));
    assertEquals(Char.of(0x1F600), call("string-ref", joined, 16L));
    Object copied = call("substring", joined, 0L, 11L);
    call("string-set!", copied, 0L, Char.of('H'));
    assertEquals("Hello world", copied.toString());
    assertEquals("hello world", plain.toString());
  }

  @Test
  void stringOperations() {
    assertEquals("abcdef", call("string-append", "ab", new MString("cd"), "ef").toString());
    assertEquals("xxx", call("make-string", 3L, Char.of('x')).toString());
    assertEquals("abc", call("list->string", list(Char.of('a'), Char.of('b'), Char.of('c'))).toString());
    assertEquals("ABC", call("string-upcase", "abc").toString());
    assertEquals(true, call("string<?", "abc", "abd", "b"));
    assertEquals(false, call("string=?", "abc", "abd"));
    assertEquals(true, call("string-ci=?", "Hello", "hELLO"));
    assertEquals(false, call("string-ci<?", "b", "A"));
    assertEquals(true, call("string=?", "abc", new MString("abc")));
    assertEquals("a, b", call("string-join", list("a", "b"), ", ").toString());
    assertEquals("bcd", call("string-map",
        Scheme.fn("next", a -> Char.of(((Char) a[0]).codePoint() + 1)), "abc").toString());
    MString target = new MString("hello");
    call("string-copy!", target, 1L, "EL");
    assertEquals("hELlo", target.toString());
    call("string-fill!", target, Char.of('z'), 3L);
    assertEquals("hELzz", target.toString());
    assertEquals("string-copy: index 9 out of range for length 3", errorOf(() -> call("string-copy", "abc", 9L)));
  }

  @Test
  void vectors() {
    Object v = call("make-vector", 3L, 0L);
    call("vector-set!", v, 1L, sym("x"));
    assertEquals("#(0 x 0)", write(v));
    assertEquals(sym("x"), call("vector-ref", v, 1L));
    assertEquals("vector-ref: index 3 out of range for length 3", errorOf(() -> call("vector-ref", v, 3L)));
    assertEquals("vector-ref: expected non-negative exact integer, got -1",
        errorOf(() -> call("vector-ref", v, -1L)));
    assertEquals("(x 0)", write(call("vector->list", v, 1L)));
    assertEquals("#(1 2)", write(call("list->vector", list(1L, 2L))));
    assertEquals("#(1 2 3)", write(call("vector-append", new Object[] {1L}, new Object[] {2L, 3L})));
    assertEquals("#(x)", write(call("vector-copy", v, 1L, 2L)));
    call("vector-fill!", v, 7L);
    assertEquals("#(7 7 7)", write(v));
    assertEquals("abc",
        call("vector->string", (Object) new Object[] {Char.of('a'), Char.of('b'), Char.of('c')}).toString());
  }

  @Test
  void bytevectors() {
    Object b = call("bytevector", 1L, 200L);
    assertEquals("#u8(1 200)", write(b));
    assertEquals(200L, call("bytevector-u8-ref", b, 1L));
    assertEquals("bytevector: expected byte (exact integer 0 to 255), got 256",
        errorOf(() -> call("bytevector", 256L)));
    assertEquals("#u8(206 187)", write(call("string->utf8", "λ")));
    assertEquals("λ", call("utf8->string", call("string->utf8", "λ")).toString());
  }
}
