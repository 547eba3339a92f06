package kopi.expand.forms;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
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

  /**
   * Notes the pattern variables {@code template} uses; one under fewer ellipses ({@code depth},
   * or -1 inside a {@code (... ...)} escape, where none counts) than its pattern put it is an error.
   */
  private static void collect(Syntax template, Map<String, Substitution> used, Expansion x) {
    collect(template, 0, true, used, new java.util.HashSet<>(used.keySet()), x);
  }

  private static void collect(Syntax template, int depth, boolean ellipsisActive, Map<String, Substitution> used,
      java.util.Set<String> holes, Expansion x) {
    if (template instanceof Syntax.Id id) {
      if (holes.contains(id.name())) {
        return;
      }
      var binding = x.resolve(id);
      int patternDepth = x.patternDepth(binding);
      if (patternDepth < 0) {
        return;
      }
      if (patternDepth > depth) {
        throw x.malformed(id, "syntax: pattern variable " + id.name() + " is used under " + depth
            + (depth == 1 ? " ellipsis" : " ellipses") + ", but its pattern has it under " + patternDepth);
      }
      if (!used.containsKey(id.name())) {
        var local = ((kopi.expand.Binding.LocalVar) binding).local();
        used.put(id.name(), new Substitution(patternDepth, new Core.LocalRef(id.start(), id.end(), local)));
      }
    } else if (template instanceof Syntax.SList list) {
      List<Syntax> elements = list.elements();
      if (ellipsisActive && elements.size() == 2 && list.tail() == null && isEllipsis(elements.get(0))) {
        collect(elements.get(1), depth, false, used, holes, x);
        return;
      }
      elements(elements, depth, ellipsisActive, used, holes, x);
      if (list.tail() != null) {
        collect(list.tail(), depth, ellipsisActive, used, holes, x);
      }
    } else if (template instanceof Syntax.SVector vector) {
      elements(vector.elements(), depth, ellipsisActive, used, holes, x);
    }
  }

  private static void elements(List<Syntax> elements, int depth, boolean ellipsisActive,
      Map<String, Substitution> used, java.util.Set<String> holes, Expansion x) {
    for (int i = 0; i < elements.size(); i++) {
      int following = 0;
      while (ellipsisActive && i + 1 + following < elements.size() && isEllipsis(elements.get(i + 1 + following))) {
        following++;
      }
      collect(elements.get(i), depth + following, ellipsisActive, used, holes, x);
      i += following;
    }
  }

  private static boolean isEllipsis(Syntax syntax) {
    return syntax instanceof Syntax.Id id && id.name().equals("...");
  }
}
