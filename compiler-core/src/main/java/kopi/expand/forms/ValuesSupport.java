package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.Syntax;

/** What the multiple-value forms share: binding a formals list to the values of an expression. */
final class ValuesSupport {
  private ValuesSupport() {}

  /** The locals a formals list binds, in order: required ones, then the rest list if any. */
  record Bound(List<Local> required, Local rest) {
    List<Local> all() {
      List<Local> out = new ArrayList<>(required);
      if (rest != null) {
        out.add(rest);
      }
      return out;
    }
  }

  /** Binds the identifiers of {@code formals} (plus {@code scope}) as locals. */
  static Bound bind(Syntax formals, int scope, Expansion x, String formName) {
    Params params = Params.parse(formals, formName);
    if (!params.isPositional()) {
      throw x.malformed(formals, formName + ": #!optional and #!key are not allowed here");
    }
    List<Local> required = new ArrayList<>();
    for (Params.Param p : params.required()) {
      required.add(x.bindLocal((Syntax.Id) p.id().addScope(scope), p.type()));
    }
    Local rest = params.rest() == null ? null
        : x.bindLocal((Syntax.Id) params.rest().id().addScope(scope), params.rest().type());
    return new Bound(required, rest);
  }

  /** {@code (call-with-values (lambda () producer) (lambda formals body))}. */
  static Core receive(Syntax at, Core producer, Bound bound, Core body, Expansion x) {
    Core.Lambda thunk = new Core.Lambda(at.start(), at.end(), null, List.of(), List.of(), null, producer);
    Core.Lambda consumer = new Core.Lambda(at.start(), at.end(), null, bound.required(), List.of(), bound.rest(), body);
    return x.callBuiltin(at, Hooks.CALL_WITH_VALUES, thunk, consumer);
  }
}
