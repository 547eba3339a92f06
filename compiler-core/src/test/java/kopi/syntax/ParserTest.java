package kopi.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Token kinds, tree shapes, diagnostics and error recovery. */
class ParserTest {

  /** The kinds of the root's non-trivia children, with the kinds of tokens joined by spaces. */
  private static List<String> tokens(String text) {
    List<String> out = new ArrayList<>();
    collect(Parser.parse(text).syntax(), out);
    return out;
  }

  private static void collect(SyntaxNode node, List<String> out) {
    if (node.isToken()) {
      if (node.kind() != SyntaxKind.WHITESPACE) {
        out.add(node.kind() + ":" + node.text());
      }
      return;
    }
    for (SyntaxNode child : node.children()) {
      collect(child, out);
    }
  }

  private static String codes(String text) {
    StringBuilder out = new StringBuilder();
    for (Diagnostic diagnostic : Parser.parse(text).diagnostics()) {
      out.append(diagnostic.code()).append('@').append(diagnostic.start()).append('-').append(diagnostic.end())
          .append(' ');
    }
    return out.toString().trim();
  }

  private static List<String> messages(String text) {
    return Parser.parse(text).diagnostics().stream().map(Diagnostic::message).toList();
  }

  @Test
  void lexesTheR7rsSyntax() {
    assertEquals(List.of("OPEN_PAREN:(", "IDENTIFIER:|a b|", "BOOLEAN:#t", "BOOLEAN:#false", "NUMBER:#x1F",
        "NUMBER:-1.5e3", "NUMBER:1/2", "NUMBER:+inf.0", "NUMBER:1+2i", "CHARACTER:#\\space", "CHARACTER:#\\(",
        "STRING:\"a\\\"b\"", "CLOSE_PAREN:)"),
        tokens("(|a b| #t #false #x1F -1.5e3 1/2 +inf.0 1+2i #\\space #\\( \"a\\\"b\")"));
    assertEquals(
        List.of("VECTOR_OPEN:#(", "NUMBER:1", "CLOSE_PAREN:)", "BYTEVECTOR_OPEN:#u8(", "NUMBER:2", "CLOSE_PAREN:)",
            "QUOTE:'", "IDENTIFIER:a", "QUASIQUOTE:`", "UNQUOTE:,", "IDENTIFIER:b", "UNQUOTE_SPLICING:,@",
            "IDENTIFIER:c"),
        tokens("#(1) #u8(2) 'a `,b ,@c"));
    assertEquals(
        List.of("LABEL_DEFINITION:#0=", "OPEN_PAREN:(", "IDENTIFIER:a", "DOT:.", "LABEL_REFERENCE:#0#", "CLOSE_PAREN:)",
            "BLOCK_COMMENT:#| a #| nested |# b |#", "DATUM_COMMENT_PREFIX:#;", "IDENTIFIER:x", "DIRECTIVE:#!fold-case",
            "LINE_COMMENT:; end"),
        tokens("#0=(a . #0#) #| a #| nested |# b |# #;x #!fold-case ; end"));
  }

  @Test
  void lexesKawaSyntax() {
    assertEquals(List.of("OPEN_BRACKET:[", "IDENTIFIER:a", "CLOSE_BRACKET:]", "KEYWORD:name:", "IDENTIFIER:obj:method",
        "IDENTIFIER:x", "COLON_COLON:::", "IDENTIFIER:int", "COLON_COLON:::", "IDENTIFIER:vector", "OPEN_BRACKET:[",
        "IDENTIFIER:string", "CLOSE_BRACKET:]", "SPECIAL:#!optional", "SPECIAL:#!eof"),
        tokens("[a] name: obj:method x ::int ::vector[string] #!optional #!eof"));
    assertEquals(List.of("EXT_OPEN:&tag{", "EXT_TEXT:a ", "EXT_ESCAPE_OPEN:&[", "IDENTIFIER:e", "CLOSE_BRACKET:]",
        "EXT_TEXT: ", "OPEN_BRACE:{", "EXT_TEXT:b", "CLOSE_BRACE:}", "EXT_TEXT: ", "EXT_ENTITY:&lt;", "EXT_TEXT: ",
        "EXT_OPEN:&`{", "EXT_TEXT:ls", "CLOSE_BRACE:}", "CLOSE_BRACE:}"),
        tokens("&tag{a &[e] {b} &lt; &`{ls}}"));
  }

  @Test
  void nestingShapesTheTree() {
    String dump = TreeDump.dump(Parser.parse("(a 'b)"));
    assertEquals("""
        ROOT 0..6
          LIST 0..6
            OPEN_PAREN 0..1 "("
            IDENTIFIER 1..2 "a"
            WHITESPACE 2..3 " "
            ABBREVIATION 3..5
              QUOTE 3..4 "'"
              IDENTIFIER 4..5 "b"
            CLOSE_PAREN 5..6 ")"
        """, dump);
    assertEquals("ROOT 0..3\n  STRING 0..3 \"\\\"\\n\\\"\"\n", TreeDump.dump(Parser.parse("\"\n\"")));
  }

