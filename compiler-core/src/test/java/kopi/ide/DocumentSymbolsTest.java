package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DocumentSymbolsTest {

  /** The outline as indented lines {@code KIND name [selected text]}, children under parents. */
  private static List<String> outline(String text) {
    List<String> lines = new ArrayList<>();
    render(DocumentSymbols.of(SourceDocument.of("u", 1, text)), text, "", lines);
    return lines;
  }

  private static void render(List<DocumentSymbols.Symbol> symbols, String text, String indent, List<String> out) {
    for (DocumentSymbols.Symbol symbol : symbols) {
      String selected = text.substring(symbol.selection().start(), symbol.selection().end());
      out.add(indent + symbol.kind() + " " + symbol.name() + (selected.equals(symbol.name()) ? "" : " !" + selected));
      render(symbol.children(), text, indent + "  ", out);
    }
  }

  @Test
  void definitionsOfVariablesAndProcedures() {
    assertEquals(
        List.of("VARIABLE x", "FUNCTION f", "  FUNCTION helper", "FUNCTION g", "VARIABLE n", "FUNCTION curried"),
        outline("""
            (define x 1)
            (define (f a ::int) ::int
              (define (helper) a)
              (helper))
            (define g (lambda (y) y))
            (define n ::long 5)
            (define ((curried a) b) a)
            (display x)
            """));
  }

  @Test
  void recordTypesMacrosAndValues() {
    assertEquals(List.of("RECORD point", "  CONSTRUCTOR make-point", "  FUNCTION point?",
        "  FIELD x", "    FUNCTION point-x", "    FUNCTION set-point-x!", "  FIELD y", "    FUNCTION point-y",
        "MACRO swap!", "VARIABLE q", "VARIABLE r"),
        outline("""
            (define-record-type point (make-point x y) point?
              (x point-x set-point-x!)
              (y point-y))
            (define-syntax swap! (syntax-rules () ((_ a b) (let ((t a)) (set! a b) (set! b t)))))
            (define-values (q r) (floor/ 7 2))
            """));
  }

  @Test
  void librariesHoldTheirDefinitions() {
    assertEquals(List.of("LIBRARY (my lib)", "  FUNCTION hello", "  VARIABLE greeting", "FUNCTION after"),
        outline("""
            (define-library (my lib)
              (export hello)
              (import (scheme base))
              (begin
                (define (hello) greeting)
                (define greeting "hi")))
            (begin (define (after) 1))
            """));
  }

  @Test
  void rangesCoverTheFormAndSelectionsTheName() {
    String text = "(foo)\n(define (f x)\n  x)";
    DocumentSymbols.Symbol f = DocumentSymbols.of(SourceDocument.of("u", 1, text)).get(0);
    assertEquals("(define (f x)\n  x)", text.substring(f.range().start(), f.range().end()));
    assertEquals(new TextRange(text.indexOf("f x"), text.indexOf("f x") + 1), f.selection());
    assertEquals("(f x)", f.detail());
  }

  @Test
  void malformedDefinitionsAreSkipped() {
    assertEquals(List.of("VARIABLE ok", "FUNCTION f"),
        outline("(define)\n(define 5 6)\n(define-record-type)\n(define ok 1)\n(define (f"));
  }
}
