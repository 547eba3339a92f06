package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (let* ((x init) ...) body ...)}: each init sees the bindings before it; nested lets. A
 * name may be Kawa's sequence pattern, as in {@code let}.
 */
final class LetStarForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 3) {
      throw x.malformed(form, "let*: expected bindings and a body, got " + (form.size() - 1) + " operands");
    }
    if (form.get(1) instanceof Syntax.SList list && list.isProper() && list.size() > 0
        && list.elements().stream().anyMatch(b -> b instanceof Syntax.SList s && s.size() > 0
            && Patterns.isSequencePattern(s.get(0)))) {
      // With Kawa's sequence patterns: (let (first) (let* (rest) body ...)).
      Syntax inner = Rewrite.list(form, form.get(0), Rewrite.prepend(
          new Syntax.SList(list.elements().subList(1, list.size()), null, list.start(), list.end()), form.from(2)));
      return x.expr(Rewrite.list(form, x.core("let", form), Rewrite.list(list, list.get(0)), inner));
    }
    LetBindings bindings = LetBindings.parse(form.get(1), "let*", false, false);
    List<Integer> scopes = new ArrayList<>();
    List<Local> locals = new ArrayList<>();
    List<Core> inits = new ArrayList<>();
    List<Syntax> wholes = new ArrayList<>();
    for (LetBindings.Entry entry : bindings.entries()) {
      inits.add(TypeConversion.stored(entry.type(),
          LambdaForm.named(x, x.expr(withScopes(entry.init(), scopes)), entry.id().name()), entry.id().name()));
      scopes.add(x.freshScope());
      locals.add(x.bindLocal((Syntax.Id) withScopes(entry.id(), scopes), entry.type()));
      wholes.add(entry.whole());
    }
    List<Syntax> body = new ArrayList<>();
    for (Syntax s : form.from(2)) {
      body.add(withScopes(s, scopes));
    }
    Core result = x.body(body, form, "let*");
    for (int i = locals.size() - 1; i >= 0; i--) {
      result = new Core.Let(i == 0 ? form.start() : wholes.get(i).start(), form.end(),
          List.of(locals.get(i)), List.of(inits.get(i)), result);
    }
    return result;
  }

  private static Syntax withScopes(Syntax s, List<Integer> scopes) {
    Syntax out = s;
    for (int scope : scopes) {
      out = out.addScope(scope);
    }
    return out;
  }
}
