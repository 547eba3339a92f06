package kopi.runtime;

import static kopi.runtime.Scheme.call;
import static kopi.runtime.Scheme.errorOf;
import static kopi.runtime.Scheme.list;
import static kopi.runtime.Scheme.sym;
import static kopi.runtime.Scheme.thunk;
import static kopi.runtime.Scheme.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.math.BigInteger;
import kopi.runtime.lib.IoLib;
import org.junit.jupiter.api.Test;

class IoTest {

  @Test
  void stringOutputPorts() {
    Object port = call("open-output-string");
    call("write", "a\"b", port);
    call("display", " ", port);
    call("display", list(1L, "x", Char.of('c')), port);
    call("write-char", Char.of(0x3bb), port);
    call("newline", port);
    call("write-string", "done", port);
    assertEquals("\"a\\\"b\" (1 x c)λ\ndone", call("get-output-string", port).toString());
  }

  @Test
  void currentOutputPortCanBeParameterized() {
    Object port = call("open-output-string");
    Object parameter = Builtins.lookup("current-output-port");
    assertSame(IoLib.CURRENT_OUTPUT, parameter);
    call("%parameterize", list(parameter), list(port), thunk(() -> call("display", sym("inside"))));
    assertSame(OutputPort.console(), call("current-output-port"));
    assertEquals("inside", call("get-output-string", port).toString());
    assertEquals("hello 42", call("with-output-to-string", thunk(() -> {
      call("display", "hello ");
      return call("write", 42L);
    })).toString());
  }

  @Test
  void freshLineOnlyWhenNeeded() {
    Object port = call("open-output-string");
    call("fresh-line", port);
    call("display", "a", port);
    call("fresh-line", port);
    call("fresh-line", port);
    assertEquals("a\n", call("get-output-string", port).toString());
  }

  @Test
  void readCharPeekCharReadLineReadString() {
    Object port = call("open-input-string", "ab\r\ncd\nλ😀xyz");
    assertEquals(Char.of('a'), call("peek-char", port));
    assertEquals(Char.of('a'), call("read-char", port));
    assertEquals("b", call("read-line", port).toString());
    assertEquals("cd", call("read-line", port).toString());
    assertEquals("λ😀", call("read-string", 2L, port).toString());
    assertEquals("xyz", call("read-string", 10L, port).toString());
    assertSame(Eof.VALUE, call("read-char", port));
    assertSame(Eof.VALUE, call("read-line", port));
    assertEquals(true, call("eof-object?", call("read-string", 1L, port)));
  }

  @Test
  void readBuildsRuntimeData() {
    Object port = call("open-input-string",
        "(a \"s\" #\\x 1/2 2.5 #t #(1 2) #u8(3)) 'q 12345678901234567890 ; comment\n foo:");
    assertEquals("(a \"s\" #\\x 1/2 2.5 #t #(1 2) #u8(3))", write(call("read", port)));
    assertEquals("(quote q)", write(call("read", port)));
    assertEquals(new BigInteger("12345678901234567890"), call("read", port));
    assertInstanceOf(Keyword.class, call("read", port));
    assertSame(Eof.VALUE, call("read", port));
  }

  @Test
  void readAndReadCharShareThePort() {
    Object port = call("open-input-string", "(1 2) rest");
    assertEquals("(1 2)", write(call("read", port)));
    assertEquals(Char.of(' '), call("read-char", port));
    assertEquals(sym("rest"), call("read", port));
  }

  @Test
  void readResolvesDatumLabels() {
    Object datum = call("read", call("open-input-string", "#0=(a b . #0#)"));
    assertEquals("#0=(a b . #0#)", write(datum));
  }

  @Test
  void readReportsMalformedInput() {
    String message = errorOf(() -> call("read", call("open-input-string", "(1 2")));
    assertEquals("read: missing ')' to close '(' opened at line 1", message);
  }

  @Test
  void formatLikeKawa() {
    assertEquals("a=str s=\"str\" d=42 x=ff b=101 o=10 c=z\npct=~ list=(1 two)",
        call("format", false, "a=~a s=~s d=~d x=~x b=~b o=~o c=~c~%pct=~~ list=~a", "str", "str", 42L, 255L,
            5L, 8L, Char.of('z'), list(1L, "two")).toString());
    assertEquals("   42|3.14|ab        |", call("format", false, "~5d|~,2f|~10a|", 42L, 3.14159, "ab").toString());
    assertEquals("x3y", call("format", "x~ay", 3L).toString());
    Object port = call("open-output-string");
    call("format", port, "hello ~a~&~&", 1L);
    assertEquals("hello 1\n", call("get-output-string", port).toString());
    assertEquals("format: not enough arguments for ~a in \"~a ~a\"", errorOf(() -> call("format", false, "~a ~a", 1L)));
  }

  @Test
  void stringToNumber() {
    assertEquals(255L, call("string->number", "#xff"));
    assertEquals(255L, call("string->number", "ff", 16L));
    assertEquals("1/2", write(call("string->number", "2/4")));
    assertEquals(1000.0, call("string->number", "1e3"));
    assertEquals(false, call("string->number", "abc"));
    assertEquals(Double.NEGATIVE_INFINITY, call("string->number", "-inf.0"));
    assertEquals("1+2i", write(call("string->number", "1+2i")));
    assertEquals("1+15i", write(call("string->number", "1+fi", 16L)));
    assertEquals(false, call("string->number", "1/0"));
    assertEquals("|1e3|", write(sym("1e3")));
    assertEquals("|-inf.0|", write(sym("-inf.0")));
  }
}
