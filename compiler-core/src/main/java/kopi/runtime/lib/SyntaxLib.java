package kopi.runtime.lib;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import kopi.runtime.Builtin;
import kopi.runtime.Equality;
import kopi.runtime.Errors;
import kopi.runtime.Identifier;
import kopi.runtime.MacroContext;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.SchemeError;
import kopi.runtime.Symbol;
import kopi.runtime.SyntaxViolation;

/**
 * The procedures of {@code syntax-case} macros (R6RS 12, as Kawa provides them) and the run-time
 * half of the forms {@code syntax-case} and {@code syntax}. A syntax object is data whose
 * identifiers are {@link Identifier}s: lists, vectors and constants as they are, so a transformer
 * may take one apart with {@code car} and {@code cdr} as well as with {@code syntax-case}. A plain
 * symbol in a syntax object is taken for an identifier without scopes.
 *
 * <p>{@code %syntax-match} matches a pattern (a quoted datum) against a syntax object and returns
 * the values of its pattern variables, in the order the expander named them, or {@code #f}; a
 * variable under {@code n} ellipses gets a list nested {@code n} deep. {@code %syntax-template}
 * builds a template's syntax object from the values of the pattern variables it uses; its other
 * identifiers are introduced through the current {@link MacroContext}, which gives them the
 * scopes of the macro's definition.
 */
public final class SyntaxLib {
  private SyntaxLib() {}

  private static final Symbol ELLIPSIS = Symbol.intern("...");
  private static final Symbol UNDERSCORE = Symbol.intern("_");
  private static final AtomicLong TEMPORARIES = new AtomicLong();

  // ---- the procedural interface ----

  @Builtin("syntax->datum")
  public static Object syntaxToDatum(Object syntax) {
    return Identifier.strip(syntax);
  }

  /** Kawa's older name of {@code syntax->datum}. */
  @Builtin("syntax-object->datum")
  public static Object syntaxObjectToDatum(Object syntax) {
    return syntaxToDatum(syntax);
  }

  /** Kawa's older name of {@code datum->syntax}. */
  @Builtin("datum->syntax-object")
  public static Object datumToSyntaxObject(Object context, Object datum) {
    return datumToSyntax(context, datum);
  }

  /**
   * {@code (datum->syntax context datum)}: {@code datum} as if written where the identifier
   * {@code context} was. As in Kawa, {@code context} may also be a larger syntax object, such as
   * the whole use: its first identifier gives the context (the macro keyword, for a use).
   */
  @Builtin("datum->syntax")
  public static Object datumToSyntax(Object context, Object datum) {
    Identifier id = firstIdentifier(context, 0);
    if (id == null) {
      id = introduce(Symbol.intern("datum->syntax"));
    }
    return wrap(datum, id);
  }

