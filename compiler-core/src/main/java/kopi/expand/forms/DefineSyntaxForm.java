package kopi.expand.forms;

import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.Datums;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.ScopeSet;
import kopi.expand.Syntax;
import kopi.expand.SyntaxCaseMacro;
import kopi.expand.SyntaxRules;

/**
 * {@code (define-syntax name (syntax-rules ...))}, {@code (define-syntax name (lambda (stx) ...))}
 * (a procedural transformer, usually a {@code syntax-case}, perhaps wrapped by
 * {@code make-variable-transformer} or made by {@code er-macro-transformer}; see
 * {@link SyntaxCaseMacro}), or an alias {@code (define-syntax name other-keyword)}.
 */
final class DefineSyntaxForm implements DefinitionForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.define-context", form, "define-syntax: not allowed in an expression context");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() != 3 || !(form.get(1) instanceof Syntax.Id name)) {
      throw x.malformed(form, "define-syntax: expected a name and a transformer, got " + form);
    }
    Binding binding = transformer(form.get(2), name.name(), name.scopes(), x);
    x.table().bind(name, binding);
    x.recordDefinition(name, binding);
  }

  /**
   * Evaluates a transformer spec: a {@code syntax-rules} form, a keyword to alias, or an expression
   * whose value is a procedure over syntax objects ({@link SyntaxCaseMacro}), whose templates
   * introduce identifiers with {@code scopes}, those of the macro's name.
   */
  static Binding transformer(Syntax spec, String name, ScopeSet scopes, Expansion x) {
    if (spec instanceof Syntax.Id alias) {
      Binding binding = x.resolve(alias);
      if (binding instanceof Binding.Macro || binding instanceof Binding.Form || binding instanceof Binding.Aux) {
        return binding;
      }
    }
    Syntax expanded = x.expandHead(spec);
    if (expanded instanceof Syntax.SList list && list.size() >= 1 && x.isCore(list.get(0), "syntax-rules")) {
      return new Binding.Macro(name, SyntaxRules.parse(list, name));
    }
    if (expanded instanceof Syntax.SList list && list.size() >= 1) {
      // A procedure of one syntax object, usually (lambda (stx) (syntax-case stx ...)). It is
      // expanded here first, and thrown away, so that its errors are reported where they are
      // (the compiler behind eval sees its text only) and the editor knows its names; with
      // errors, the macro's uses expand quietly to nothing.
      int before = x.diagnostics().size();
      x.expr(expanded);
      for (int i = before; i < x.diagnostics().size(); i++) {
        if (x.diagnostics().get(i).isError()) {
          return new Binding.Macro(name, (use, table) -> new Syntax.Atom(new Syntax.Special("void"), use.start(),
              use.end()));
        }
      }
      Object procedure = DefineMacroForm.compileTransformer(Datums.toValue(expanded), spec, name, x);
      return new Binding.Macro(name, new SyntaxCaseMacro(name, procedure, scopes));
    }
    throw new ExpandError("expand.malformed", spec,
        name + ": expected a syntax-rules transformer or a procedure, got " + spec);
  }
}
