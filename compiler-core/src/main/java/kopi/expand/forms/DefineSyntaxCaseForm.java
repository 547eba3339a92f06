package kopi.expand.forms;

import java.util.List;
import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (define-syntax-case name (literal ...) clause ...)}: short for
 * {@code (define-syntax name (lambda (x) (syntax-case x (literal ...) clause ...)))}.
 */
final class DefineSyntaxCaseForm implements DefinitionForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.define-context", form, "define-syntax-case: not allowed in an expression context");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() < 3 || !(form.get(1) instanceof Syntax.Id name) || !(form.get(2) instanceof Syntax.SList)) {
      throw x.malformed(form, "define-syntax-case: expected a name, a list of literals and clauses");
    }
    // The transformer is compiled from its text (as define-macro's is), so its names are plain.
    Syntax.Id parameter = new Syntax.Id("%define-syntax-case-form", name.scopes(), form.start(), form.end());
    Syntax syntaxCase = Rewrite.list(form, x.core("syntax-case", form),
        Rewrite.prepend(parameter, form.from(2)));
    Syntax spec = Rewrite.list(form, x.core("lambda", form), List.of(Rewrite.list(form, parameter), syntaxCase));
    Binding binding = DefineSyntaxForm.transformer(spec, name.name(), name.scopes(), x);
    x.table().bind(name, binding);
    x.recordDefinition(name, binding);
  }
}
