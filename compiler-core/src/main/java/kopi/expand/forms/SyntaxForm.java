package kopi.expand.forms;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Syntax;
import kopi.runtime.Symbol;

/**
 * {@code (syntax template)}, read from {@code #'template}: the syntax object of the template, each
 * pattern variable of an enclosing {@code syntax-case} clause replaced by what it matched (with
 * ellipses as in {@code syntax-rules}, and {@code (... ...)} for a literal ellipsis). Other
 * identifiers are introduced by the macro: they carry the scopes of its definition. Expanded into
 * a call of {@code %syntax-template} ({@link kopi.runtime.lib.SyntaxLib}) with the template as a
 * quoted datum and the values of the pattern variables it uses.
 */
final class SyntaxForm implements SpecialForm {
  /** A value substituted into a template: a pattern variable, or a hole of {@code quasisyntax}. */
  record Substitution(int depth, Core value) {}

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() != 2) {
      throw x.malformed(form, "syntax: expected one template, got " + (form.size() - 1) + " operands");
    }
    return template(form, form.get(1), new LinkedHashMap<>(), x);
  }

  /**
   * The Core building {@code template}, with the pattern variables in scope and the holes
   * {@code holes} (by name) substituted.
   */
  static Core template(Syntax at, Syntax template, Map<String, Substitution> holes, Expansion x) {
    Map<String, Substitution> used = new LinkedHashMap<>(holes);
    collect(template, used, x);
    List<Core> arguments = new ArrayList<>();
    arguments.add(x.quoted(at, template));
    Object[] names = new Object[used.size()];
    Object[] depths = new Object[used.size()];
    int i = 0;
    for (Map.Entry<String, Substitution> entry : used.entrySet()) {
      names[i] = Symbol.intern(entry.getKey());
      depths[i] = (long) entry.getValue().depth();
      i++;
    }
    arguments.add(x.constant(at, names));
    arguments.add(x.constant(at, depths));
    for (Substitution substitution : used.values()) {
      arguments.add(substitution.value());
    }
    return x.callBuiltin(at, Hooks.SYNTAX_TEMPLATE, arguments.toArray(new Core[0]));
  }

  private static void collect(Syntax template, Map<String, Substitution> used, Expansion x) {
    if (template instanceof Syntax.Id id) {
      if (used.containsKey(id.name())) {
        return;
      }
      var binding = x.resolve(id);
      int depth = x.patternDepth(binding);
      if (depth >= 0) {
        var local = ((kopi.expand.Binding.LocalVar) binding).local();
        used.put(id.name(), new Substitution(depth, new Core.LocalRef(id.start(), id.end(), local)));
      }
    } else if (template instanceof Syntax.SList list) {
      for (Syntax element : list.elements()) {
        collect(element, used, x);
      }
      if (list.tail() != null) {
        collect(list.tail(), used, x);
      }
    } else if (template instanceof Syntax.SVector vector) {
      for (Syntax element : vector.elements()) {
        collect(element, used, x);
      }
    }
  }
}
