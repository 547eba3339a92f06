package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/** {@code syntax-rules} outside a transformer position is an error; it has no run-time value. */
final class SyntaxRulesForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.malformed", form,
        "syntax-rules: only allowed as the transformer of define-syntax, let-syntax or letrec-syntax");
  }
}
