package kopi.expand.forms;

import java.util.Map;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * SRFI 17's generalized {@code set!}, as Kawa has it: {@code (set! (getter arg ...) value)}. A
 * getter with a known setter ({@code car}, {@code vector-ref}, ...) becomes that setter's call
 * {@code (setter arg ... value)}; any other head is a sequence indexed as a procedure,
 * {@code (set! (v i) x)}, which becomes {@code (%sequence-set! v i x)} (which calls the setter when
 * {@code v} is a procedure), another call {@code (%setter-apply f arg ... x)}, which calls
 * {@code (setter f)} ({@code kopi.runtime.lib.SetterLib}); and {@code (set! (p) x)} calls
 * {@code (p x)}, as a location made by {@code location} takes it; {@code (set! (f x):name v)} sets
 * the field {@code name}.
 */
final class GeneralizedSet {
  private GeneralizedSet() {}

  static Core expand(Syntax.SList form, Syntax.SList target, Expansion x) {
    if (target.isProper() && target.size() == 1) {
      // (set! (loc) v): a procedure of no argument as a place, such as Kawa's location, stores v
      // when called with it.
      return x.expr(Rewrite.list(form, target.get(0), form.get(2)));
    }
    if (!target.isProper() || target.size() < 2) {
      throw x.malformed(target, "set!: expected a variable name or (getter argument ...), got " + target);
    }
    if (kopi.expand.Interop.lookup(target, x) != null) {
      return kopi.expand.Interop.assignLookup(target, x.expr(form.get(2)), form, x);
    }
    Syntax head = target.get(0);
    for (Map.Entry<String, String> entry : kopi.runtime.lib.SetterLib.BUILTIN_SETTERS.entrySet()) {
      if (x.isCore(head, entry.getKey())) {
        java.util.List<Syntax> arguments = new java.util.ArrayList<>(target.from(1));
        arguments.add(form.get(2));
        return x.expr(Rewrite.list(form, x.core(entry.getValue(), head), arguments));
      }
    }
    if (target.size() != 2) {
      // A getter known at run time only: its setter ((setter f), SRFI 17) is called.
      java.util.List<Syntax> arguments = new java.util.ArrayList<>(target.elements());
      arguments.add(form.get(2));
      return x.expr(Rewrite.list(form, x.core("%setter-apply", head), arguments));
    }
    return x.expr(Rewrite.list(form, x.core("%sequence-set!", head), head, target.get(1), form.get(2)));
  }
}
