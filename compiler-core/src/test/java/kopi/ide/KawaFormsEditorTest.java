package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import kopi.syntax.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * The editor's features over match, ? tests, identifier macros, annotations and array literals:
 * analysis reports the one mistake, hover names the new forms and the pattern variables, completion
 * offers them, and every offset can be hovered, tokenised and formatted.
 */
class KawaFormsEditorTest {
  private static final String TEXT = String.join("\n",
      "(define (classify v)",
      "  (match v",
      "    ([first @rest] (list first rest))",
      "    (n::integer #!if (> n 10) n)",
      "    (_ 'other)))",
      "(define (test v) (if (? [a b] v) (+ a b) 0))",
      "(define-syntax five (identifier-syntax 5))",
      "(define-simple-class Old () (@java.lang.Deprecated)",
      "  ((run) (@java.lang.Deprecated) five))",
      "(define grid #2a((1 2) (3 4)))",
      "(match 1 (1))",
      "");

  @Test
  void analysisReportsOnlyTheClauseWithoutABody() {
    SourceDocument document = SourceDocument.of("file:///kawa-forms.scm", 1, TEXT);
    List<Diagnostic> errors = document.analysis().diagnostics().stream().filter(Diagnostic::isError).toList();
    assertEquals(1, errors.size(), errors.toString());
    assertTrue(errors.get(0).message().contains("match: expected a body after the pattern"), errors.toString());
  }

  @Test
  void hoverNamesTheFormsAndThePatternVariables() {
    SourceDocument document = SourceDocument.of("file:///kawa-forms.scm", 1, TEXT);
    assertTrue(Hover.at(document, TEXT.indexOf("match v") + 1).markdown().contains("special form match"));
    assertTrue(Hover.at(document, TEXT.indexOf("(? [a") + 1).markdown().contains("special form ?"));
    assertTrue(Hover.at(document, TEXT.indexOf("(+ a b)") + 3).markdown().contains("local a"));
    assertTrue(Hover.at(document, TEXT.indexOf("(list first") + 6).markdown().contains("local first"));
    for (int offset = 0; offset <= TEXT.length(); offset++) {
      Hover.at(document, offset);
    }
    assertTrue(!SemanticTokens.of(document).isEmpty());
    assertTrue(Formatter.format(document).contains("#2a((1 2) (3 4))"));
  }

  @Test
  void completionOffersTheNewForms() {
    String text = TEXT + "(mat";
    SourceDocument document = SourceDocument.of("file:///kawa-forms.scm", 1, text);
    assertTrue(Completion.at(document, text.length()).stream().anyMatch(item -> item.label().equals("match")));
    String text2 = TEXT + "(identifier-sy";
    SourceDocument document2 = SourceDocument.of("file:///kawa-forms.scm", 1, text2);
    assertTrue(Completion.at(document2, text2.length()).stream()
        .anyMatch(item -> item.label().equals("identifier-syntax")));
  }
}
