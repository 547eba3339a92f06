package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (let ((x init) ...) body ...)} and named {@code (let loop ((x init) ...) body ...)}; a
 * name may be Kawa's sequence pattern ({@code (let (([a b] v)) ...)}).
 */
final class LetForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() >= 2 && form.get(1) instanceof Syntax.Id name) {
      return namedLet(form, name, x);
    }
    if (form.size() < 3) {
      throw x.malformed(form, "let: expected bindings and a body, got " + (form.size() - 1) + " operands");
    }
    Syntax patterned = withPatterns(form, x);
    if (patterned != null) {
      return x.expr(patterned);
    }
    LetBindings bindings = LetBindings.parse(form.get(1), "let", false, true);
    List<Core> inits = new ArrayList<>();
    for (LetBindings.Entry entry : bindings.entries()) {
      inits.add(TypeConversion.stored(entry.type(), LambdaForm.named(x, x.expr(entry.init()), entry.id().name()),
          entry.id().name()));
    }
    int scope = x.freshScope();
    List<Local> locals = new ArrayList<>();
    for (LetBindings.Entry entry : bindings.entries()) {
      locals.add(x.bindLocal((Syntax.Id) entry.id().addScope(scope), entry.type()));
    }
    Core body = x.body(scoped(form.from(2), scope), form, "let");
    return locals.isEmpty() ? body : new Core.Let(form.start(), form.end(), locals, inits, body);
  }

  /**
   * Kawa's {@code (let (([a b] value) ...) body ...)}: each pattern's value in a hidden variable,
   * matched around the body; null when no binding is a pattern. {@code let*} uses it one binding at a time.
   */
  static Syntax withPatterns(Syntax.SList form, Expansion x) {
    if (!(form.get(1) instanceof Syntax.SList list) || !list.isProper()) {
      return null;
    }
    List<Syntax> bindings = new ArrayList<>();
    List<Syntax> patterns = new ArrayList<>();
    List<Syntax.Id> hidden = new ArrayList<>();
    for (Syntax binding : list.elements()) {
      if (binding instanceof Syntax.SList b && b.isProper() && b.size() == 2 && Patterns.isSequencePattern(b.get(0))) {
        Syntax.Id id = Rewrite.temporary(x, "pattern-value", hidden.size(), b);
        hidden.add(id);
        patterns.add(b.get(0));
        bindings.add(Rewrite.list(b, id, b.get(1)));
      } else {
        bindings.add(binding);
      }
    }
    if (patterns.isEmpty()) {
      return null;
    }
    List<Syntax> body = form.from(2);
    for (int i = patterns.size() - 1; i >= 0; i--) {
      body = List.of(Patterns.bind(patterns.get(i), hidden.get(i), body, form, x));
    }
    return Rewrite.list(form, form.get(0),
        Rewrite.prepend(new Syntax.SList(bindings, null, list.start(), list.end()), body));
  }

  private static Core namedLet(Syntax.SList form, Syntax.Id name, Expansion x) {
    if (form.size() < 4) {
      throw x.malformed(form, "let: expected a name, bindings and a body, got " + (form.size() - 1) + " operands");
    }
    LetBindings bindings = LetBindings.parse(form.get(2), "let", false, true);
    List<Core> inits = new ArrayList<>();
    List<Syntax> formals = new ArrayList<>();
    for (LetBindings.Entry entry : bindings.entries()) {
      inits.add(x.expr(entry.init()));
      formals.add(entry.id());
      if (entry.type() != null) {
        formals.add(x.core("::", entry.id()));
        formals.add(new Syntax.Id(entry.type(), entry.id().scopes(), entry.id().start(), entry.id().end()));
      }
    }
    int scope = x.freshScope();
    Local loop = x.bindLocal((Syntax.Id) name.addScope(scope), null);
    Syntax formalList = new Syntax.SList(formals, null, form.get(2).start(), form.get(2).end());
    Core.Lambda lambda = LambdaForm.make(x, formalList.addScope(scope), scoped(form.from(3), scope), form,
        name.name(), null, "let");
    Core call = new Core.Call(form.start(), form.end(),
        new Core.LocalRef(name.start(), name.end(), loop), inits);
    return new Core.Letrec(form.start(), form.end(), List.of(loop), List.of(lambda), call);
  }

  static List<Syntax> scoped(List<Syntax> forms, int scope) {
    List<Syntax> out = new ArrayList<>(forms.size());
    for (Syntax form : forms) {
      out.add(form.addScope(scope));
    }
    return out;
  }
}
