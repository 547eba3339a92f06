package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FormScannerTest {

  /** The text of each form the scanner finds. */
  private static List<String> forms(String text) {
    FormScanner.Scan scan = FormScanner.scan(text);
    assertTrue(scan.complete(), "complete: " + text);
    return scan.forms().stream().map(form -> text.substring(form.start(), form.end())).toList();
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "   \n", "42", "(+ 1 2)", "(define (f x)\n  (* x x))", "\"a(b\"",
      "\"a\\\"b\"", "#\\(", "#\\)", "#\\space", "'x", "'(a . b)", "#(1 2)", "#u8(1 2)", "[a b]",
      "; just a comment", "#| block #| nested |# |#", "#;(ignored) 1", "|a(b|", "a|b)c|d", ",@x",
      "#0=(a . #0#)", "(a #;b)", "(a #;)", "#!optional", "(x ::int)", ")", "(a))"})
  void completeInputs(String text) {
    assertTrue(FormScanner.isComplete(text), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"(", "(define (f x)\n  (* x x)", "\"abc", "\"abc\\\"", "#|", "#| #| |#", "'", "'  ",
      "#;", "#; ", "|ab", "(a \"b)\"", "#(1", "#u8(", "(a ; )", "`(a ,", "#0="})
  void incompleteInputs(String text) {
    assertFalse(FormScanner.isComplete(text), text);
  }

  @Test
  void splitsALineIntoItsForms() {
    assertEquals(List.of("(define a 1)", "(+ a 1)"), forms("(define a 1) (+ a 1)"));
    assertEquals(List.of("'x", "#\\a", "\"s\"", "12", "#(1)"), forms("'x #\\a \"s\" 12 #(1)"));
  }

  @Test
  void commentsAreNotForms() {
    assertEquals(List.of("1", "3"), forms("; one\n1 #| two |# #;2 3 ; four"));
  }

  @Test
  void aStrayCloserIsAFormOfItsOwn() {
    assertEquals(List.of("(a)", ")", "b"), forms("(a)) b"));
  }

  @Test
  void aCharacterNamedByTheLineEndIsComplete() {
    // REPL input always ends with the newline the user typed, so #\ at the end is #\newline.
    assertTrue(FormScanner.isComplete("#\\\n"));
  }
}
