package kopi.expand.forms;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;
import kopi.runtime.Symbol;

/**
 * {@code (syntax-case expr (literal ...) (pattern [fender] output) ...)} (R6RS 12.4): the first
 * clause whose pattern matches the syntax object {@code expr} (and whose fender, if any, is true)
 * gives the value. Patterns are those of {@code syntax-rules} (literals compared with
 * free-identifier=?, {@code _}, ellipses, dotted tails, vectors), except that the first element is
 * matched like the others.
 *
 * <p>Expanded into a chain of calls to {@code %syntax-match} ({@link kopi.runtime.lib.SyntaxLib}),
 * which returns the values of the clause's pattern variables; each is bound as a local noted as a
 * pattern variable ({@link Expansion#declarePatternVariable}), so a {@code syntax} template inside
 * the clause substitutes it. No matching clause is a syntax error at {@code expr}
 * ({@code %syntax-no-match}).
 */
final class SyntaxCaseForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 3 || !(form.get(2) instanceof Syntax.SList literalList) || !literalList.isProper()) {
      throw x.malformed(form, "syntax-case: expected an expression, a list of literals and clauses");
    }
    Set<String> literals = new HashSet<>();
    List<Object> literalSymbols = new ArrayList<>();
    for (Syntax literal : literalList.elements()) {
      if (!(literal instanceof Syntax.Id id) || id.name().equals("...") || id.name().equals("_")) {
        throw x.malformed(literal, "syntax-case: expected an identifier as literal, got " + literal);
      }
      literals.add(id.name());
      literalSymbols.add(Symbol.intern(id.name()));
    }
    Local input = new Local(" syntax-case-input", form.start(), form.end(), null);
    Core inputValue = x.expr(form.get(1));
    Core body = clauses(form.from(3), 0, input, kopi.runtime.Pair.list(literalSymbols.toArray()), literals, form, x);
    return new Core.Let(form.start(), form.end(), List.of(input), List.of(inputValue), body);
  }

  private Core clauses(List<Syntax> clauses, int index, Local input, Object literals, Set<String> literalNames,
      Syntax.SList form, Expansion x) {
    if (index == clauses.size()) {
      return x.callBuiltin(form, Hooks.SYNTAX_NO_MATCH, new Core.LocalRef(form.start(), form.end(), input));
    }
    Syntax clauseSyntax = clauses.get(index);
    if (!(clauseSyntax instanceof Syntax.SList clause) || !clause.isProper() || clause.size() < 2
        || clause.size() > 3) {
      throw x.malformed(clauseSyntax, "syntax-case: expected (pattern output) or (pattern fender output), got "
          + clauseSyntax);
    }
    int scope = x.freshScope();
    Syntax pattern = clause.get(0).addScope(scope);
    Map<String, Syntax.Id> vars = new LinkedHashMap<>();
    Map<String, Integer> depths = new LinkedHashMap<>();
    patternVariables(pattern, 0, literalNames, vars, depths, x);
    Object[] names = new Object[vars.size()];
    List<Local> locals = new ArrayList<>();
    List<Core> inits = new ArrayList<>();
    Local match = new Local(" syntax-case-match", clause.start(), clause.end(), null);
    int i = 0;
    for (Map.Entry<String, Syntax.Id> var : vars.entrySet()) {
      names[i] = Symbol.intern(var.getKey());
      Local local = x.bindLocal(var.getValue(), null);
      x.declarePatternVariable(local, depths.get(var.getKey()));
      locals.add(local);
      inits.add(x.callBuiltin(clause, Hooks.VECTOR_REF, new Core.LocalRef(clause.start(), clause.end(), match),
          x.constant(clause, (long) i)));
      i++;
    }
    Core output = x.expr(clause.get(clause.size() - 1).addScope(scope));
    Core fender = clause.size() == 3 ? x.expr(clause.get(1).addScope(scope)) : null;
    Core next = clauses(clauses, index + 1, input, literals, literalNames, form, x);
    Core test = x.callBuiltin(clause, Hooks.SYNTAX_MATCH, new Core.LocalRef(clause.start(), clause.end(), input),
        x.quoted(clause, pattern), x.constant(clause, literals), x.constant(clause, names));
    if (fender == null) {
      Core matched = new Core.Let(clause.start(), clause.end(), locals, inits, output);
      Core chosen = new Core.If(clause.start(), clause.end(), new Core.LocalRef(clause.start(), clause.end(), match),
          matched, next);
      return new Core.Let(clause.start(), clause.end(), List.of(match), List.of(test), chosen);
    }
    // The rest of the clauses run when the pattern fails and when the fender does: one procedure.
    Local rest = new Local(" syntax-case-next", clause.start(), clause.end(), null);
    Core restCall = new Core.Call(clause.start(), clause.end(), new Core.LocalRef(clause.start(), clause.end(), rest),
        List.of());
    Core guarded = new Core.Let(clause.start(), clause.end(), locals, inits,
        new Core.If(clause.start(), clause.end(), fender, output, restCall));
    Core chosen = new Core.If(clause.start(), clause.end(), new Core.LocalRef(clause.start(), clause.end(), match),
        guarded, restCall);
    Core.Lambda restProcedure = new Core.Lambda(clause.start(), clause.end(), null, List.of(), List.of(), null, next);
    return new Core.Let(clause.start(), clause.end(), List.of(rest, match), List.of(restProcedure, test), chosen);
  }

  /** Collects the pattern variables of {@code pattern} with their ellipsis depths. */
  private static void patternVariables(Syntax pattern, int depth, Set<String> literals, Map<String, Syntax.Id> vars,
      Map<String, Integer> depths, Expansion x) {
    if (pattern instanceof Syntax.Id id) {
      if (literals.contains(id.name()) || id.name().equals("_") || id.name().equals("...")) {
        return;
      }
      if (vars.containsKey(id.name())) {
        throw x.malformed(id, "syntax-case: pattern variable " + id.name() + " appears twice in one pattern");
      }
      vars.put(id.name(), id);
      depths.put(id.name(), depth);
    } else if (pattern instanceof Syntax.SList list) {
      elements(list.elements(), depth, literals, vars, depths, x);
      if (list.tail() != null) {
        patternVariables(list.tail(), depth, literals, vars, depths, x);
      }
    } else if (pattern instanceof Syntax.SVector vector) {
      elements(vector.elements(), depth, literals, vars, depths, x);
    }
  }

  private static void elements(List<Syntax> elements, int depth, Set<String> literals, Map<String, Syntax.Id> vars,
      Map<String, Integer> depths, Expansion x) {
    boolean seen = false;
    for (int i = 0; i < elements.size(); i++) {
      boolean repeated = i + 1 < elements.size() && isEllipsis(elements.get(i + 1), literals);
      if (repeated && seen) {
        throw x.malformed(elements.get(i + 1), "syntax-case: more than one ellipsis in one list of a pattern");
      }
      if (isEllipsis(elements.get(i), literals)) {
        if (i == 0) {
          throw x.malformed(elements.get(i), "syntax-case: an ellipsis must follow a pattern");
        }
        continue;
      }
      seen |= repeated;
      patternVariables(elements.get(i), repeated ? depth + 1 : depth, literals, vars, depths, x);
    }
  }

  private static boolean isEllipsis(Syntax s, Set<String> literals) {
    return s instanceof Syntax.Id id && id.name().equals("...") && !literals.contains("...");
  }
}
