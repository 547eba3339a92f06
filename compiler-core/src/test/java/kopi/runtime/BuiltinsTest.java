package kopi.runtime;

import static kopi.runtime.Scheme.call;
import static kopi.runtime.Scheme.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The registry as a whole: R7RS coverage and the method shapes the code generator relies on. */
class BuiltinsTest {
  /** Every procedure of the R7RS small libraries that the runtime (not the expander) provides. */
  private static final String R7RS = """
      * + - / < <= = > >= abs append apply assoc assq assv binary-port? boolean=? boolean?
      bytevector bytevector-append bytevector-copy bytevector-copy! bytevector-length
      bytevector-u8-ref bytevector-u8-set! bytevector? caar cadr call-with-current-continuation
      call-with-port call-with-values call/cc car cdar cddr cdr ceiling char->integer char-ready?
      char<=? char<? char=? char>=? char>? char? close-input-port close-output-port close-port
      complex? cons current-error-port current-input-port current-output-port denominator
      dynamic-wind eof-object eof-object? eq? equal? eqv? error error-object-irritants
      error-object-message error-object? even? exact exact-integer-sqrt exact-integer? exact? expt
      features file-error? floor floor-quotient floor-remainder floor/ flush-output-port for-each
      gcd get-output-bytevector get-output-string inexact inexact? input-port-open? input-port?
      integer->char integer? lcm length list list->string list->vector list-copy list-ref
      list-set! list-tail list? make-bytevector make-list make-parameter make-string make-vector
      map max member memq memv min modulo negative? newline not null? number->string number?
      numerator odd? open-input-bytevector open-input-string open-output-bytevector
      open-output-string output-port-open? output-port? pair? peek-char peek-u8 positive?
      procedure? quotient raise raise-continuable rational? rationalize read-bytevector
      read-bytevector! read-char read-error? read-line read-string read-u8 real? remainder reverse
      round set-car! set-cdr! square string string->list string->number string->symbol
      string->utf8 string->vector string-append string-copy string-copy! string-fill!
      string-for-each string-length string-map string-ref string-set! string<=? string<? string=?
      string>=? string>? string? substring symbol->string symbol=? symbol? textual-port? truncate
      truncate-quotient truncate-remainder truncate/ u8-ready? utf8->string values vector
      vector->list vector->string vector-append vector-copy vector-copy! vector-fill!
      vector-for-each vector-length vector-map vector-ref vector-set! vector?
      with-exception-handler write-bytevector write-char write-string write-u8 zero?
      char-alphabetic? char-ci<=? char-ci<? char-ci=? char-ci>=? char-ci>? char-downcase
      char-foldcase char-lower-case? char-numeric? char-upcase char-upper-case? char-whitespace?
      digit-value string-ci<=? string-ci<? string-ci=? string-ci>=? string-ci>? string-downcase
      string-foldcase string-upcase acos asin atan cos exp finite? infinite? log nan? sin sqrt tan
      force make-promise promise? display write write-shared write-simple read command-line
      emergency-exit exit get-environment-variable get-environment-variables current-jiffy
      current-second jiffies-per-second call-with-input-file call-with-output-file delete-file
      file-exists? open-input-file open-output-file
      angle imag-part magnitude make-polar make-rectangular real-part
      """;

  /** The binary search over the index's sorted method lines finds each name's first line, and only its names. */
  @Test
  void theIndexSearchFindsEveryNameAtItsFirstLine() {
    String text = IndexResources.read(Builtins.INDEX_RESOURCE);
    java.util.Map<String, Integer> first = new java.util.LinkedHashMap<>();
    for (int at = 0; at < text.length(); at = IndexResources.lineEnd(text, at) + 1) {
      if (text.startsWith("m\t", at)) {
        first.putIfAbsent(text.substring(at + 2, text.indexOf('\t', at + 2)), at);
      }
    }
    assertTrue(first.size() > 500);
    List<String> wrong = new ArrayList<>();
    for (java.util.Map.Entry<String, Integer> name : first.entrySet()) {
      if (Builtins.find(name.getKey()) != name.getValue()) {
        wrong.add(name.getKey());
      }
      for (String absent : new String[] {name.getKey() + "\u0000", name.getKey() + "~~", name.getKey() + "\uffff"}) {
        if (!first.containsKey(absent) && Builtins.find(absent) >= 0) {
          wrong.add(absent);
        }
      }
    }
    for (String absent : new String[] {"", "\u0000", "\uffff", "current-output-port!", "zzz-no-such"}) {
      if (!first.containsKey(absent) && Builtins.find(absent) >= 0) {
        wrong.add(absent);
      }
    }
    assertEquals(List.of(), wrong);
  }

  @Test
  void everyR7rsProcedureIsABuiltin() {
    List<String> missing = new ArrayList<>();
    for (String name : R7RS.trim().split("\\s+")) {
      if (!Builtins.isBuiltin(name)) {
        missing.add(name);
      }
    }
    assertEquals(List.of(), missing);
  }

  @Test
  void everyBuiltinMethodHasTheShapeCodegenExpects() {
    List<String> wrong = new ArrayList<>();
    for (String name : Builtins.names()) {
      for (Method method : Builtins.methods(name)) {
        boolean shape = Modifier.isPublic(method.getModifiers()) && Modifier.isStatic(method.getModifiers())
            && method.getReturnType() == Object.class;
        for (Class<?> parameter : method.getParameterTypes()) {
          shape &= parameter == Object.class
              || (parameter == Object[].class && method.getParameterCount() == 1);
        }
        if (!shape) {
          wrong.add(name + ": " + method);
        }
      }
      assertNotNull(Builtins.lookup(name), name);
    }
    assertEquals(List.of(), wrong);
  }

  @Test
  void binaryPorts() {
    Object out = call("open-output-bytevector");
    call("write-u8", 1L, out);
    call("write-bytevector", new byte[] {2, 3, 4}, out, 1L);
    assertEquals("#u8(1 3 4)", write(call("get-output-bytevector", out)));
    Object in = call("open-input-bytevector", new byte[] {9, (byte) 200});
    assertEquals(9L, call("peek-u8", in));
    assertEquals(9L, call("read-u8", in));
    assertEquals("#u8(200)", write(call("read-bytevector", 5L, in)));
    assertEquals(Eof.VALUE, call("read-u8", in));
    assertEquals(true, call("binary-port?", in));
    assertEquals(false, call("textual-port?", in));
  }

  @Test
  void filesRoundTrip(@TempDir Path directory) throws Exception {
    String name = directory.resolve("out.txt").toString();
    call("with-output-to-file", name, Scheme.thunk(() -> call("write", Scheme.list(1L, "λ"))));
    assertEquals("(1 \"λ\")", Files.readString(Path.of(name)));
    assertEquals(true, call("file-exists?", name));
    assertEquals("(1 \"λ\")", write(call("call-with-input-file", name, Builtins.lookup("read"))));
    call("delete-file", name);
    assertEquals(false, call("file-exists?", name));
    assertTrue(Scheme.errorOf(() -> call("open-input-file", name)).startsWith("file: cannot open input file"));
    assertEquals(true, call("%guard", Scheme.thunk(() -> call("open-input-file", name)),
        Scheme.catchAll("h", a -> call("file-error?", a[0]))));
  }
}
