package kopi.analysis;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * Visits the direct children of a {@link Core} node in evaluation order. The passes use it for
 * the nodes they do not treat specially, so a new node kind needs a change here only.
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

  /** Every local a lambda binds: required, optional and rest parameters. */
  static List<kopi.expand.Local> parameters(Core.Lambda lambda) {
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
