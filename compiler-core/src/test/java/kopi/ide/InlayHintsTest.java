package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class InlayHintsTest {

  /** The hints as {@code name::type} pairs, the name read from the text before each hint. */
  private static String hints(String text) {
    SourceDocument document = SourceDocument.of("file:///t.scm", 1, text);
    List<InlayHints.Hint> hints = InlayHints.of(document, 0, text.length());
    return hints.stream().map(h -> {
      int start = Identifiers.startBefore(text, h.offset());
      return text.substring(start, h.offset()) + h.label();
    }).collect(Collectors.joining(" "));
  }

  @Test
  void literalsHaveTheirTypes() {
    assertEquals("a::integer b::real c::rational d::string e::character f::boolean g::symbol h::vector",
        hints("(let ((a -42) (b 1.5e3) (c 1/2) (d \"s\") (e #\\x) (f #t) (g 'sym) (h #(1 2)))\n  (list a b c d e f g h))"));
  }

  @Test
  void typedVariablesAndCallsOfProceduresWithAReturnTypeAreKnown() {
    String text = "(define (twice n ::int) ::int (* 2 n))\n(define (plain n) n)\n"
        + "(define (f x ::string y)\n  (let* ((copy x) (other y) (doubled (twice 3)) (unknown (plain 3)))\n"
        + "    (list copy other doubled unknown)))";
    assertEquals("copy::string doubled::int", hints(text));
  }

  @Test
  void namedLetTypedBindingsAndUncertainValuesGetNoHint() {
    assertEquals("", hints("(let loop ((i 0)) (if (< i 3) (loop (+ i 1))))"));
    assertEquals("", hints("(let ((x ::int 5) (y (+ 1 2)) (z #e1.5) (w '(1 2))) (list x y z w))"));
  }

  @Test
  void onlyTheRequestedRangeIsHinted() {
    String text = "(let ((a 1))\n  a)\n(let ((b \"two\"))\n  b)\n";
    SourceDocument document = SourceDocument.of("file:///t.scm", 1, text);
    List<InlayHints.Hint> hints = InlayHints.of(document, text.indexOf("(let ((b"), text.length());
    assertEquals(List.of(new InlayHints.Hint(text.indexOf("b \"two") + 1, "::string")), hints);
  }
}
