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
    assertEquals("(car pair)", car.detail());
  }

  @Test
  void importedNamesAreCompleted() {
    List<Completion.Item> items = complete("(import (prefix (only (scheme base) car cons) b:))\n(b:c$0)");
    assertEquals(List.of("b:car", "b:cons"), items.stream().map(Completion.Item::label).toList());
  }

  @Test
  void staticMembersAfterAClassNameAndColon() {
    List<Completion.Item> items = complete("(display (java.lang.Math:ab$0 -3))");
    Completion.Item abs = item(items, "abs").orElseThrow();
    assertEquals(Kind.BUILTIN, abs.kind());
    assertTrue(abs.procedure());
    assertTrue(abs.detail().contains("int abs(int)"), abs.detail());
    assertEquals("Java static method of java.lang.Math", abs.documentation());
    assertTrue(items.stream().allMatch(i -> i.label().startsWith("ab")), items.toString());
    assertTrue(item(complete("(Math:P$0)"), "PI").isPresent(), "java.lang classes by their short name");
    assertTrue(
        item(complete("(import (class java.util Collections))\n(Collections:empty$0)"), "emptyList").isPresent());
    assertTrue(item(complete("(define-alias Coll java.util.Collections)\n(Coll:sin$0)"), "singleton").isPresent());
  }

  @Test
  void instanceMembersAfterAVariableOfAJavaType() {
    List<Completion.Item> items = complete("(define (f (s ::java.lang.StringBuilder)) s)\n"
        + "(define (g sb ::java.lang.StringBuilder) (sb:app$0 \"x\"))");
    Completion.Item append = item(items, "append").orElseThrow();
    assertFalse(append.documentation().contains("static"));
    assertFalse(item(complete("(define (g sb) (sb:app$0 \"x\"))"), "append").isPresent(),
        "an untyped variable has no known members");
  }

  @Test
  void itemsCarryTheirDocComment() {
    List<Completion.Item> items = complete(";; Squares a number.\n(define (square n) (* n n))\n(squ$0)");
    assertEquals("Squares a number.", item(items, "square").orElseThrow().documentation());
  }

  @Test
  void keywordArgumentsOfAJavaConstructorComeFirst() {
    List<Completion.Item> items = complete("(define t (java.lang.Thread na$0))");
    assertEquals("name:", items.get(0).label());
    assertEquals(Kind.AUXILIARY, items.get(0).kind());
    assertEquals("name: String", items.get(0).detail());
    assertTrue(item(complete("(define t (java.lang.Thread daemon: #t $0))"), "priority:").isPresent());
    assertFalse(item(complete("(define t (list na$0))"), "name:").isPresent(), "list is not a Java class");
  }

  @Test
  void classNamesOfThePackageInAnImportOfClasses() {
    List<Completion.Item> items = complete("(import (scheme base) (class java.util ArrayList Hash$0))");
    assertTrue(item(items, "HashMap").isPresent(), items.toString());
    assertTrue(item(items, "HashSet").isPresent());
    assertTrue(items.stream().allMatch(i -> i.label().startsWith("Hash")));
    assertEquals("class java.util.HashMap", item(items, "HashMap").orElseThrow().detail());
  }

  /** A head that ends with a dot is no class name; completion after it still answers. */
  @Test
  void aHeadEndingWithADotGivesOrdinaryProposals() {
    for (String marked : List.of("(x. $0)", "(x. a$0)", "(java.util. $0)", "(define x 1)\n(x.$0 )", "(.. $0)")) {
      List<Completion.Item> items = complete(marked);
      assertTrue(items.stream().noneMatch(i -> i.label().endsWith(":")), marked + ": no constructor keywords");
    }
    assertTrue(item(complete("(x. ca$0)"), "car").isPresent());
  }

  @Test
  void theReplacedTextStartsAtTheIdentifierOrAfterTheMemberColon() {
    Cursor name = Cursor.of("(define (sum-squares a b) (+ (* a a) (* b b)))\n(sum-$0");
    Completion.Proposals names = Completion.proposals(name.document(), name.offset());
    assertEquals(name.offset() - "sum-".length(), names.replaceStart(), "a - belongs to the identifier");
    assertTrue(item(names.items(), "sum-squares").isPresent());

    Cursor member = Cursor.of("(display (java.lang.Math:ab$0 -3))");
    Completion.Proposals members = Completion.proposals(member.document(), member.offset());
    assertEquals(member.offset() - "ab".length(), members.replaceStart(), "the label is the member name alone");
    assertTrue(item(members.items(), "abs").isPresent());

    Cursor empty = Cursor.of("($0)");
    assertEquals(empty.offset(), Completion.proposals(empty.document(), empty.offset()).replaceStart());
  }
}
