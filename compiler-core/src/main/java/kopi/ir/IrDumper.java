package kopi.ir;

import java.util.List;
import java.util.stream.Collectors;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * Prints a {@link ModulePlan} as indented text: the code as s-expressions, each lambda annotated
 * with its method, environment, closure class and boxed variables, and each call marked when it
 * is in tail position or calls a known procedure. The format is for humans and snapshots only.
 */
public final class IrDumper {
  private final ModulePlan plan;
  private final StringBuilder out = new StringBuilder();

  private IrDumper(ModulePlan plan) {
    this.plan = plan;
  }

  public static String dump(ModulePlan plan) {
    IrDumper dumper = new IrDumper(plan);
    dumper.out.append("module ").append(plan.className()).append('\n');
    for (Core form : plan.body()) {
      dumper.node(form, 1);
      dumper.out.append('\n');
    }
    return dumper.out.toString();
  }

  private void node(Core node, int depth) {
    indent(depth);
    if (node instanceof Core.Const c) {
      out.append("(const ").append(c.value() instanceof String s ? '"' + s + '"' : String.valueOf(c.value()))
          .append(')');
    } else if (node instanceof Core.LocalRef r) {
      out.append(local(r.local()));
    } else if (node instanceof Core.GlobalRef r) {
      out.append(r.global());
    } else if (node instanceof Core.LocalSet s) {
      out.append("(set! ").append(local(s.local())).append('\n');
      node(s.value(), depth + 1);
      out.append(')');
    } else if (node instanceof Core.GlobalSet s) {
      out.append("(set! ").append(s.global()).append('\n');
      node(s.value(), depth + 1);
      out.append(')');
    } else if (node instanceof Core.GlobalDefine d) {
      out.append("(define ").append(d.global())
          .append(plan.analysis().knownGlobals().containsKey(d.global()) ? " [known]" : "").append('\n');
      node(d.value(), depth + 1);
      out.append(')');
    } else if (node instanceof Core.If i) {
      out.append("(if\n");
      node(i.test(), depth + 1);
      out.append('\n');
      node(i.then(), depth + 1);
      out.append('\n');
      node(i.otherwise(), depth + 1);
      out.append(')');
    } else if (node instanceof Core.Seq s) {
      out.append("(begin");
      children(s.body(), depth);
      out.append(')');
    } else if (node instanceof Core.Lambda l) {
      lambda(l, depth);
    } else if (node instanceof Core.CaseLambda c) {
      CaseLambdaPlan casePlan = plan.caseLambdas().get(c);
      out.append("(case-lambda [class ").append(casePlan.closureClass()).append("] [env ")
          .append(locals(casePlan.environment())).append("]");
      for (Core.Lambda clause : c.clauses()) {
        out.append('\n');
        lambda(clause, depth + 1);
      }
      out.append(')');
    } else if (node instanceof Core.Call c) {
      out.append("(call");
      if (plan.analysis().isTail(c)) {
        out.append(" [tail]");
      }
      if (c.function() instanceof Core.LocalRef r && plan.analysis().knownLocals().containsKey(r.local())) {
        out.append(" [known ").append(plan.function(plan.analysis().knownLocals().get(r.local())).methodName())
            .append(']');
      } else if (c.function() instanceof Core.GlobalRef g && plan.analysis().knownGlobals().containsKey(g.global())) {
        out.append(" [known ").append(plan.function(plan.analysis().knownGlobals().get(g.global())).methodName())
            .append(']');
      }
      out.append('\n');
      node(c.function(), depth + 1);
      children(c.arguments(), depth);
      out.append(')');
    } else if (node instanceof Core.Let l) {
      bindings("let", l.locals(), l.inits(), l.body(), depth);
    } else if (node instanceof Core.Letrec l) {
      bindings("letrec", l.locals(), l.inits(), l.body(), depth);
    } else if (node instanceof Core.DefineClass d) {
      out.append("(define-class ").append(d.spec().name());
      children(d.implementations(), depth);
      out.append(')');
    }
  }

  private void lambda(Core.Lambda l, int depth) {
    FunctionPlan function = plan.function(l);
    out.append("(lambda ").append(function.methodName()).append(" (").append(locals(l.required()));
    if (!l.optionals().isEmpty()) {
      out.append(" #!optional ")
          .append(l.optionals().stream().map(o -> local(o.local())).collect(Collectors.joining(" ")));
    }
    if (l.rest() != null) {
      out.append(" . ").append(local(l.rest()));
    }
    out.append(") [env ").append(locals(function.environment())).append(']');
    out.append(function.needsObject() ? " [class " + function.closureClass() + "]" : " [no object]");
    out.append('\n');
    node(l.body(), depth + 1);
    out.append(')');
  }

  private void bindings(String keyword, List<Local> locals, List<Core> inits, Core body, int depth) {
    out.append('(').append(keyword).append(" (");
    for (int i = 0; i < locals.size(); i++) {
      out.append('\n');
      indent(depth + 1);
      out.append('[').append(local(locals.get(i))).append('\n');
      node(inits.get(i), depth + 2);
      out.append(']');
    }
    out.append(")\n");
    node(body, depth + 1);
    out.append(')');
  }

  private void children(List<Core> nodes, int depth) {
    for (Core child : nodes) {
      out.append('\n');
      node(child, depth + 1);
    }
  }

  private String locals(List<Local> locals) {
    return locals.stream().map(this::local).collect(Collectors.joining(" "));
  }

  /** Locals print by name only: ids depend on what else ran in the JVM, which snapshots must not. */
  private String local(Local local) {
    return local.name() + (plan.analysis().isBoxed(local) ? "[box]" : "");
  }

  private void indent(int depth) {
    out.append("  ".repeat(depth));
  }
}
