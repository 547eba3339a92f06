package kopi.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Global;
import kopi.expand.Local;

/**
 * The types of untyped parameters known from the uses of their procedure, for the editor's inlay
 * hints (they do not feed the checks). A procedure's uses are all known when every reference to the
 * variable bound to it (a global defined once in the module, or a local bound by {@code let} or
 * {@code letrec}, never assigned) calls it: it never escapes as a value, so the calls
 * {@link TypeInference} found are all its calls. A required parameter, itself never assigned, then
 * has the join of the types its argument has at those calls, when that is known. Procedures with
 * optional or rest parameters, and calls with the wrong number of arguments, give nothing.
 */
public final class ParameterTypes {
  private ParameterTypes() {}

  /** The known types of parameters of {@code body} (one module), by parameter. */
  public static Map<Local, Type> of(List<Core> body, TypeInference.Result types) {
    Map<Core.Lambda, List<Core.Call>> calls = new IdentityHashMap<>();
    types.callees()
        .forEach((call, callee) -> calls.computeIfAbsent(callee.lambda(), key -> new ArrayList<>()).add(call));
    Uses uses = new Uses(types);
    body.forEach(uses::walk);
    Set<Local> assigned = AssignedVariables.of(body);
    Map<Local, Type> out = new IdentityHashMap<>();
    calls.forEach((lambda, sites) -> {
      Object variable = uses.variableOf.get(lambda);
      if (variable != null && (uses.escapes.containsKey(variable) || uses.boundTwice.containsKey(variable))) {
        return;
      }
      if (!lambda.optionals().isEmpty() || lambda.rest() != null) {
        return;
      }
      List<Local> parameters = lambda.required();
      Type[] joined = new Type[parameters.size()];
      for (Core.Call call : sites) {
        if (call.arguments().size() != parameters.size()) {
          return;
        }
        for (int i = 0; i < joined.length; i++) {
          Type argument = types.typeOf(call.arguments().get(i));
          joined[i] = joined[i] == null ? argument : joined[i].join(argument);
        }
      }
      for (int i = 0; i < joined.length; i++) {
        Local parameter = parameters.get(i);
        if (parameter.declaredType() == null && !assigned.contains(parameter) && joined[i] != null
            && !joined[i].isUnknown() && !"object".equals(joined[i].name())) {
          out.put(parameter, joined[i]);
        }
      }
    });
    return out;
  }

  /** Which variable each lambda is bound to, and which variables are used other than by a call. */
  private static final class Uses {
    private final TypeInference.Result types;
    final Map<Core.Lambda, Object> variableOf = new IdentityHashMap<>();
    final Map<Object, Boolean> escapes = new HashMap<>();
    final Map<Object, Boolean> boundTwice = new HashMap<>();
    private final Map<Object, Core.Lambda> lambdaOf = new HashMap<>();

    Uses(TypeInference.Result types) {
      this.types = types;
    }

    void walk(Core node) {
      if (node instanceof Core.GlobalDefine d) {
        bind(d.global(), d.value());
      } else if (node instanceof Core.Let l) {
        for (int i = 0; i < l.locals().size() && i < l.inits().size(); i++) {
          bind(l.locals().get(i), l.inits().get(i));
        }
      } else if (node instanceof Core.Letrec l) {
        for (int i = 0; i < l.locals().size() && i < l.inits().size(); i++) {
          bind(l.locals().get(i), l.inits().get(i));
        }
      } else if (node instanceof Core.GlobalSet s) {
        escapes.put(s.global(), true);
      } else if (node instanceof Core.LocalSet s) {
        escapes.put(s.local(), true);
      } else if (node instanceof Core.GlobalRef r) {
        escapes.put(r.global(), true);
        return;
      } else if (node instanceof Core.LocalRef r) {
        escapes.put(r.local(), true);
        return;
      } else if (node instanceof Core.Call c && types.callees().containsKey(c)) {
        // The operator of a call whose callee is known is a use that calls, not an escape.
        Core function = c.function();
        boolean called = function instanceof Core.GlobalRef || function instanceof Core.LocalRef;
        if (called) {
          c.arguments().forEach(this::walk);
          return;
        }
      }
      CoreWalker.forEachChild(node, this::walk);
    }

    private void bind(Object variable, Core value) {
      if (!(variable instanceof Global) && !(variable instanceof Local)) {
        return;
      }
      if (lambdaOf.containsKey(variable)) {
        boundTwice.put(variable, true);
      }
      if (value instanceof Core.Lambda lambda) {
        lambdaOf.put(variable, lambda);
        variableOf.put(lambda, variable);
      }
    }
  }
}
