package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * {@code (let-syntax ((name transformer) ...) body ...)} and {@code letrec-syntax}, whose
 * transformers also see the new keywords. In a definition context the body is spliced into the
 * surrounding context (as R6RS specifies), so definitions inside stay visible to the other forms
 * that carry the same scopes.
 */
final class LetSyntaxForm implements DefinitionForm {
  private final boolean recursive;

  LetSyntaxForm(boolean recursive) {
    this.recursive = recursive;
  }

  private String name() {
    return recursive ? "letrec-syntax" : "let-syntax";
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    int scope = bind(form, x);
    return x.body(LetForm.scoped(form.from(2), scope), form, name());
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    int scope = bind(form, x);
    for (Syntax sub : LetForm.scoped(form.from(2), scope)) {
      context.form(sub);
    }
  }

  private int bind(Syntax.SList form, Expansion x) {
    if (form.size() < 2 || !(form.get(1) instanceof Syntax.SList bindings) || !bindings.isProper()) {
      throw x.malformed(form, name() + ": expected a list of (name transformer) bindings");
    }
    int scope = x.freshScope();
    List<Binding> made = new ArrayList<>();
    List<Syntax.Id> names = new ArrayList<>();
    for (Syntax b : bindings.elements()) {
      if (!(b instanceof Syntax.SList pair) || pair.size() != 2 || !(pair.get(0) instanceof Syntax.Id id)) {
        throw x.malformed(b, name() + ": expected (name transformer), got " + b);
      }
      names.add((Syntax.Id) id.addScope(scope));
      if (recursive) {
        // Bind first so the transformers, which carry the scope, can refer to each other.
        x.table().bind(names.get(names.size() - 1),
            DefineSyntaxForm.transformer(pair.get(1).addScope(scope), id.name(),
                names.get(names.size() - 1).scopes(), x));
      } else {
        made.add(DefineSyntaxForm.transformer(pair.get(1), id.name(), id.scopes(), x));
      }
    }
    if (!recursive) {
      for (int i = 0; i < names.size(); i++) {
        x.table().bind(names.get(i), made.get(i));
      }
    }
    return scope;
  }
}
