package kopi.expand;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A {@code syntax-rules} transformer (R7RS 4.3.2): literals, {@code _}, nested ellipses, a custom
 * ellipsis identifier, {@code (... ...)} escapes, vector and dotted-tail patterns.
 *
 * <p>Hygiene comes from the caller ({@link Expansion#expandMacro}): it adds a fresh scope to the
 * use before matching and flips it on the result, so syntax copied from the template carries the
 * new scope and syntax copied from the use does not. Template identifiers keep the scopes of the
 * macro definition, so free identifiers in a template mean what they meant where the macro was
 * defined. Literals are matched with free-identifier=? (same binding, or both unbound and equal
 * names); pattern variables are found in templates by name and scope set (bound-identifier=?).
 */
public final class SyntaxRules implements MacroTransformer {
  private record Rule(Syntax.SList pattern, Syntax template) {}

  private record Var(String name, ScopeSet scopes) {
    static Var of(Syntax.Id id) {
      return new Var(id.name(), id.scopes());
    }

    // Written out for start-up: see Binding.GlobalVar.
    @Override
    public boolean equals(Object other) {
      return other instanceof Var that && name.equals(that.name) && scopes.equals(that.scopes);
    }

    @Override
    public int hashCode() {
      return name.hashCode() * 31 + scopes.hashCode();
    }
  }

  private final String name;
  private final String ellipsis;
  private final List<Syntax.Id> literals;
  private final List<Rule> rules;

  private SyntaxRules(String name, String ellipsis, List<Syntax.Id> literals, List<Rule> rules) {
    this.name = name;
    this.ellipsis = ellipsis;
    this.literals = literals;
    this.rules = rules;
  }

  /**
   * Parses {@code (syntax-rules (literal ...) (pattern template) ...)} or the form with a custom
   * ellipsis {@code (syntax-rules ellipsis (literal ...) ...)}; throws {@link ExpandError} when
   * malformed.
   */
  public static SyntaxRules parse(Syntax.SList spec, String macroName) {
    int at = 1;
    String ellipsis = "...";
    if (spec.size() > at && spec.get(at) instanceof Syntax.Id custom) {
      ellipsis = custom.name();
      at++;
    }
    if (spec.size() <= at || !(spec.get(at) instanceof Syntax.SList literalList) || !literalList.isProper()) {
      throw new ExpandError("expand.malformed", spec,
          "syntax-rules: expected a list of literals, got " + describe(spec, at));
    }
    List<Syntax.Id> literals = new ArrayList<>();
    for (Syntax literal : literalList.elements()) {
      if (!(literal instanceof Syntax.Id id)) {
        throw new ExpandError("expand.malformed", literal,
            "syntax-rules: expected an identifier as literal, got " + literal);
      }
      literals.add(id);
    }
    List<Rule> rules = new ArrayList<>();
    for (Syntax ruleSyntax : spec.from(at + 1)) {
      if (!(ruleSyntax instanceof Syntax.SList rule) || rule.size() != 2 || !rule.isProper()) {
        throw new ExpandError("expand.malformed", ruleSyntax,
            "syntax-rules: expected (pattern template), got " + ruleSyntax);
      }
      Syntax pattern = rule.get(0);
      if (pattern instanceof Syntax.Id id && (id.name().equals("_") || id.name().equals(macroName))) {
        // An identifier pattern matches only the bare keyword; model it as the list (_ . ()).
        pattern = new Syntax.SList(List.of(id), null, id.start(), id.end());
      }
      if (!(pattern instanceof Syntax.SList patternList) || patternList.size() == 0) {
        throw new ExpandError("expand.malformed", pattern,
            "syntax-rules: expected a pattern list starting with the keyword, got " + pattern);
      }
      rules.add(new Rule(patternList, rule.get(1)));
    }
    SyntaxRules parsed = new SyntaxRules(macroName, ellipsis, List.copyOf(literals), List.copyOf(rules));
    for (Rule rule : rules) {
      List<Syntax> afterKeyword = rule.pattern().elements().subList(1, rule.pattern().size());
      parsed.rejectRepeatedVars(new Syntax.SList(afterKeyword, rule.pattern().tail(), rule.pattern().start(),
          rule.pattern().end()), new java.util.HashSet<>());
    }
    return parsed;
  }

  /** Rejects a pattern that names one pattern variable twice (R7RS 4.3.2; Kawa rejects it too). */
  private void rejectRepeatedVars(Syntax pattern, Set<Var> seen) {
    forEachVar(pattern, id -> {
      if (!seen.add(Var.of(id))) {
        throw new ExpandError("expand.malformed", id,
            "syntax-rules: pattern variable " + id.name() + " appears more than once in the pattern");
      }
    });
  }

  /**
   * Rewrites {@code form} with the first rule that matches, or returns null when none does. The
   * template's own nodes take the range of {@code form}, so errors in expanded code point at the
   * use.
   */
  @Override
  public Syntax apply(Syntax.SList form, BindingTable table) {
    for (Rule rule : rules) {
      Map<Var, Object> bindings = new HashMap<>();
      // The keyword position is ignored, as R7RS says.
      if (matchList(rule.pattern().from(1), rule.pattern().tail(), form.from(1), form.tail(), bindings, table)) {
        return instantiate(rule.template(), bindings, true, form);
      }
    }
    return null;
  }

  public String name() {
    return name;
  }

  // ---- matching ----

  private boolean isEllipsis(Syntax s) {
    return s instanceof Syntax.Id id && id.name().equals(ellipsis) && !isLiteral(id);
  }

  private boolean isLiteral(Syntax.Id id) {
    for (Syntax.Id literal : literals) {
      if (literal.name().equals(id.name())) {
        return true;
      }
    }
    return false;
  }

  private boolean match(Syntax pattern, Syntax input, Map<Var, Object> bindings, BindingTable table) {
    if (pattern instanceof Syntax.Id id) {
      if (isLiteral(id)) {
        return input instanceof Syntax.Id in && freeIdentifierEquals(in, id, table);
      }
      if (id.name().equals("_")) {
        return true;
      }
      bindings.put(Var.of(id), input);
      return true;
    }
    if (pattern instanceof Syntax.SList list) {
      return input instanceof Syntax.SList in
          && matchList(list.elements(), list.tail(), in.elements(), in.tail(), bindings, table);
    }
    if (pattern instanceof Syntax.SVector vector) {
      return input instanceof Syntax.SVector in
          && matchList(vector.elements(), null, in.elements(), null, bindings, table);
    }
    return input instanceof Syntax.Atom in && atomEquals(((Syntax.Atom) pattern).value(), in.value());
  }

  private boolean matchList(List<Syntax> patterns, Syntax patternTail, List<Syntax> inputs, Syntax inputTail,
      Map<Var, Object> bindings, BindingTable table) {
    int ellipsisAt = -1;
    for (int i = 0; i + 1 < patterns.size(); i++) {
      if (isEllipsis(patterns.get(i + 1))) {
        ellipsisAt = i;
        break;
      }
    }
    if (ellipsisAt < 0) {
      if (patternTail == null) {
        if (inputTail != null || inputs.size() != patterns.size()) {
          return false;
        }
      } else if (inputs.size() < patterns.size()) {
        return false;
      }
      for (int i = 0; i < patterns.size(); i++) {
        if (!match(patterns.get(i), inputs.get(i), bindings, table)) {
          return false;
        }
      }
      if (patternTail != null) {
        return match(patternTail, rest(inputs, patterns.size(), inputTail), bindings, table);
      }
      return true;
    }
    List<Syntax> post = patterns.subList(ellipsisAt + 2, patterns.size());
    int minimum = ellipsisAt + post.size();
    if (inputs.size() < minimum || (patternTail == null && inputTail != null)) {
      return false;
    }
    for (int i = 0; i < ellipsisAt; i++) {
      if (!match(patterns.get(i), inputs.get(i), bindings, table)) {
        return false;
      }
    }
    Syntax repeated = patterns.get(ellipsisAt);
    int count = inputs.size() - minimum;
    Set<Var> vars = new LinkedHashSet<>();
    patternVars(repeated, vars);
    Map<Var, List<Object>> sequences = new HashMap<>();
    for (Var var : vars) {
      sequences.put(var, new ArrayList<>(count));
    }
    for (int i = 0; i < count; i++) {
      Map<Var, Object> one = new HashMap<>();
      if (!match(repeated, inputs.get(ellipsisAt + i), one, table)) {
        return false;
      }
      for (Var var : vars) {
        sequences.get(var).add(one.get(var));
      }
    }
    bindings.putAll(sequences);
    for (int i = 0; i < post.size(); i++) {
      if (!match(post.get(i), inputs.get(ellipsisAt + count + i), bindings, table)) {
        return false;
      }
    }
    if (patternTail != null) {
      Syntax tail = inputTail != null ? inputTail
          : new Syntax.SList(List.of(), null, endOf(inputs), endOf(inputs));
      return match(patternTail, tail, bindings, table);
    }
    return true;
  }

  private static int endOf(List<Syntax> inputs) {
    return inputs.isEmpty() ? 0 : inputs.get(inputs.size() - 1).end();
  }

  private static Syntax rest(List<Syntax> inputs, int from, Syntax inputTail) {
    if (from == inputs.size()) {
      return inputTail != null ? inputTail : new Syntax.SList(List.of(), null, endOf(inputs), endOf(inputs));
    }
    List<Syntax> remaining = inputs.subList(from, inputs.size());
    Syntax last = inputTail != null ? inputTail : remaining.get(remaining.size() - 1);
    return new Syntax.SList(remaining, inputTail, remaining.get(0).start(), last.end());
  }

  private void patternVars(Syntax pattern, Set<Var> out) {
    forEachVar(pattern, id -> out.add(Var.of(id)));
  }

  /** Each pattern variable of {@code pattern}, in order: identifiers but literals, ellipses and {@code _}. */
  private void forEachVar(Syntax pattern, java.util.function.Consumer<Syntax.Id> action) {
    if (pattern instanceof Syntax.Id id) {
      if (!isLiteral(id) && !isEllipsis(id) && !id.name().equals("_")) {
        action.accept(id);
      }
    } else if (pattern instanceof Syntax.SList list) {
      for (Syntax element : list.elements()) {
        forEachVar(element, action);
      }
      if (list.tail() != null) {
        forEachVar(list.tail(), action);
      }
    } else if (pattern instanceof Syntax.SVector vector) {
      for (Syntax element : vector.elements()) {
        forEachVar(element, action);
      }
    }
  }

  static boolean freeIdentifierEquals(Syntax.Id a, Syntax.Id b, BindingTable table) {
    Binding ba = table.resolve(a);
    Binding bb = table.resolve(b);
    if (ba == null && bb == null) {
      return a.name().equals(b.name());
    }
    return ba != null && ba.equals(bb);
  }

  private static boolean atomEquals(Object a, Object b) {
    if (a instanceof byte[] x && b instanceof byte[] y) {
      return java.util.Arrays.equals(x, y);
    }
    return a.equals(b);
  }

  // ---- instantiation ----

  private Syntax instantiate(Syntax template, Map<Var, Object> bindings, boolean ellipsisActive, Syntax use) {
    if (template instanceof Syntax.Id id) {
      Object bound = bindings.get(Var.of(id));
      if (bound == null) {
        return id.withRange(use.start(), use.end());
      }
      if (bound instanceof Syntax s) {
        return s;
      }
      throw new ExpandError("expand.ellipsis", use,
          name + ": pattern variable " + id.name() + " is used without an ellipsis in the template");
    }
    if (template instanceof Syntax.SList list) {
      List<Syntax> elements = list.elements();
      if (ellipsisActive && elements.size() == 2 && isEllipsis(elements.get(0)) && list.tail() == null) {
        return instantiate(elements.get(1), bindings, false, use);
      }
      List<Syntax> out = instantiateElements(elements, bindings, ellipsisActive, use);
      Syntax tail = list.tail() == null ? null : instantiate(list.tail(), bindings, ellipsisActive, use);
      if (tail instanceof Syntax.SList more) {
        out.addAll(more.elements());
        tail = more.tail();
      }
      return new Syntax.SList(out, tail, use.start(), use.end());
    }
    if (template instanceof Syntax.SVector vector) {
      return new Syntax.SVector(instantiateElements(vector.elements(), bindings, ellipsisActive, use),
          use.start(), use.end());
    }
    return template;
  }

  private List<Syntax> instantiateElements(List<Syntax> elements, Map<Var, Object> bindings,
      boolean ellipsisActive, Syntax use) {
    List<Syntax> out = new ArrayList<>(elements.size());
    for (int i = 0; i < elements.size(); i++) {
      Syntax element = elements.get(i);
      int depth = 0;
      while (ellipsisActive && i + 1 + depth < elements.size() && isEllipsis(elements.get(i + 1 + depth))) {
        depth++;
      }
      if (depth == 0) {
        out.add(instantiate(element, bindings, ellipsisActive, use));
      } else {
        instantiateRepeated(element, bindings, depth, use, out);
        i += depth;
      }
    }
    return out;
  }

  private void instantiateRepeated(Syntax template, Map<Var, Object> bindings, int depth, Syntax use,
      List<Syntax> out) {
    Set<Var> vars = new LinkedHashSet<>();
    templateVars(template, bindings, vars);
    List<Var> iterated = new ArrayList<>();
    int count = -1;
    for (Var var : vars) {
      if (bindings.get(var) instanceof List<?> sequence) {
        if (count >= 0 && count != sequence.size()) {
          throw new ExpandError("expand.ellipsis", use,
              name + ": pattern variables under one ellipsis matched different numbers of items");
        }
        count = sequence.size();
        iterated.add(var);
      }
    }
    if (iterated.isEmpty()) {
      throw new ExpandError("expand.ellipsis", use,
          name + ": an ellipsis in the template follows no pattern variable that an ellipsis matched");
    }
    for (int i = 0; i < count; i++) {
      Map<Var, Object> one = new HashMap<>(bindings);
      for (Var var : iterated) {
        one.put(var, ((List<?>) bindings.get(var)).get(i));
      }
      if (depth == 1) {
        out.add(instantiate(template, one, true, use));
      } else {
        instantiateRepeated(template, one, depth - 1, use, out);
      }
    }
  }

  private void templateVars(Syntax template, Map<Var, Object> bindings, Set<Var> out) {
    if (template instanceof Syntax.Id id) {
      Var var = Var.of(id);
      if (bindings.containsKey(var)) {
        out.add(var);
      }
    } else if (template instanceof Syntax.SList list) {
      for (Syntax element : list.elements()) {
        templateVars(element, bindings, out);
      }
      if (list.tail() != null) {
        templateVars(list.tail(), bindings, out);
      }
    } else if (template instanceof Syntax.SVector vector) {
      for (Syntax element : vector.elements()) {
        templateVars(element, bindings, out);
      }
    }
  }

  private static String describe(Syntax.SList spec, int at) {
    return spec.size() > at ? spec.get(at).toString() : "nothing";
  }
}