  @Test
  void cursorsFindTokensAndNodes() {
    ParseResult result = Parser.parse("(foo (bar baz))");
    SyntaxNode token = result.syntax().tokenAt(7);
    assertEquals("bar", token.text());
    assertEquals(6, token.start());
    assertEquals(SyntaxKind.LIST, token.parent().kind());
    assertEquals(5, token.parent().start());
    assertEquals(SyntaxKind.ROOT, token.parent().parent().parent().kind());
    assertEquals(5, result.syntax().nodeAt(7).start());
    assertEquals(")", result.syntax().tokenAt(15).text());
    assertEquals(1, result.topLevelForms().size());
    assertEquals(List.of(), Parser.parse("").topLevelForms());
  }

  @Test
  void missingCloserNamesTheOpenerLine() {
    assertEquals(List.of("missing ')' to close '(' opened at line 3"), messages("\n\n(define x\n  (+ 1 2)"));
    assertEquals("read.unclosed-list@2-3", codes("\n\n(define x\n  (+ 1 2)"));
  }

  @Test
  void missingCloserDoesNotSwallowTheNextDefinition() {
    String text = "(define (f x)\n  (let ((y 1))\n    (g y)\n\n(define (h) 1)\n(h)\n";
    ParseResult result = Parser.parse(text);
    assertEquals(3, result.topLevelForms().size());
    assertEquals("(define (h) 1)", result.topLevelForms().get(1).text());
    assertEquals(List.of("missing ')' to close '(' opened at line 1", "missing ')' to close '(' opened at line 2"),
        messages(text));
  }

  @Test
  void validCodeAtColumnZeroInsideAFormIsNotSplit() {
    ParseResult result = Parser.parse("(define x\n(+ 1\n2))\n(y)");
    assertEquals(2, result.topLevelForms().size());
    assertEquals(List.of(), result.diagnostics());
  }

  @Test
  void strayClosers() {
    assertEquals("read.unexpected-closer@3-4", codes("(a))"));
    assertEquals(List.of("unexpected ')' with no matching opener"), messages("(a))"));
    // A wrong closer that no enclosing list expects ends the list, so what follows stays outside.
    assertEquals(List.of("unexpected ']', expected ')' to close '(' opened at line 1",
        "unexpected ')' with no matching opener"), messages("(a ] b)"));
    ParseResult mismatched = Parser.parse("(a b]\n[c d)\n(e)");
    assertEquals(3, mismatched.topLevelForms().size());
    assertEquals("(a b]", mismatched.topLevelForms().get(0).text());
    assertEquals(List.of("unexpected ']', expected ')' to close '(' opened at line 1",
        "unexpected ')', expected ']' to close '[' opened at line 2"), messages("(a b]\n[c d)\n(e)"));
    // A closer that matches an enclosing opener closes the inner list instead.
    assertEquals(List.of("missing ')' to close '(' opened at line 1"), messages("[a (b]"));
    assertEquals(List.of("missing ')' to close '(' opened at line 1"), messages("(let ([x (f y]) x)"));
    // The same rule holds in the arguments of an extended literal, which then takes its body.
    assertEquals(List.of("unexpected ')', expected ']' to close '&tag[' opened at line 1"), messages("&tag[a){b}"));
    assertEquals(1, Parser.parse("&tag[a){b}").topLevelForms().size());
  }

  @Test
  void unterminatedTokensStopAtTheEndOfTheLine() {
    ParseResult result = Parser.parse("(display \"abc)\n(newline)\n");
    assertEquals(List.of("read.unclosed-list", "read.unterminated-string"),
        result.diagnostics().stream().map(Diagnostic::code).toList());
    assertEquals(2, result.topLevelForms().size());
    assertEquals("read.unterminated-identifier@0-4", codes("|abc\nfoo"));
    // The language reads an unclosed string to the end of the file, so the message names it,
    // while recovery keeps the lines after the first one as code.
    assertEquals(List.of("unterminated string: expected '\"' before the end of the file"), messages("\"abc\nfoo"));
    assertEquals(List.of("unterminated identifier: expected '|' before the end of the file"), messages("|abc\nfoo"));
    assertEquals(2, Parser.parse("\"abc\n(foo)").topLevelForms().size());
    assertEquals("read.unterminated-comment@0-2", codes("#| abc"));
  }

