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
        hints(
            "(let ((a -42) (b 1.5e3) (c 1/2) (d \"s\") (e #\\x) (f #t) (g 'sym) (h #(1 2)))\n  (list a b c d e f g h))"));
  }

  @Test
  void typedVariablesAndCallsOfProceduresWithAReturnTypeAreKnown() {
    String text = "(define (twice n ::int) ::int (* 2 n))\n(define (plain n) n)\n"
        + "(define (f x ::string y)\n  (let* ((copy x) (other y) (doubled (twice 3)) (unknown (plain 3)))\n"
        + "    (list copy other doubled unknown)))";
    assertEquals("n::integer copy::string doubled::int", hints(text), "plain is called once, with 3");
  }

  @Test
  void namedLetTypedBindingsAndUncertainValuesGetNoHint() {
    assertEquals("", hints("(let loop ((i 0)) (if (< i 3) (loop (+ i 1))))"));
    assertEquals("", hints("(let ((x ::int 5) (w (read))) (list x w))"));
  }

  @Test
  void onlyTheRequestedRangeIsHinted() {
    String text = "(let ((a 1))\n  a)\n(let ((b \"two\"))\n  b)\n";
    SourceDocument document = SourceDocument.of("file:///t.scm", 1, text);
    List<InlayHints.Hint> hints = InlayHints.of(document, text.indexOf("(let ((b"), text.length());
    assertEquals(List.of(new InlayHints.Hint(text.indexOf("b \"two") + 1, "::string")), hints);
  }

  /** The label of the hint at the {@code $0} marker, or null when there is none. */
  private static String hintAt(String marked) {
    Cursor cursor = Cursor.of(marked);
    return InlayHints.of(cursor.document(), 0, cursor.text().length()).stream()
        .filter(h -> h.offset() == cursor.offset()).map(InlayHints.Hint::label).findFirst().orElse(null);
  }

  @Test
  void parametersOfAProcedureCalledOnlyWithKnownTypesAreHinted() {
    assertEquals("::string",
        hintAt("(define (greet name$0) (string-append \"hi \" name))\n(greet \"bob\")\n(greet \"ann\")"));
    assertEquals("w::integer h::integer",
        hints("(define (area w h) (* w h))\n(display (area 3 4))\n(area 5 6)"));
    assertEquals("::string",
        hintAt("(define (f)\n  (let ((shout (lambda (s$0) (string-upcase s))))\n    (shout \"a\")))"));
  }

  @Test
  void parametersOfProceduresThatEscapeOrGetMixedValuesAreNotHinted() {
    assertEquals("", hints("(define (f x) x)\n(map f '(1 2))\n(f 1)"), "f escapes: map may pass anything");
    assertEquals("", hints("(define (g x) x)\n(g 1)\n(g \"s\")"), "an integer or a string is no useful type");
    assertEquals("", hints("(define (h x) (set! x 2) x)\n(h \"s\")"), "an assigned parameter");
    assertEquals("", hints("(define (k x ::int y) y)\n(k 1 (read))"), "typed, and a value of unknown type");
  }

  @Test
  void letBindingsGetTheInferredTypeOfTheirValue() {
    assertEquals("::number", hintAt("(define (f a b)\n  (let ((sum$0 (+ a b)))\n    sum))"));
    assertEquals("::string", hintAt("(let ((s$0 (string-append \"a\" \"b\"))) s)"));
  }

  @Test
  void afterAnEditHintsComeFromThePreviousAnalysisMoved() {
    String text = "(define (greet name) (string-append \"hi \" name))\n(greet \"bob\")\n";
    SourceDocument first = SourceDocument.of("file:///t.scm", 1, text);
    first.analysis();
    SourceDocument edited = first.edit(2, 0, 0, "\n\n");
    List<InlayHints.Hint> hints = InlayHints.of(edited, 0, edited.text().length());
    assertEquals(List.of(new InlayHints.Hint(edited.text().indexOf("name") + 4, "::string")), hints);
    assertEquals(null, edited.analysisIfReady(), "answered without expanding the new text");
  }
}
