package kopi.ide;

import java.util.Set;
import kopi.expand.forms.Forms;

/**
 * The names the editor features treat as syntax before analysis can say what a name is bound to.
 * Which names are special forms is the expander's fact ({@link Forms#TABLE}, {@link Forms#AUXILIARY},
 * and the library declarations); semantic highlighting colours those as keywords. How a form's body
 * is indented is the formatter's own fact, declared here.
 */
final class SpecialForms {
  private SpecialForms() {}

  /** The keywords of library declarations, which the expander reads outside {@link Forms#TABLE}. */
  private static final Set<String> LIBRARY_KEYWORDS = Set.of("define-library", "include-library-declarations");

  /**
   * Forms whose body is indented by two columns rather than aligned with the first argument, beyond
   * every {@code define-...} and {@code with-...}: special forms that take a body, and a few
   * procedures whose last arguments are conventionally thunks written as bodies.
   */
  static final Set<String> BODY_FORMS = Set.of(
      "define", "define-library", "lambda", "named-lambda", "case-lambda", "let", "let*", "letrec", "letrec*",
      "let-values", "let*-values", "let-syntax", "letrec-syntax", "fluid-let", "and-let*", "parameterize",
      "when", "unless", "do", "case", "cond", "guard", "syntax-rules", "syntax-case", "begin", "delay",
      "delay-force", "make-promise", "receive", "dynamic-wind", "with-exception-handler", "module",
      "object", "try-catch", "try-finally", "synchronized", "library", "cond-expand", "match",
      "defmacro", "future");

  static boolean isBodyForm(String name) {
    return BODY_FORMS.contains(name) || name.startsWith("define-") || name.startsWith("with-");
  }

  static boolean isKeyword(String name) {
    return Forms.TABLE.containsKey(name) || kopi.expand.FormLibrary.AUXILIARY.contains(name)
        || LIBRARY_KEYWORDS.contains(name);
  }
}
