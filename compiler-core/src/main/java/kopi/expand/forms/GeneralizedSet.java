package kopi.expand.forms;

import java.util.Map;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * SRFI 17's generalized {@code set!}, as Kawa has it: {@code (set! (getter arg ...) value)}. A
 * getter with a known setter ({@code car}, {@code vector-ref}, ...) becomes that setter's call
 * {@code (setter arg ... value)}; any other head is a sequence indexed as a procedure,
 * {@code (set! (v i) x)}, which becomes {@code (%sequence-set! v i x)}; and {@code (set! (p) x)}
 * calls {@code (p x)}, as a location made by {@code location} takes it.
 */
final class GeneralizedSet {
  private GeneralizedSet() {}

  /** Each getter's setter: the first takes the same arguments as the second plus the value. */
  private static final Map<String, String> SETTERS = Map.ofEntries(
      Map.entry("car", "set-car!"), Map.entry("cdr", "set-cdr!"),
      Map.entry("vector-ref", "vector-set!"), Map.entry("string-ref", "string-set!"),
      Map.entry("list-ref", "list-set!"), Map.entry("bytevector-u8-ref", "bytevector-u8-set!"),
      Map.entry("hash-table-ref", "hash-table-set!"), Map.entry("field", "slot-set!"),
      Map.entry("slot-ref", "slot-set!"));

  static Core expand(Syntax.SList form, Syntax.SList target, Expansion x) {
    if (target.isProper() && target.size() == 1) {
      // (set! (loc) v): a procedure of no argument as a place, such as Kawa's location, stores v
      // when called with it.
      return x.expr(Rewrite.list(form, target.get(0), form.get(2)));
    }
    if (!target.isProper() || target.size() < 2) {
      throw x.malformed(target, "set!: expected a variable name or (getter argument ...), got " + target);
    }
    Syntax head = target.get(0);
    for (Map.Entry<String, String> entry : SETTERS.entrySet()) {
      if (x.isCore(head, entry.getKey())) {
        java.util.List<Syntax> arguments = new java.util.ArrayList<>(target.from(1));
        arguments.add(form.get(2));
        return x.expr(Rewrite.list(form, x.core(entry.getValue(), head), arguments));
      }
    }
    if (target.size() != 2) {
      throw x.malformed(target, "set!: expected (sequence index) or a getter with a known setter, got " + target);
    }
    return x.expr(Rewrite.list(form, x.core("%sequence-set!", head), head, target.get(1), form.get(2)));
  }
}
