package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (lambda formals body ...)}, with {@code #!optional}, {@code #!rest}, {@code #!key}, type
 * specifiers and Kawa's sequence patterns as required parameters ({@code (lambda ([a b]) ...)}).
 */
final class LambdaForm implements SpecialForm {

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 3) {
      throw x.malformed(form, "lambda: expected a parameter list and a body, got " + (form.size() - 1) + " operands");
    }
    List<Syntax> rest = form.from(2);
    String returnType = null;
    if (Params.isTypeMarker(rest, 0)) {
      returnType = Params.typeAfter(rest, 0, "lambda");
      rest = rest.subList(2, rest.size());
    }
    return make(x, form.get(1), rest, form, null, returnType, "lambda");
  }

  /**
   * Builds a procedure: binds the parameters in a fresh scope, then expands the body in it.
   * Optional defaults see the parameters before them. Used by every form that makes procedures.
   */
  static Core.Lambda make(Expansion x, Syntax formals, List<Syntax> body, Syntax whole, String name,
      String returnType, String formName) {
    return make(x, formals, body, whole, name, returnType, formName, null);
  }

  /** {@link #make} for a procedure bound to {@code self}, which its body may call in tail position. */
  static Core.Lambda make(Expansion x, Syntax formals, List<Syntax> body, Syntax whole, String name,
      String returnType, String formName, Binding self) {
    if (formals instanceof Syntax.SList list && list.elements().stream().anyMatch(Patterns::isSequencePattern)) {
      // Kawa's pattern parameters (lambda ([a b] c) ...): a hidden parameter each, matched in the body.
      List<Syntax> plain = new ArrayList<>();
      List<Syntax> patterns = new ArrayList<>();
      List<Syntax.Id> hidden = new ArrayList<>();
      for (Syntax element : list.elements()) {
        if (Patterns.isSequencePattern(element)) {
          Syntax.Id id = Rewrite.temporary(x, "pattern-argument", hidden.size(), element);
          hidden.add(id);
          patterns.add(element);
          plain.add(id);
        } else {
          plain.add(element);
        }
      }
      for (int i = patterns.size() - 1; i >= 0; i--) {
        body = List.of(Patterns.bind(patterns.get(i), hidden.get(i), body, whole, x));
      }
      formals = new Syntax.SList(plain, list.tail(), list.start(), list.end());
    }
    Params params = Params.parse(formals, formName);
    int scope = x.freshScope();
    List<Local> required = new ArrayList<>();
    for (Params.Param p : params.required()) {
      required.add(x.bindLocal((Syntax.Id) p.id().addScope(scope), p.type()));
    }
    List<Core.OptionalParam> optionals = new ArrayList<>();
    for (Params.Optional p : params.optionals()) {
      Core defaultValue = p.defaultValue() == null ? null : x.expr(p.defaultValue().addScope(scope));
      optionals.add(new Core.OptionalParam(x.bindLocal((Syntax.Id) p.id().addScope(scope), p.type()), defaultValue));
    }
    Syntax.Id restId = params.rest() != null ? params.rest().id()
        : params.keys().isEmpty() ? null : Rewrite.temporary(x, "key-arguments", 0, formals);
    Local rest = restId == null ? null
        : x.bindLocal((Syntax.Id) restId.addScope(scope), params.rest() == null ? null : params.rest().type());
    if (!params.keys().isEmpty()) {
      body = KeyParameters.wrap(x, params, restId, body, whole, name);
    }
    List<Syntax> scoped = new ArrayList<>(body.size());
    for (Syntax form : body) {
      scoped.add(form.addScope(scope));
    }
    Core expandedBody = TypeConversion.result(returnType, x.body(scoped, whole, formName), name, self);
    Core.Lambda lambda = new Core.Lambda(whole.start(), whole.end(), name, required, optionals, rest, expandedBody);
    if (returnType != null) {
      x.declareReturnType(lambda, returnType);
    }
    return lambda;
  }

  /** Gives an anonymous procedure the name of the variable it is bound to. */
  static Core named(Expansion x, Core value, String name) {
    if (value instanceof Core.Lambda l && l.name() == null) {
      Core.Lambda renamed = new Core.Lambda(l.start(), l.end(), name, l.required(), l.optionals(), l.rest(), l.body());
      String returnType = x.types().returnType(l);
      if (returnType != null) {
        x.declareReturnType(renamed, returnType);
      }
      return renamed;
    }
    if (value instanceof Core.CaseLambda c && c.name() == null) {
      return new Core.CaseLambda(c.start(), c.end(), name, c.clauses());
    }
    return value;
  }
}
