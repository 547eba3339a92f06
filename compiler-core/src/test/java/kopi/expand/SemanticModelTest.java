package kopi.expand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SemanticModelTest {

  private static SemanticModel model(String text) {
    return new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY)
        .expand(kopi.expand.ExpandRequest.analysis(text, null, "M")).model();
  }

  private static SemanticModel.Occurrence at(SemanticModel model, String text, String needle, int nth) {
    int offset = -1;
    for (int i = 0; i <= nth; i++) {
      offset = text.indexOf(needle, offset + 1);
    }
    SemanticModel.Occurrence occurrence = model.at(offset);
    assertNotNull(occurrence, "no occurrence at " + needle + " #" + nth);
    return occurrence;
  }

  @Test
  void localsResolveToTheirBindingAndShadowingIsRespected() {
    String text = "(define (f x)\n  (let ((x (+ x 1)))\n    (* x 2)))";
    SemanticModel model = model(text);
    SemanticModel.Occurrence parameter = at(model, text, "x", 0);
    SemanticModel.Occurrence inner = at(model, text, "x", 1);
    SemanticModel.Occurrence initUse = at(model, text, "x", 2);
    SemanticModel.Occurrence bodyUse = at(model, text, "x", 3);
    assertTrue(parameter.definition());
    assertSame(parameter.symbol(), initUse.symbol());
    assertSame(inner.symbol(), bodyUse.symbol());
    assertFalse(parameter.symbol() == inner.symbol());
    assertEquals(SemanticModel.Kind.LOCAL, parameter.symbol().kind());
    assertEquals(text.indexOf("(let"), inner.symbol().scopeStart());
    assertEquals(0, parameter.symbol().scopeStart());
  }

  @Test
  void globalsCarryParametersTypesAndDocComments() {
    String text = ";; Adds one.\n;; Really.\n(define (inc n ::int #!optional (by 1)) ::int (+ n by))\n(inc 2)";
    SemanticModel model = model(text);
    SemanticModel.Symbol inc = at(model, text, "inc", 1).symbol();
    assertSame(inc, at(model, text, "inc", 0).symbol());
    assertEquals(SemanticModel.Kind.GLOBAL, inc.kind());
    assertEquals("M", inc.module());
    assertEquals("Adds one.\nReally.", inc.doc());
    assertEquals("int", inc.returnType());
    assertEquals(List.of(new SemanticModel.Param("n", "int", SemanticModel.ParamKind.REQUIRED),
        new SemanticModel.Param("by", null, SemanticModel.ParamKind.OPTIONAL)), inc.params());
    assertEquals(2, model.occurrencesOf(inc).size());
  }

  @Test
  void builtinsSpecialFormsAndMacrosAreNamed() {
    String text = "(define-syntax swap! (syntax-rules () ((_ a b) (let ((t a)) (set! a b) (set! b t)))))\n"
        + "(define p 1) (define q 2)\n(if #t (swap! p q) (car '(1)))";
    SemanticModel model = model(text);
    assertEquals(SemanticModel.Kind.SPECIAL_FORM, at(model, text, "if", 0).symbol().kind());
    assertEquals(SemanticModel.Kind.BUILTIN, at(model, text, "car", 0).symbol().kind());
    SemanticModel.Symbol swap = at(model, text, "swap!", 1).symbol();
    assertEquals(SemanticModel.Kind.MACRO, swap.kind());
    assertEquals(text.indexOf("swap!"), swap.start());
    SemanticModel.Symbol p = model.at(text.indexOf("p 1")).symbol();
    assertEquals(SemanticModel.Kind.GLOBAL, p.kind());
    assertSame(p, model.at(text.indexOf("(swap! p") + 7).symbol());
    assertEquals(SemanticModel.Kind.BUILTIN, model.topLevel().get("cons").kind());
    assertEquals(SemanticModel.Kind.SPECIAL_FORM, model.topLevel().get("lambda").kind());
    assertSame(swap, model.topLevel().get("swap!"));
  }

  @Test
  void aBrokenFormDoesNotHideTheFormsAfterIt() {
    String text = "(if)\n(define y 1)\n(+ y zz)";
    ExpandResult result = new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY)
        .expand(kopi.expand.ExpandRequest.analysis(text, null, "M"));
    assertEquals(2, result.diagnostics().size(), result.diagnostics().toString());
    assertEquals("unbound variable: zz", result.diagnostics().get(1).message());
    assertEquals(SemanticModel.Kind.GLOBAL, result.model().at(text.indexOf("y 1")).symbol().kind());
  }

  @Test
  void compilingRecordsNoModel() {
    assertSame(SemanticModel.EMPTY, ExpandTesting.program("(define x 1)").model());
    assertNull(SemanticModel.EMPTY.at(0));
  }
}
