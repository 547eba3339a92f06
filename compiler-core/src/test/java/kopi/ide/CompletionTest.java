package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import kopi.expand.SemanticModel.Kind;
import org.junit.jupiter.api.Test;

class CompletionTest {

  private static List<Completion.Item> complete(String marked) {
    Cursor cursor = Cursor.of(marked);
    return Completion.at(cursor.document(), cursor.offset());
  }

  private static Optional<Completion.Item> item(List<Completion.Item> items, String label) {
    return items.stream().filter(i -> i.label().equals(label)).findFirst();
  }

  @Test
  void localsInScopeComeFirstAndOutOfScopeOnesAreAbsent() {
    List<Completion.Item> items = complete(
        "(define (area width ::int height) (* wi$0 height))\n(define (other window) window)");
    assertEquals("width", items.get(0).label());
    assertEquals(Kind.LOCAL, items.get(0).kind());
    assertEquals("local ::int", items.get(0).detail());
    assertFalse(item(items, "window").isPresent(), "window belongs to another procedure");
    assertTrue(items.stream().allMatch(i -> i.label().startsWith("wi")));
  }

  @Test
  void moduleDefinitionsBuiltinsFormsMacrosAndRecords() {
    List<Completion.Item> items = complete(
        "(define-record-type point (make-point x y) point? (x point-x) (y point-y))\n"
        + "(define-syntax my-if (syntax-rules () ((_ c a b) (if c a b))))\n"
        + ";; Squares.\n(define (square n) (* n n))\n($0)");
    Completion.Item square = item(items, "square").orElseThrow();
    assertEquals(Kind.GLOBAL, square.kind());
    assertTrue(square.procedure());
    assertEquals("(square n)", square.detail());
    assertEquals("(make-point x y)", item(items, "make-point").orElseThrow().detail());
    assertEquals("(point-x record)", item(items, "point-x").orElseThrow().detail());
    assertTrue(item(items, "point-x").isPresent());
    assertEquals(Kind.MACRO, item(items, "my-if").orElseThrow().kind());
    assertEquals(Kind.SPECIAL_FORM, item(items, "lambda").orElseThrow().kind());
    Completion.Item car = item(items, "car").orElseThrow();
    assertEquals(Kind.BUILTIN, car.kind());
    assertEquals("builtin procedure, 1 argument", car.detail());
  }

  @Test
  void importsLimitTheTopLevelNames() {
    List<Completion.Item> items = complete("(import (only (scheme base) car cons define))\n(c$0)");
    assertEquals(List.of("car", "cons"), items.stream().map(Completion.Item::label).toList());
  }
}
