package kopi.ide;

import java.util.Set;

/**
 * The names the editor features treat as syntax before analysis can say what a name is bound to:
 * the special forms and standard macros of R7RS and the Kawa extensions that take a body. The
 * formatter indents their bodies by two columns and semantic highlighting colours them as keywords.
 * Analysis-backed highlighting will later replace the guess for names the user rebinds.
 */
final class SpecialForms {
  private SpecialForms() {}

  /** Forms whose body is indented by two columns rather than aligned with the first argument. */
  private static final Set<String> BODY_FORMS = Set.of(
      "define", "define-values", "define-record-type", "define-syntax", "define-library",
      "define-constant", "define-variable", "define-private", "define-alias", "define-simple-class",
      "define-class", "define-namespace", "define-enum", "define-macro", "define-syntax-case",
      "lambda", "named-lambda", "case-lambda", "let", "let*", "letrec", "letrec*", "let-values",
      "let*-values", "let-syntax", "letrec-syntax", "fluid-let", "and-let*", "parameterize", "when", "unless",
      "do", "case", "cond", "guard", "syntax-rules", "syntax-case", "begin", "delay", "delay-force",
      "make-promise", "receive", "dynamic-wind", "with-exception-handler", "module", "object",
      "try-catch", "try-finally", "synchronized", "library", "cond-expand", "match", "defmacro", "future");

  /** Other syntactic keywords, highlighted but aligned like calls. */
  private static final Set<String> OTHER_KEYWORDS = Set.of(
      "if", "set!", "quote", "quasiquote", "unquote", "unquote-splicing", "and", "or",
      "import", "export", "include", "include-ci", "include-library-declarations", "module-name",
      "module-export", "module-static", "module-compile-options", "module-extends", "module-implements",
      "require", "provide", "module-uri", "resource-url", "assert", "else", "=>", "define-record-type", "this", "as",
      "instance?", "?", "primitive-throw", "syntax", "quasisyntax", "unsyntax", "unsyntax-splicing", "syntax-error");

  static boolean isBodyForm(String name) {
    return BODY_FORMS.contains(name) || name.startsWith("define-") || name.startsWith("with-");
  }

  static boolean isKeyword(String name) {
    return BODY_FORMS.contains(name) || OTHER_KEYWORDS.contains(name);
  }
}