  @Test
  void shebangLineIsACommentAtTheStartOnly() {
    assertEquals(List.of("LINE_COMMENT:#!/usr/bin/env kopi", "OPEN_PAREN:(", "IDENTIFIER:a", "CLOSE_PAREN:)"),
        tokens("#!/usr/bin/env kopi\n(a)"));
    assertEquals(List.of("LINE_COMMENT:#! kopi -s", "IDENTIFIER:a"), tokens("#! kopi -s\r\na"));
    assertEquals(List.of(), messages("#!/usr/bin/env kopi\n(a)"));
    assertEquals("read.bad-directive@2-8", codes("a\n#!/foo"));
    assertEquals("read.bad-directive@0-5", codes("#!foo"));
  }

  @Test
  void unterminatedExtendedLiteral() {
    assertEquals(List.of("missing '}' to close '&tag{' opened at line 1"), messages("&tag{abc"));
    assertEquals(List.of("missing '}' to close '&{' opened at line 1", "missing ']' to close '&[' opened at line 1"),
        messages("&{a &[b"));
  }

  @Test
  void badHashSyntaxAndCharacters() {
    assertEquals(List.of("unknown character name #\\foo"), messages("#\\foo"));
    assertEquals("read.bad-character@0-5", codes("#\\foo"));
    assertEquals(List.of("unknown # syntax #q"), messages("#q"));
    assertEquals(List.of("malformed number #x1g"), messages("#x1g"));
    assertEquals(List.of("malformed number #e1/0"), messages("#e1/0"));
    assertEquals("read.bad-directive@0-5", codes("#!foo"));
    assertEquals("read.bad-hash@0-2", codes("#\""));
    assertEquals("read.bad-label@0-3", codes("#12"));
    assertEquals("read.bad-escape@1-3", codes("\"\\q\""));
    assertEquals("read.bad-escape@1-6", codes("\"\\xZZ;\""));
    // A hex escape missing its ';' is labelled through its digits, not beyond.
    assertEquals("read.bad-escape@1-5", codes("\"\\x41 b;\""));
    assertEquals(List.of("malformed hex escape \\x41, expected \\xHEX;"), messages("\"\\x41\""));
    assertEquals(List.of("malformed hex escape \\x110000;, expected \\xHEX;"), messages("\"\\x110000;\""));
    // Only ASCII digits are hex digits.
    assertEquals("read.bad-escape@1-5", codes("\"\\x\u0664;\""));
    assertEquals(List.of("expected a Unicode scalar value, got #\\x110000"), messages("#\\x110000"));
    assertEquals(List.of("expected a Unicode scalar value, got #\\xDFFF"), messages("#\\xDFFF"));
    assertEquals(List.of("unknown character name #\\xylophone"), messages("#\\xylophone"));
    assertEquals(List.of(), messages("#\\x10FFFF #\\x #\\X41"));
    assertEquals("read.bad-entity@3-9", codes("&{a&#xZZ;}"));
    assertEquals("read.unexpected-brace@8-9 read.unexpected-closer@10-11", codes("&tag[a] {x}"));
  }

  @Test
  void dotsAndMissingData() {
    assertEquals("read.unexpected-dot@0-1", codes(". a"));
    assertEquals("read.unexpected-dot@1-2", codes("(. a)"));
    assertEquals("read.bad-dotted-list@7-8", codes("(a . b c)"));
    assertEquals("read.bad-dotted-list@3-4", codes("(a .)"));
    assertEquals("read.unexpected-dot@4-5", codes("#(a . b)"));
    assertEquals("read.unclosed-list@0-1 read.missing-datum@1-2", codes("('"));
    assertEquals(List.of("expected a datum after ', got ')'", "unexpected ')' with no matching opener"),
        messages("')"));
    assertEquals("read.bad-bytevector-element@4-7", codes("#u8(256 1)"));
  }

  @Test
  void parsingContinuesAfterErrors() {
    ParseResult result = Parser.parse("#\\foo (a ]) #q \"x\\q\" (ok)");
    assertEquals("(ok)", result.topLevelForms().get(result.topLevelForms().size() - 1).text());
  }

  @Test
  void completeness() {
    assertTrue(Parser.isComplete("(define x 1)"));
    assertTrue(Parser.isComplete(""));
    assertTrue(Parser.isComplete("(a))"));
    assertFalse(Parser.isComplete("(define x"));
    assertFalse(Parser.isComplete("\"abc"));
    assertFalse(Parser.isComplete("#| abc"));
    assertFalse(Parser.isComplete("&{abc"));
    assertFalse(Parser.isComplete("(display \"x)"));
    assertFalse(Parser.isComplete("'"));
  }

  @Test
  void diagnosticsAreSortedByStart() {
    List<Diagnostic> diagnostics = Parser.parse("(a #\\bad (b \"\\q\" #q").diagnostics();
    for (int i = 1; i < diagnostics.size(); i++) {
      assertTrue(diagnostics.get(i - 1).start() <= diagnostics.get(i).start());
    }
    assertEquals(5, diagnostics.size());
  }
}
