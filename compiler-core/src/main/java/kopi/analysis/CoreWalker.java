package kopi.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * Visits the direct children of a {@link Core} node in evaluation order, or rebuilds a node from
 * its rewritten children. The passes use it for the nodes they do not treat specially, so a new
 * node kind needs a change here only.
 */
public final class CoreWalker {
  private CoreWalker() {}

  /** Whether {@code node} refers to or assigns {@code local} anywhere, nested lambdas included. */
  public static boolean mentions(Core node, Local local) {
    if (node instanceof Core.LocalRef ref) {
      return ref.local() == local;
    }
    if (node instanceof Core.LocalSet set && set.local() == local) {
      return true;
    }
    boolean[] found = {false};
    forEachChild(node, child -> found[0] |= !found[0] && mentions(child, local));
    return found[0];
  }

  /** Calls {@code visitor} on each direct child expression of {@code node}. */
  public static void forEachChild(Core node, java.util.function.Consumer<Core> visitor) {
    // Constants and references have no children.
    if (node instanceof Core.LocalSet s) {
      visitor.accept(s.value());
    } else if (node instanceof Core.GlobalSet s) {
      visitor.accept(s.value());
    } else if (node instanceof Core.GlobalDefine d) {
      visitor.accept(d.value());
    } else if (node instanceof Core.If i) {
      visitor.accept(i.test());
      visitor.accept(i.then());
      visitor.accept(i.otherwise());
    } else if (node instanceof Core.Seq s) {
      s.body().forEach(visitor);
    } else if (node instanceof Core.Lambda l) {
      for (Core.OptionalParam optional : l.optionals()) {
        if (optional.defaultValue() != null) {
          visitor.accept(optional.defaultValue());
        }
      }
      visitor.accept(l.body());
    } else if (node instanceof Core.CaseLambda c) {
      c.clauses().forEach(visitor);
    } else if (node instanceof Core.Call c) {
      visitor.accept(c.function());
      c.arguments().forEach(visitor);
    } else if (node instanceof Core.Let l) {
      l.inits().forEach(visitor);
      visitor.accept(l.body());
    } else if (node instanceof Core.Letrec l) {
      l.inits().forEach(visitor);
      visitor.accept(l.body());
    } else if (node instanceof Core.DefineClass d) {
      d.implementations().forEach(visitor);
    }
  }

  /**
   * {@code node} with each direct child replaced by {@code rewrite}'s result for it: {@code node}
   * itself when every child came back as itself, else a new node of the same kind and position.
   */
  public static Core mapChildren(Core node, UnaryOperator<Core> rewrite) {
    if (node instanceof Core.LocalSet s) {
      Core value = rewrite.apply(s.value());
      return value == s.value() ? node : new Core.LocalSet(s.start(), s.end(), s.local(), value);
    } else if (node instanceof Core.GlobalSet s) {
      Core value = rewrite.apply(s.value());
      return value == s.value() ? node : new Core.GlobalSet(s.start(), s.end(), s.global(), value);
    } else if (node instanceof Core.GlobalDefine d) {
      Core value = rewrite.apply(d.value());
      return value == d.value() ? node : new Core.GlobalDefine(d.start(), d.end(), d.global(), value);
    } else if (node instanceof Core.If i) {
      Core test = rewrite.apply(i.test());
      Core then = rewrite.apply(i.then());
      Core otherwise = rewrite.apply(i.otherwise());
      return test == i.test() && then == i.then() && otherwise == i.otherwise() ? node
          : new Core.If(i.start(), i.end(), test, then, otherwise);
    } else if (node instanceof Core.Seq s) {
      List<Core> body = mapAll(s.body(), rewrite);
      return body == s.body() ? node : new Core.Seq(s.start(), s.end(), body);
    } else if (node instanceof Core.Lambda l) {
      return mapLambda(l, rewrite);
    } else if (node instanceof Core.CaseLambda c) {
      List<Core.Lambda> clauses = new ArrayList<>();
      boolean changed = false;
      for (Core.Lambda clause : c.clauses()) {
        Core.Lambda mapped = mapLambda(clause, rewrite);
        changed |= mapped != clause;
        clauses.add(mapped);
      }
      return changed ? new Core.CaseLambda(c.start(), c.end(), c.name(), clauses) : node;
    } else if (node instanceof Core.Call c) {
      Core function = rewrite.apply(c.function());
      List<Core> arguments = mapAll(c.arguments(), rewrite);
      return function == c.function() && arguments == c.arguments() ? node
          : new Core.Call(c.start(), c.end(), function, arguments);
    } else if (node instanceof Core.Let l) {
      List<Core> inits = mapAll(l.inits(), rewrite);
      Core body = rewrite.apply(l.body());
      return inits == l.inits() && body == l.body() ? node : new Core.Let(l.start(), l.end(), l.locals(), inits, body);
    } else if (node instanceof Core.Letrec l) {
      List<Core> inits = mapAll(l.inits(), rewrite);
      Core body = rewrite.apply(l.body());
      return inits == l.inits() && body == l.body() ? node
          : new Core.Letrec(l.start(), l.end(), l.locals(), inits, body);
    } else if (node instanceof Core.DefineClass d) {
      List<Core> implementations = mapAll(d.implementations(), rewrite);
      return implementations == d.implementations() ? node
          : new Core.DefineClass(d.start(), d.end(), d.spec(), implementations);
    }
    // Constants and references have no children.
    return node;
  }

  /** {@code nodes} with each replaced by {@code rewrite}'s result: {@code nodes} itself when none changed. */
  public static List<Core> mapAll(List<Core> nodes, UnaryOperator<Core> rewrite) {
    List<Core> result = null;
    for (int i = 0; i < nodes.size(); i++) {
      Core node = nodes.get(i);
      Core mapped = rewrite.apply(node);
      if (mapped != node && result == null) {
        result = new ArrayList<>(nodes.subList(0, i));
      }
      if (result != null) {
        result.add(mapped);
      }
    }
    return result == null ? nodes : result;
  }

  private static Core.Lambda mapLambda(Core.Lambda l, UnaryOperator<Core> rewrite) {
    List<Core.OptionalParam> optionals = new ArrayList<>();
    boolean changed = false;
    for (Core.OptionalParam optional : l.optionals()) {
      Core value = optional.defaultValue() == null ? null : rewrite.apply(optional.defaultValue());
      changed |= value != optional.defaultValue();
      optionals.add(value == optional.defaultValue() ? optional : new Core.OptionalParam(optional.local(), value));
    }
    Core body = rewrite.apply(l.body());
    return !changed && body == l.body() ? l
        : new Core.Lambda(l.start(), l.end(), l.name(), l.required(), changed ? optionals : l.optionals(), l.rest(),
            body);
  }

  /** Every local a lambda binds: required, optional and rest parameters. */
  public static List<kopi.expand.Local> parameters(Core.Lambda lambda) {
    List<kopi.expand.Local> all = new java.util.ArrayList<>(lambda.required());
    for (Core.OptionalParam optional : lambda.optionals()) {
      all.add(optional.local());
    }
    if (lambda.rest() != null) {
      all.add(lambda.rest());
    }
    return all;
  }
}
