package kopi.runtime;

import static kopi.runtime.Scheme.call;
import static kopi.runtime.Scheme.display;
import static kopi.runtime.Scheme.list;
import static kopi.runtime.Scheme.sym;
import static kopi.runtime.Scheme.write;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class PrinterTest {

  @Test
  void atoms() {
    assertEquals("#t #f", write(true) + " " + write(false));
    assertEquals("()", write(Nil.NIL));
    assertEquals("#!void", write(Unspecified.VALUE));
    assertEquals("#!eof", write(Eof.VALUE));
    assertEquals("#!default", write(DefaultObject.VALUE));
    assertEquals("42 -7 1/2 2.5", write(list(42L, -7L, Num.div(1L, 2L), 2.5)).replaceAll("[()]", ""));
    assertEquals("#(1 \"a\" #\\b)", write(new Object[] {1L, "a", Char.of('b')}));
    assertEquals("#(1 a b)", display(new Object[] {1L, "a", Char.of('b')}));
    assertEquals("#u8(0 255 7)", write(new byte[] {0, (byte) 255, 7}));
    assertEquals("foo:", write(Keyword.intern("foo")));
  }

  @Test
  void stringsAreEscapedByWriteOnly() {
    String text = "a\"b\\c\nd\te\u0007\u0001λ";
    assertEquals("\"a\\\"b\\\\c\\nd\\te\\a\\x1;λ\"", write(text));
    assertEquals(text, display(text));
    assertEquals("\"mutable\"", write(new MString("mutable")));
  }

  @Test
  void characters() {
    assertEquals("#\\a", write(Char.of('a')));
    assertEquals("#\\space", write(Char.of(' ')));
    assertEquals("#\\newline", write(Char.of('\n')));
    assertEquals("#\\null", write(Char.of(0)));
    assertEquals("#\\delete", write(Char.of(127)));
    assertEquals("#\\alarm", write(Char.of(7)));
    assertEquals("#\\x1", write(Char.of(1)));
    assertEquals("#\\λ", write(Char.of(0x3bb)));
    assertEquals("#\\xa0", write(Char.of(0xa0)));
    assertEquals("#\\😀", write(Char.of(0x1F600)));
    assertEquals("λ", display(Char.of(0x3bb)));
  }

  @Test
  void symbolsNeedBarsOnlyWhenTheyWouldNotReadBack() {
    assertEquals("hello", write(sym("hello")));
    assertEquals("|hello world|", write(sym("hello world")));
    assertEquals("||", write(sym("")));
    assertEquals("|1|", write(sym("1")));
    assertEquals("|+1|", write(sym("+1")));
    assertEquals("+", write(sym("+")));
    assertEquals("...", write(sym("...")));
    assertEquals("->x", write(sym("->x")));
    assertEquals("|a;b|", write(sym("a;b")));
    assertEquals("|a\\|b|", write(sym("a|b")));
    assertEquals("|#foo|", write(sym("#foo")));
    assertEquals("|foo:|", write(sym("foo:")));
    assertEquals("java.lang.String:valueOf", write(sym("java.lang.String:valueOf")));
    assertEquals("hello world", display(sym("hello world")));
  }

  @Test
  void listsAndQuoteForms() {
    assertEquals("(1 (2 3) . 4)", write(new Pair(1L, new Pair(list(2L, 3L), 4L))));
    assertEquals("(quote x)", write(list(sym("quote"), sym("x"))));
    assertEquals("(a \"b\")", write(list(sym("a"), "b")));
    assertEquals("(a b)", display(list(sym("a"), "b")));
  }

  @Test
  void writeLabelsOnlyCycles() {
    Pair cycle = new Pair(sym("a"), Nil.NIL);
    cycle.cdr = cycle;
    assertEquals("#0=(a . #0#)", write(cycle));
    Pair inner = (Pair) list(1L, 2L);
    ((Pair) inner.cdr).cdr = inner;
    assertEquals("(x . #0=(1 2 . #0#))", write(new Pair(sym("x"), inner)));
    Object[] vector = new Object[2];
    vector[0] = 1L;
    vector[1] = vector;
    assertEquals("#0=#(1 #0#)", write(vector));
    Object shared = list(1L);
    assertEquals("((1) (1))", write(list(shared, shared)));
  }

  @Test
  void writeSharedLabelsSharingAndWriteSimpleNever() {
    Object shared = list(1L);
    StringBuilder out = new StringBuilder();
    Printer.print(list(shared, shared), out, true, Printer.Labels.SHARED);
    assertEquals("(#0=(1) #0#)", out.toString());
    out.setLength(0);
    Printer.print(list(shared, shared), out, true, Printer.Labels.NONE);
    assertEquals("((1) (1))", out.toString());
  }

  @Test
  void aMillionElementListPrintsWithoutStackOverflow() {
    Object big = Nil.NIL;
    for (long i = 0; i < 1_000_000; i++) {
      big = new Pair(i % 10, big);
    }
    String text = write(big);
    assertEquals(2_000_001, text.length());
    Pair cyclic = new Pair(0L, Nil.NIL);
    Pair last = cyclic;
    for (int i = 0; i < 200_000; i++) {
      last.cdr = new Pair(1L, Nil.NIL);
      last = (Pair) last.cdr;
    }
    last.cdr = cyclic;
    String labelled = write(cyclic);
    assertEquals("#0=(0 1 1", labelled.substring(0, 9));
    assertEquals("1 . #0#)", labelled.substring(labelled.length() - 8));
  }

  @Test
  void recordsPrintTheirFields() {
    RecordType point = new RecordType("point", List.of(sym("x"), sym("y")));
    Object make = call("%record-constructor", point, list(sym("x"), sym("y")));
    assertEquals("#<point x: 1 y: \"a\">", write(Procedure.call(make, 1L, "a")));
    assertEquals("#<point x: 1 y: a>", display(Procedure.call(make, 1L, "a")));
  }

  @Test
  void proceduresAndErrors() {
    assertEquals("#<procedure car>", write(Builtins.lookup("car")));
    assertEquals("#<ERROR foo bar: 1 \"s\" x>",
        write(new ErrorObject("foo bar:", list(1L, "s", sym("x")))));
  }
}
