package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Hover, go to definition, references, highlights, signature help and rename, at $0 cursors. */
class NavigationTest {

  private static final String PROGRAM = """
      ;; Adds BY to N.
      (define (add n ::int #!optional (by 1)) ::int
        (+ n by))
      (define (twice x)
        (let ((x (add x)))
          (add x x)))
      """;

  private static Cursor at(String needle, int nth, int delta) {
    int offset = -1;
    for (int i = 0; i <= nth; i++) {
      offset = PROGRAM.indexOf(needle, offset + 1);
    }
    return Cursor.of(PROGRAM.substring(0, offset + delta) + "$0" + PROGRAM.substring(offset + delta));
  }

  private static String text(TextRange range) {
    return PROGRAM.substring(range.start(), range.end());
  }

  @Test
  void hoverShowsSignatureDocAndPlace() {
    Cursor cursor = at("(add x)", 0, 2);
    Hover.Info info = Hover.at(cursor.document(), cursor.offset());
    assertEquals("add", text(info.range()));
    assertEquals("```scheme\n(add n ::int #!optional by) ::int\n```\n\nAdds BY to N.\n\ndefined at line 2",
        info.markdown());
  }

  @Test
  void hoverOnBuiltinGivesItsArityAndNothingOffIdentifiers() {
    Cursor cursor = at("(+ n", 0, 1);
    assertEquals("```scheme\n(+ number ...)\n```",
        Hover.at(cursor.document(), cursor.offset()).markdown());
    Cursor blank = Cursor.of("(define x 1)\n$0\n");
    assertNull(Hover.at(blank.document(), blank.offset()));
  }

  @Test
  void definitionFollowsShadowing() {
    Cursor inner = at("x x)", 0, 0);
    assertEquals(PROGRAM.indexOf("x (add"), GotoDefinition.at(inner.document(), inner.offset()).start());
    Cursor outer = at("x)))", 0, 0);
    assertEquals(PROGRAM.indexOf("x)\n"), GotoDefinition.at(outer.document(), outer.offset()).start());
    Cursor builtin = at("+ n", 0, 0);
    assertNull(GotoDefinition.at(builtin.document(), builtin.offset()));
  }

  @Test
  void referencesAndHighlightsAreByBinding() {
    Cursor cursor = at("add x x", 0, 1);
    List<TextRange> all = References.at(cursor.document(), cursor.offset(), true);
    assertEquals(3, all.size());
    assertTrue(all.stream().allMatch(r -> text(r).equals("add")));
    assertEquals(2, References.at(cursor.document(), cursor.offset(), false).size());
    Cursor inner = at("x x)", 0, 0);
    List<DocumentHighlights.Highlight> highlights = DocumentHighlights.at(inner.document(), inner.offset());
    assertEquals(3, highlights.size());
    assertTrue(highlights.get(0).definition());
    assertEquals(PROGRAM.indexOf("x (add"), highlights.get(0).range().start());
  }

  @Test
  void signatureHelpTracksTheActiveParameter() {
    Cursor first = Cursor.of(PROGRAM + "(add $0");
    SignatureHelp.Help help = SignatureHelp.at(first.document(), first.offset());
    assertEquals("(add n ::int #!optional by) ::int", help.signature().label());
    assertEquals(0, help.activeParameter());
    assertEquals("n ::int", substring(help.signature(), 0));
    Cursor second = Cursor.of(PROGRAM + "(add (car '(2)) $0)");
    assertEquals(1, SignatureHelp.at(second.document(), second.offset()).activeParameter());
    Cursor tooMany = Cursor.of(PROGRAM + "(add 1 2 $0)");
    assertEquals(-1, SignatureHelp.at(tooMany.document(), tooMany.offset()).activeParameter());
    Cursor nested = Cursor.of(PROGRAM + "(add (twice $0) 2)");
    assertEquals("(twice x)", SignatureHelp.at(nested.document(), nested.offset()).signature().label());
    Cursor rest = Cursor.of("(define (f a . more) a)\n(f 1 2 3 $0)");
    assertEquals(1, SignatureHelp.at(rest.document(), rest.offset()).activeParameter());
  }

  private static String substring(Signatures.Signature signature, int parameter) {
    TextRange range = signature.parameters().get(parameter);
    return signature.label().substring(range.start(), range.end());
  }

  @Test
  void renameIsScopeAwareAndRefusesBuiltins() {
    Cursor inner = at("x x)", 0, 0);
    Rename.Result result = Rename.rename(inner.document(), inner.offset(), "y");
    assertEquals(List.of(PROGRAM.indexOf("x (add"), PROGRAM.indexOf("x x)"), PROGRAM.indexOf("x x)") + 2),
        result.edits().stream().map(TextEdit::start).toList());
    Cursor builtin = at("+ n", 0, 0);
    assertEquals("rename: cannot rename builtin +",
        Rename.rename(builtin.document(), builtin.offset(), "plus").error());
    Cursor form = at("let", 0, 0);
    assertEquals("rename: cannot rename standard syntax let", Rename.prepare(form.document(), form.offset()).error());
    assertEquals("rename: expected an identifier, got \"a b\"",
        Rename.rename(inner.document(), inner.offset(), "a b").error());
  }

  @Test
  void renameRefusesWhatWouldChangeTheProgram() {
    assertRename("(define (f) 1)\n(define (g) 2)\n(display (f))\n(display (g))\n", "f))", "g",
        "rename: g is already defined at line 2");
    assertRename("(define (h x) (let ((y 1)) (+ x y)))\n", "x y", "y",
        "rename: y is already bound where x is used at line 1");
    assertRename("(define (k lst) (car lst))\n", "lst)", "car",
        "rename: car is used at line 1 and would then mean the renamed lst");
    assertRename("(define (k lst) (car lst))\n", "lst)", "items", null);
  }

  private static void assertRename(String text, String at, String newName, String refusal) {
    SourceDocument document = SourceDocument.of("file:///r.scm", 1, text);
    Rename.Result result = Rename.rename(document, text.indexOf(at), newName);
    assertEquals(refusal, result.error());
  }

  @Test
  void hoverNamesTheLibraryADefinitionComesFrom() {
    String text = "(define-library (geometry shapes) (export area) (import (scheme base))\n"
        + "  (begin (define (area w h) (* w h))))\n(import (geometry shapes))\n(area 2 3)\n";
    SourceDocument document = SourceDocument.of("file:///h.scm", 1, text);
    Hover.Info info = Hover.at(document, document.analysis().model(), text.lastIndexOf("area") + 1);
    org.junit.jupiter.api.Assertions.assertTrue(
        info.markdown().endsWith("defined at line 2 in library (geometry shapes)"),
        info.markdown());
  }

  @Test
  void hoverOnAJavaMemberShowsItsJavaSignatures() {
    String text = "(display (java.lang.Math:abs -3))";
    SourceDocument document = SourceDocument.of("file:///t.scm", 1, text);
    Hover.Info info = Hover.at(document, text.indexOf("abs") + 1);
    org.junit.jupiter.api.Assertions.assertNotNull(info);
    org.junit.jupiter.api.Assertions.assertTrue(info.markdown().contains("int abs(int)"), info.markdown());
    org.junit.jupiter.api.Assertions.assertTrue(info.markdown().contains("double abs(double)"), info.markdown());
    org.junit.jupiter.api.Assertions.assertTrue(info.markdown().contains("Java static method of java.lang.Math"));
  }
}
