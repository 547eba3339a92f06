package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import kopi.syntax.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * The editor's features over syntax-case macros: analysis runs their transformers without failing,
 * reports their errors at the use, and every offset can be hovered, tokenised and formatted.
 */
class SyntaxCaseEditorTest {
  private static final String TEXT = String.join("\n",
      "(define-syntax swap!",
      "  (lambda (stx)",
      "    (syntax-case stx ()",
      "      ((_ a b) #'(let ((t a)) (set! a b) (set! b t))))))",
      "(define-syntax-case aif ()",
      "  ((k c then else)",
      "   (with-syntax ((it (datum->syntax #'k 'it)))",
      "     #`(let ((it c)) (if it then #,(syntax else))))))",
      "(define x 1)",
      "(define y 2)",
      "(swap! x y)",
      "(display (aif (memv 2 '(1 2)) it 'no))",
      "(swap! x)",
      "");

  @Test
  void analysisExpandsTheMacrosAndReportsANonMatchingUse() {
    SourceDocument document = SourceDocument.of("file:///macros.scm", 1, TEXT);
    List<Diagnostic> errors = document.analysis().diagnostics().stream().filter(Diagnostic::isError).toList();
    assertEquals(1, errors.size(), errors.toString());
    assertTrue(errors.get(0).message().contains("swap!: no syntax-case clause matches"), errors.toString());
    assertEquals(TEXT.indexOf("(swap! x)"), errors.get(0).start());
  }

  @Test
  void everyOffsetCanBeHoveredAndTheTextTokenisedAndFormatted() {
    SourceDocument document = SourceDocument.of("file:///macros.scm", 1, TEXT);
    for (int offset = 0; offset <= TEXT.length(); offset++) {
      Hover.at(document, offset);
    }
    assertTrue(!SemanticTokens.of(document).isEmpty());
    assertTrue(Formatter.format(document).contains("#'(let"));
    assertTrue(!DocumentSymbols.of(document).isEmpty());
  }
}
