package kopi.expand;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import kopi.runtime.Printer;

/**
 * A compact, stable text form of {@link Core}, for tests and {@code .ir.txt} snapshots. Locals are
 * numbered in order of first appearance within one dump ({@code x.1}), so the text does not depend
 * on how many locals other code created; constants are written as {@code write} would, quoted when
 * they are not self-evaluating; globals print as {@code owner::name}, builtins as just the name.
 */
public final class CoreDump {
  private final Map<Local, Integer> numbers = new IdentityHashMap<>();
  private final StringBuilder out = new StringBuilder();

  private CoreDump() {}

  public static String dump(Core core) {
    CoreDump d = new CoreDump();
    d.node(core);
    return d.out.toString();
  }

  /** One line per top-level form, locals numbered across the whole module. */
  public static String dump(List<Core> body) {
    CoreDump d = new CoreDump();
    for (Core core : body) {
      d.node(core);
      d.out.append('\n');
    }
    return d.out.toString();
  }

  private void node(Core core) {
    if (core instanceof Core.Const c) {
      Object v = c.value();
      boolean selfEvaluating = !(v instanceof kopi.runtime.Symbol || v instanceof kopi.runtime.Pair
          || v == kopi.runtime.Nil.NIL);
      out.append(selfEvaluating ? "" : "'").append(Printer.writeString(v));
    } else if (core instanceof Core.LocalRef r) {
      local(r.local());
    } else if (core instanceof Core.GlobalRef g) {
      global(g.global());
    } else if (core instanceof Core.LocalSet s) {
      out.append("(set! ");
      local(s.local());
      out.append(' ');
      node(s.value());
      out.append(')');
    } else if (core instanceof Core.GlobalSet s) {
      out.append("(set! ");
      global(s.global());
      out.append(' ');
      node(s.value());
      out.append(')');
    } else if (core instanceof Core.GlobalDefine d) {
      out.append("(define ");
      global(d.global());
      out.append(' ');
      node(d.value());
      out.append(')');
    } else if (core instanceof Core.If i) {
      out.append("(if ");
      node(i.test());
      out.append(' ');
      node(i.then());
      out.append(' ');
      node(i.otherwise());
      out.append(')');
    } else if (core instanceof Core.Seq s) {
      out.append("(begin");
      for (Core c : s.body()) {
        out.append(' ');
        node(c);
      }
      out.append(')');
    } else if (core instanceof Core.Lambda l) {
      lambda(l);
    } else if (core instanceof Core.CaseLambda c) {
      out.append("(case-lambda");
      if (c.name() != null) {
        out.append(' ').append(c.name());
      }
      for (Core.Lambda l : c.clauses()) {
        out.append(' ');
        lambda(l);
      }
      out.append(')');
    } else if (core instanceof Core.Call c) {
      out.append('(');
      node(c.function());
      for (Core a : c.arguments()) {
        out.append(' ');
        node(a);
      }
      out.append(')');
    } else if (core instanceof Core.Let l) {
      bindings("let", l.locals(), l.inits(), l.body());
    } else if (core instanceof Core.Letrec l) {
      bindings("letrec", l.locals(), l.inits(), l.body());
    } else if (core instanceof Core.DefineClass d) {
      out.append("(define-class ").append(d.spec().name());
      for (Core implementation : d.implementations()) {
        out.append(' ');
        node(implementation);
      }
      out.append(')');
    }
  }

  private void lambda(Core.Lambda l) {
    out.append("(lambda ");
    if (l.name() != null) {
      out.append(l.name()).append(' ');
    }
    out.append('(');
    String sep = "";
    for (Local p : l.required()) {
      out.append(sep);
      local(p);
      sep = " ";
    }
    if (!l.optionals().isEmpty()) {
      out.append(sep).append("#!optional");
      for (Core.OptionalParam p : l.optionals()) {
        out.append(" (");
        local(p.local());
        if (p.defaultValue() != null) {
          out.append(' ');
          node(p.defaultValue());
        }
        out.append(')');
      }
      sep = " ";
    }
    if (l.rest() != null) {
      out.append(sep).append(". ");
      local(l.rest());
    }
    out.append(") ");
    node(l.body());
    out.append(')');
  }

  private void bindings(String head, List<Local> locals, List<Core> inits, Core body) {
    out.append('(').append(head).append(" (");
    for (int i = 0; i < locals.size(); i++) {
      out.append(i == 0 ? "(" : " (");
      local(locals.get(i));
      out.append(' ');
      node(inits.get(i));
      out.append(')');
    }
    out.append(") ");
    node(body);
    out.append(')');
  }

  private void local(Local local) {
    int n = numbers.computeIfAbsent(local, k -> numbers.size() + 1);
    out.append(local.name()).append('.').append(n);
    if (local.declaredType() != null) {
      out.append("::").append(local.declaredType());
    }
  }

  private void global(Global g) {
    if (g.isBuiltin()) {
      out.append(g.name());
    } else {
      out.append(g.owner()).append("::").append(g.name());
    }
  }
}