  private static Identifier firstIdentifier(Object syntax, int depth) {
    if (syntax instanceof Identifier id) {
      return id;
    }
    if (depth > 10_000) {
      return null;
    }
    if (syntax instanceof Pair pair) {
      Identifier found = firstIdentifier(pair.car, depth + 1);
      return found != null ? found : firstIdentifier(pair.cdr, depth + 1);
    }
    if (syntax instanceof Object[] vector) {
      for (Object element : vector) {
        Identifier found = firstIdentifier(element, depth + 1);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }

  @Builtin("datum->syntax")
  public static Object datumToSyntax(Object context, Object datum, Object sourceLocation) {
    return datumToSyntax(context, datum);
  }

  private static Object wrap(Object datum, Identifier context) {
    if (datum instanceof Symbol symbol) {
      return new Identifier(symbol, context.scopes(), context.start(), context.end());
    }
    if (datum instanceof Pair) {
      List<Object> items = new ArrayList<>();
      Object rest = datum;
      while (rest instanceof Pair pair) {
        items.add(wrap(pair.car, context));
        rest = pair.cdr;
      }
      Object result = wrap(rest, context);
      for (int i = items.size() - 1; i >= 0; i--) {
        result = new Pair(items.get(i), result);
      }
      return result;
    }
    if (datum instanceof Object[] vector) {
      Object[] out = new Object[vector.length];
      for (int i = 0; i < vector.length; i++) {
        out[i] = wrap(vector[i], context);
      }
      return out;
    }
    return datum;
  }

  @Builtin("identifier?")
  public static Object identifierP(Object x) {
    return x instanceof Identifier;
  }

  @Builtin("free-identifier=?")
  public static Object freeIdentifierEquals(Object a, Object b) {
    Identifier x = identifier("free-identifier=?", a);
    Identifier y = identifier("free-identifier=?", b);
    MacroContext context = MacroContext.current();
    return context == null ? x.name() == y.name() : context.freeIdentifierEquals(x, y);
  }

  @Builtin("bound-identifier=?")
  public static Object boundIdentifierEquals(Object a, Object b) {
    Identifier x = identifier("bound-identifier=?", a);
    Identifier y = identifier("bound-identifier=?", b);
    return x.name() == y.name() && Objects.equals(x.scopes(), y.scopes());
  }

  /** A list of fresh identifiers, one for each element of the list {@code items}. */
  @Builtin("generate-temporaries")
  public static Object generateTemporaries(Object items) {
    Object list = items instanceof Object[] vector ? Pair.list(vector) : items;
    List<Object> out = new ArrayList<>();
    Object rest = list;
    while (rest instanceof Pair pair) {
      out.add(introduce(Symbol.intern("temp." + TEMPORARIES.incrementAndGet())));
      rest = pair.cdr;
    }
    if (rest != Nil.NIL) {
      throw Errors.wrongType("generate-temporaries", "list", items);
    }
    return Pair.list(out.toArray());
  }

  /**
   * A transformer procedure marked for the expander: by {@code make-variable-transformer} (R6RS;
   * besides {@code (keyword ...)} and {@code keyword}, it is called for {@code (set! keyword value)})
   * or made by {@code er-macro-transformer} (an explicit-renaming transformer, called with the use
   * as plain data, a procedure that renames a symbol to the identifier the macro's definition means
   * by it, and one that compares two identifiers' meanings).
   */
  public static final class MarkedTransformer extends NamedProcedure {
    public enum Kind {
      VARIABLE, EXPLICIT_RENAMING
    }

    public final Kind kind;
    public final Object procedure;

    MarkedTransformer(Kind kind, Object procedure) {
      super(kind == Kind.VARIABLE ? "variable-transformer" : "er-macro-transformer", 1, 3);
      this.kind = kind;
      this.procedure = procedure;
    }

    @Override
    public Object apply1(Object form) {
      return Procedure.callN(procedure, new Object[] {form});
    }

    @Override
    public Object apply3(Object form, Object rename, Object compare) {
      return Procedure.callN(procedure, new Object[] {form, rename, compare});
    }
  }

  private static Object mark(String who, MarkedTransformer.Kind kind, Object procedure) {
    if (!(procedure instanceof Procedure)) {
      throw Errors.wrongType(who, "procedure", procedure);
    }
    return new MarkedTransformer(kind, procedure);
  }

  @Builtin("make-variable-transformer")
  public static Object makeVariableTransformer(Object procedure) {
    return mark("make-variable-transformer", MarkedTransformer.Kind.VARIABLE, procedure);
  }

  @Builtin("er-macro-transformer")
  public static Object erMacroTransformer(Object procedure) {
    return mark("er-macro-transformer", MarkedTransformer.Kind.EXPLICIT_RENAMING, procedure);
  }

  @Builtin("syntax-violation")
  public static Object syntaxViolation(Object who, Object message, Object form) {
    throw new SchemeError(new SyntaxViolation(who, kopi.runtime.Printer.displayString(message), form, Boolean.FALSE));
  }

  @Builtin("syntax-violation")
  public static Object syntaxViolation(Object who, Object message, Object form, Object subform) {
    throw new SchemeError(new SyntaxViolation(who, kopi.runtime.Printer.displayString(message), form, subform));
  }

  private static Identifier identifier(String who, Object x) {
    if (x instanceof Identifier id) {
      return id;
    }
    if (x instanceof Symbol symbol) {
      return new Identifier(symbol, null, -1, -1);
    }
    throw Errors.wrongType(who, "identifier", x);
  }

  private static Identifier introduce(Symbol name) {
    MacroContext context = MacroContext.current();
    return context == null ? new Identifier(name, null, -1, -1) : context.introduce(name);
  }

  // ---- syntax-case: matching ----

  /**
   * {@code (%syntax-match input pattern literals names)}: the values of the pattern variables
   * {@code names} (a vector of symbols) when {@code input} matches {@code pattern}, as a vector in
   * that order, else {@code #f}.
   */
  @Builtin("%syntax-match")
  public static Object syntaxMatch(Object input, Object pattern, Object literals, Object names) {
    Matcher matcher = new Matcher(literals);
    Map<Symbol, Object> bindings = new HashMap<>();
    if (!matcher.match(pattern, input, bindings)) {
      return Boolean.FALSE;
    }
    Object[] vars = (Object[]) names;
    Object[] values = new Object[vars.length];
    for (int i = 0; i < vars.length; i++) {
      values[i] = bindings.get((Symbol) vars[i]);
    }
    return values;
  }

  /** A {@code syntax-case} whose clauses all failed: a syntax error at the input. */
  @Builtin("%syntax-no-match")
  public static Object syntaxNoMatch(Object input) {
    throw new SchemeError(new SyntaxViolation(Boolean.FALSE, "no syntax-case clause matches", input, Boolean.FALSE));
  }

  private static final class Matcher {
    private final Set<Symbol> literals = new LinkedHashSet<>();

    Matcher(Object literalList) {
      for (Object rest = literalList; rest instanceof Pair pair; rest = pair.cdr) {
        literals.add((Symbol) pair.car);
      }
    }

    boolean isEllipsis(Object pattern) {
      return pattern == ELLIPSIS && !literals.contains(ELLIPSIS);
    }

    boolean match(Object pattern, Object input, Map<Symbol, Object> bindings) {
      if (pattern instanceof Symbol symbol) {
        if (literals.contains(symbol)) {
          if (!(input instanceof Identifier) && !(input instanceof Symbol)) {
            return false;
          }
          Identifier in = identifier("syntax-case", input);
          MacroContext context = MacroContext.current();
          return context == null ? in.name() == symbol : context.freeIdentifierEquals(in, context.introduce(symbol));
        }
        if (symbol == UNDERSCORE) {
          return true;
        }
        bindings.put(symbol, input);
        return true;
      }
      if (pattern instanceof Pair || pattern == Nil.NIL) {
        List<Object> patterns = new ArrayList<>();
        Object patternTail = pattern;
        while (patternTail instanceof Pair pair) {
          patterns.add(pair.car);
          patternTail = pair.cdr;
        }
        List<Object> inputs = new ArrayList<>();
        List<Object> rests = new ArrayList<>();
        Object inputTail = input;
        while (inputTail instanceof Pair pair) {
          rests.add(pair);
          inputs.add(pair.car);
          inputTail = pair.cdr;
        }
        return matchList(patterns, patternTail, inputs, rests, inputTail, bindings);
      }
      if (pattern instanceof Object[] vector) {
        if (!(input instanceof Object[] in)) {
          return false;
        }
        return matchList(List.of(vector), Nil.NIL, List.of(in), null, Nil.NIL, bindings);
      }
      return !(input instanceof Identifier) && Equality.isEqual(pattern, input);
    }

    /**
     * {@code patterns} then {@code patternTail} ({@code ()} for a proper list) against
     * {@code inputs} then {@code inputTail}; {@code rests} holds the input's pairs, so a dotted
     * pattern tail gets the input's own rest.
     */
    private boolean matchList(List<Object> patterns, Object patternTail, List<Object> inputs, List<Object> rests,
        Object inputTail, Map<Symbol, Object> bindings) {
      int ellipsisAt = -1;
      for (int i = 0; i + 1 < patterns.size(); i++) {
        if (isEllipsis(patterns.get(i + 1))) {
          ellipsisAt = i;
          break;
        }
      }
      boolean properPattern = patternTail == Nil.NIL;
      if (ellipsisAt < 0) {
        if (properPattern ? inputs.size() != patterns.size() || inputTail != Nil.NIL
            : inputs.size() < patterns.size()) {
          return false;
        }
        for (int i = 0; i < patterns.size(); i++) {
          if (!match(patterns.get(i), inputs.get(i), bindings)) {
            return false;
          }
        }
        if (!properPattern) {
          Object rest = patterns.size() < inputs.size() ? rests.get(patterns.size()) : inputTail;
          return match(patternTail, rest, bindings);
        }
        return true;
      }
      List<Object> post = patterns.subList(ellipsisAt + 2, patterns.size());
      int minimum = ellipsisAt + post.size();
      if (inputs.size() < minimum || (properPattern && inputTail != Nil.NIL)) {
        return false;
      }
      for (int i = 0; i < ellipsisAt; i++) {
        if (!match(patterns.get(i), inputs.get(i), bindings)) {
          return false;
        }
      }
      Object repeated = patterns.get(ellipsisAt);
      int count = inputs.size() - minimum;
      Set<Symbol> vars = new LinkedHashSet<>();
      patternVars(repeated, vars);
      Map<Symbol, List<Object>> sequences = new HashMap<>();
      for (Symbol var : vars) {
        sequences.put(var, new ArrayList<>(count));
      }
      for (int i = 0; i < count; i++) {
        Map<Symbol, Object> one = new HashMap<>();
        if (!match(repeated, inputs.get(ellipsisAt + i), one)) {
          return false;
        }
        for (Symbol var : vars) {
          sequences.get(var).add(one.get(var));
        }
      }
      for (Symbol var : vars) {
        bindings.put(var, Pair.list(sequences.get(var).toArray()));
      }
      for (int i = 0; i < post.size(); i++) {
        if (!match(post.get(i), inputs.get(ellipsisAt + count + i), bindings)) {
          return false;
        }
      }
      if (!properPattern) {
        return match(patternTail, inputTail, bindings);
      }
      return true;
    }

    private void patternVars(Object pattern, Set<Symbol> out) {
      if (pattern instanceof Symbol symbol) {
        if (!literals.contains(symbol) && !isEllipsis(symbol) && symbol != UNDERSCORE) {
          out.add(symbol);
        }
      } else if (pattern instanceof Pair pair) {
        patternVars(pair.car, out);
        patternVars(pair.cdr, out);
      } else if (pattern instanceof Object[] vector) {
        for (Object element : vector) {
          patternVars(element, out);
        }
      }
    }
  }

  // ---- syntax: templates ----

  /** A pattern variable's value and how many ellipses it still needs. */
  private record Var(Object value, int depth) {}

  /**
   * {@code (%syntax-template template names depths value ...)}: the syntax object of
   * {@code template} (a quoted datum) with each pattern variable {@code names[i]}, bound under
   * {@code depths[i]} ellipses, replaced by its value.
   */
  @Builtin(value = "%syntax-template", min = 3)
  public static Object syntaxTemplate(Object[] arguments) {
    Object[] names = (Object[]) arguments[1];
    Object[] depths = (Object[]) arguments[2];
    Map<Symbol, Var> vars = new HashMap<>();
    for (int i = 0; i < names.length; i++) {
      vars.put((Symbol) names[i], new Var(arguments[3 + i], ((Number) depths[i]).intValue()));
    }
    return instantiate(arguments[0], vars, true);
  }

  private static Object instantiate(Object template, Map<Symbol, Var> vars, boolean ellipsisActive) {
    if (template instanceof Symbol symbol) {
      Var var = vars.get(symbol);
      if (var == null) {
        return introduce(symbol);
      }
      if (var.depth() > 0) {
        throw Errors.error("syntax: pattern variable " + symbol.name() + " is used without an ellipsis");
      }
      return var.value();
    }
    if (template instanceof Pair first) {
      if (ellipsisActive && first.car == ELLIPSIS && first.cdr instanceof Pair second && second.cdr == Nil.NIL) {
        return instantiate(second.car, vars, false);
      }
      List<Object> elements = new ArrayList<>();
      Object tail = template;
      while (tail instanceof Pair pair) {
        elements.add(pair.car);
        tail = pair.cdr;
      }
      List<Object> out = instantiateElements(elements, vars, ellipsisActive);
      Object result = instantiate(tail, vars, ellipsisActive);
      for (int i = out.size() - 1; i >= 0; i--) {
        result = new Pair(out.get(i), result);
      }
      return result;
    }
    if (template instanceof Object[] vector) {
      return instantiateElements(List.of(vector), vars, ellipsisActive).toArray();
    }
    return template;
  }

  private static List<Object> instantiateElements(List<Object> elements, Map<Symbol, Var> vars,
      boolean ellipsisActive) {
    List<Object> out = new ArrayList<>(elements.size());
    for (int i = 0; i < elements.size(); i++) {
      Object element = elements.get(i);
      int depth = 0;
      while (ellipsisActive && i + 1 + depth < elements.size() && elements.get(i + 1 + depth) == ELLIPSIS) {
        depth++;
      }
      if (depth == 0) {
        out.add(instantiate(element, vars, ellipsisActive));
      } else {
        repeat(element, vars, depth, out);
        i += depth;
      }
    }
    return out;
  }

  private static void repeat(Object template, Map<Symbol, Var> vars, int depth, List<Object> out) {
    Set<Symbol> used = new LinkedHashSet<>();
    templateVars(template, vars, used);
    List<Symbol> iterated = new ArrayList<>();
    int count = -1;
    for (Symbol name : used) {
      Var var = vars.get(name);
      if (var.depth() > 0) {
        int length = listLength(var.value(), name);
        if (count >= 0 && count != length) {
          throw Errors.error("syntax: pattern variables under one ellipsis matched different numbers of items");
        }
        count = length;
        iterated.add(name);
      }
    }
    if (iterated.isEmpty()) {
      throw Errors.error("syntax: an ellipsis in the template follows no pattern variable that an ellipsis matched");
    }
    Map<Symbol, Object> rests = new HashMap<>();
    for (Symbol name : iterated) {
      rests.put(name, vars.get(name).value());
    }
    for (int i = 0; i < count; i++) {
      Map<Symbol, Var> one = new HashMap<>(vars);
      for (Symbol name : iterated) {
        Pair pair = (Pair) rests.get(name);
        one.put(name, new Var(pair.car, vars.get(name).depth() - 1));
        rests.put(name, pair.cdr);
      }
      if (depth == 1) {
        out.add(instantiate(template, one, true));
      } else {
        repeat(template, one, depth - 1, out);
      }
    }
  }

  private static int listLength(Object list, Symbol name) {
    int length = 0;
    Object rest = list;
    while (rest instanceof Pair pair) {
      length++;
      rest = pair.cdr;
    }
    if (rest != Nil.NIL) {
      throw Errors.error("syntax: pattern variable " + name.name() + " followed by an ellipsis is not a list: "
          + kopi.runtime.Printer.writeString(syntaxToDatum(list)));
    }
    return length;
  }

  private static void templateVars(Object template, Map<Symbol, Var> vars, Set<Symbol> out) {
    if (template instanceof Symbol symbol) {
      if (vars.containsKey(symbol)) {
        out.add(symbol);
      }
    } else if (template instanceof Pair pair) {
      templateVars(pair.car, vars, out);
      templateVars(pair.cdr, vars, out);
    } else if (template instanceof Object[] vector) {
      for (Object element : vector) {
        templateVars(element, vars, out);
      }
    }
  }
}
