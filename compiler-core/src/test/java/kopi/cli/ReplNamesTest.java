package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What the REPL's Tab, {@code ,describe} and {@code ,apropos} find, from the session's text. */
class ReplNamesTest {
  private final ReplNames names = new ReplNames();

  @Test
  void completesTheSessionsNamesBuiltinsLocalsAndJavaMembers() {
    names.append("(define (sum-of-squares a b) (+ (* a a) (* b b)))\n", true);
    assertEquals(new LineInput.Proposals(1, List.of("sum-of-squares")), names.complete("(sum-of-sq", 10));
    assertTrue(names.complete("(string-upc", 11).values().contains("string-upcase"));
    assertTrue(names.complete("(lambda (my-arg) (my-a", 22).values().contains("my-arg"));
    // A member: the value replaces the whole Class:prefix.
    assertTrue(names.complete("(java.lang.Math:flo", 19).values().contains("java.lang.Math:floor"),
        names.complete("(java.lang.Math:flo", 19).toString());
    // A member of a typed variable of the session.
    names.append("(define greeting ::String \"hello\")\n", true);
    assertTrue(names.complete("(greeting:toUpp", 15).values().contains("greeting:toUpperCase"),
        names.complete("(greeting:toUpp", 15).toString());
    // The unfinished lines typed before the line being edited are part of the form.
    assertTrue(names.complete("(let ((local-one 1))\n  (local-o", 30).values().contains("local-one"));
  }

  @Test
  void formsThatDidNotCompileAreNotKnown() {
    names.append("(define good 1)\n", true);
    names.append("(define bad-one (oops\n", false);
    assertEquals(List.of("good"), names.complete("goo", 3).values());
    assertEquals(List.of(), names.complete("bad-o", 5).values());
  }

  @Test
  void describeGivesTheSignatureDocAndTheReplLine() {
    names.append("(display 1)\n", true);
    names.append(";; Squares X.\n(define (sq x ::int) ::int\n  (* x x))\n", true);
    assertEquals("(sq x ::int) ::int\nSquares X.\ndefined at <repl>:3", names.describe("sq"));
    assertEquals("special form if", names.describe("if"));
    assertNull(names.describe("no-such-name"));
  }

  @Test
  void loadedFilesAreDescribedAtTheirOwnLines() {
    names.load("lib.scm", "\n(define (add1 n) (+ n 1))\n");
    assertEquals("(add1 n)\ndefined at lib.scm:2", names.describe("add1"));
    names.forgetAll();
    assertNull(names.describe("add1"));
  }

  @Test
  void aproposListsTheNamesContainingTheText() {
    names.append("(define my-upcase-thing 1)\n", true);
    List<String> found = names.apropos("upcase");
    assertTrue(found.containsAll(List.of("char-upcase", "my-upcase-thing", "string-upcase")), found.toString());
    assertFalse(found.contains("car"));
  }
}
