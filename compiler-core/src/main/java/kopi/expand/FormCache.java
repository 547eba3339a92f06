package kopi.expand;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import kopi.expand.SemanticModel.Occurrence;
import kopi.expand.SemanticModel.Symbol;
import kopi.syntax.Diagnostic;

/**
 * What the second pass of a program's top level produced for each of its forms in one analysis,
 * reusable by the analysis of the next text of the same document (untouched forms and their
 * analysis results are reused). Immutable: one analysis reads a cache
 * and returns the next one, so analyses of two snapshots may run at the same time.
 *
 * <p><b>The rule.</b> The first pass (the heads of every top-level form: what each defines) always
 * runs again; it is cheap and it fixes the environment of the second pass. The second pass of a
 * top-level form (its right-hand side or expression: nearly all the work) is reused when
 * <ol>
 *   <li>the form's text is the same, and so is the comment block right above it, which the model
 *       reads as a doc comment (the position may differ: the reused results are moved);</li>
 *   <li>the environment is the same: every name visible at the program's top level after the first
 *       pass means the same thing ({@link #environment}: the kind, owner, name and declared type
 *       of each binding; a macro counts only by name, see 4);</li>
 *   <li>the form made exactly one item of the top level ({@code define} or an expression, not
 *       {@code begin}, {@code include} or a record definition), spanning the form;</li>
 *   <li>expanding the form applied no macro, in either pass: a macro's expansion depends on the
 *       macro's definition, and identifiers a macro introduces into top-level definitions have names
 *       that depend on the order of expansion.</li>
 * </ol>
 * Then the form's second-pass diagnostics, its core and its part of the semantic model are those of
 * the previous analysis, moved by the distance the form moved; {@link Run#origins} tells later
 * per-form passes ({@code kopi.analysis.FormChecks}) which old core each reused one copies. A change to a library on disk is not seen by this rule, so an
 * editor starts from {@link #EMPTY} when it analyses a document again for that reason.
 */
public final class FormCache {
  /** No reusable result: the first analysis of a document. */
  public static final FormCache EMPTY = new FormCache("", Map.of());

  /**
   * The results of one top-level form, in the coordinates of the analysis that made them.
   *
   * @param occurrences the semantic model's occurrences inside the form
   * @param locals      the local symbols defined inside the form
   */
  record Entry(int start, int end, Core core, List<Diagnostic> diagnostics, Map<Core.Lambda, String> returns,
      List<Occurrence> occurrences, List<Symbol> locals) {}

  private final String environment;
  private final Map<String, List<Entry>> byText;

  private FormCache(String environment, Map<String, List<Entry>> byText) {
    this.environment = environment;
    this.byText = byText;
  }

  /** How many forms this cache can give back. */
  public int size() {
    return byText.values().stream().mapToInt(List::size).sum();
  }

  /**
   * The environment of the second pass at the top level of a program: each visible name and what it
   * means, in name order.
   */
  static String environment(BindingTable table, ScopeSet top) {
    StringBuilder out = new StringBuilder();
    for (String name : table.visibleNames(top)) {
      Binding binding = table.resolve(new Syntax.Id(name, top, -1, -1));
      out.append(name).append('=');
      if (binding instanceof Binding.GlobalVar g) {
        out.append("global ").append(g.global().owner()).append(' ').append(g.global().name()).append(' ')
            .append(g.declaredType());
      } else if (binding instanceof Binding.LocalVar l) {
        out.append("local ").append(l.local().id());
      } else if (binding instanceof Binding.Form f) {
        out.append("form ").append(f.name());
      } else if (binding instanceof Binding.Macro) {
        out.append("macro");
      } else if (binding instanceof Binding.Aux a) {
        out.append("aux ").append(a.name());
      } else if (binding instanceof Binding.JavaClass c) {
        out.append("class ").append(c.className());
      } else {
        out.append(binding);
      }
      out.append('\n');
    }
    return out.toString();
  }

  /** One analysis using this cache: hands out reusable results and collects the next cache. */
  Run start(String text, String environment) {
    return new Run(text, environment.equals(this.environment) ? byText : Map.of(), environment);
  }

  /** The reuse and collection of one analysis. Not thread-safe: one analysis runs on one thread. */
  static final class Run {
    private final String text;
    private final Map<String, List<Entry>> available;
    private final Map<String, Integer> taken = new HashMap<>();
    private final String environment;
    /** The forms of this analysis whose results may be kept, with their second-pass diagnostics. */
    private final List<Produced> produced = new ArrayList<>();
    /** The reused entries, moved to this text: their part of the model goes into the new model. */
    private final List<Entry> reused = new ArrayList<>();
    /** The core of each reused form, to the core of the previous analysis it was moved from. */
    private final Map<Core, Core> origins = new IdentityHashMap<>();

    /** A form kept for the next analysis; {@code key} is its {@link #key}, computed once per analysis. */
    private record Produced(String key, int start, int end, Core core, List<Diagnostic> diagnostics) {}

    private Run(String text, Map<String, List<Entry>> available, String environment) {
      this.text = text;
      this.available = available;
      this.environment = environment;
    }

    /**
     * The results of a form spanning {@code [start, end)} of this text, moved there, or null. The
     * returned entry's returns belong to its (new) lambdas and must be declared by the caller.
     */
    Entry reuse(int start, int end) {
      String form = key(text, start, end);
      List<Entry> candidates = available.get(form);
      if (candidates == null) {
        return null;
      }
      // Identical forms (two copies of the same expression) are handed out in order.
      int index = taken.merge(form, 1, Integer::sum) - 1;
      if (index >= candidates.size()) {
        return null;
      }
      Entry moved = move(candidates.get(index), start - candidates.get(index).start());
      reused.add(moved);
      origins.put(moved.core(), candidates.get(index).core());
      produced.add(new Produced(form, moved.start(), moved.end(), moved.core(), moved.diagnostics()));
      return moved;
    }

    /** Records the results of a form expanded in this analysis, so that the next one may reuse them. */
    void produced(int start, int end, Core core, List<Diagnostic> diagnostics) {
      produced.add(new Produced(key(text, start, end), start, end, core, List.copyOf(diagnostics)));
    }

    /**
     * For each top-level core this analysis took from the cache, the core of the previous analysis
     * it is a copy of (moved, or the same object when the form did not move): per-form results of
     * later passes ({@code kopi.analysis.FormChecks}) can be reused for it the same way.
     */
    Map<Core, Core> origins() {
      return origins;
    }

    /** The entries reused in this analysis, whose part of the model the recorder did not see. */
    List<Entry> reused() {
      return reused;
    }

    /** The cache for the next analysis, from this one's results and its finished model. */
    FormCache finish(SemanticModel model, DeclaredTypes types) {
      Map<String, List<Entry>> next = new HashMap<>();
      List<Occurrence> all = model.occurrences();
      // The declared return types, by the form whose lambda they belong to (forms are in text order).
      Map<Produced, Map<Core.Lambda, String>> returnsInside = new IdentityHashMap<>();
      types.returns().forEach((lambda, type) -> {
        int low = 0;
        int high = produced.size() - 1;
        while (low <= high) {
          int middle = (low + high) >>> 1;
          Produced form = produced.get(middle);
          if (lambda.start() < form.start()) {
            high = middle - 1;
          } else if (lambda.start() >= form.end()) {
            low = middle + 1;
          } else {
            returnsInside.computeIfAbsent(form, key -> new IdentityHashMap<>()).put(lambda, type);
            break;
          }
        }
      });
      for (Produced form : produced) {
        List<Occurrence> inside = new ArrayList<>();
        for (int i = firstAtOrAfter(all, form.start()); i < all.size() && all.get(i).start() < form.end(); i++) {
          inside.add(all.get(i));
        }
        List<Symbol> locals = new ArrayList<>();
        List<Symbol> symbols = model.symbols();
        for (int i = firstSymbolAtOrAfter(symbols, form.start()); i < symbols.size()
            && symbols.get(i).start() < form.end(); i++) {
          Symbol symbol = symbols.get(i);
          if (symbol.kind() == SemanticModel.Kind.LOCAL && symbol.end() <= form.end()) {
            locals.add(symbol);
          }
        }
        Map<Core.Lambda, String> returns = returnsInside.getOrDefault(form, Map.of());
        next.computeIfAbsent(form.key(), key -> new ArrayList<>())
            .add(new Entry(form.start(), form.end(), form.core(), form.diagnostics(), returns, inside, locals));
      }
      return new FormCache(environment, next);
    }

    /** Symbols are sorted by start ({@link SemanticModel#symbols()}). */
    private static int firstSymbolAtOrAfter(List<Symbol> sorted, int offset) {
      int low = 0;
      int high = sorted.size();
      while (low < high) {
        int middle = (low + high) >>> 1;
        if (sorted.get(middle).start() < offset) {
          low = middle + 1;
        } else {
          high = middle;
        }
      }
      return low;
    }

    private static int firstAtOrAfter(List<Occurrence> sorted, int offset) {
      int low = 0;
      int high = sorted.size();
      while (low < high) {
        int middle = (low + high) >>> 1;
        if (sorted.get(middle).start() < offset) {
          low = middle + 1;
        } else {
          high = middle;
        }
      }
      return low;
    }
  }

  /**
   * What a form's results depend on in the text: the form and the comment block above its first
   * line, which the model takes as the doc comment of what is defined on that line.
   */
  private static String key(String text, int start, int end) {
    String doc = SemanticRecorder.docAbove(text, start);
    return (doc == null ? "" : doc) + '\u0000' + text.substring(start, end);
  }

  // ---- moving results by a distance ----

  private static Entry move(Entry entry, int delta) {
    if (delta == 0) {
      return entry;
    }
    Shift shift = new Shift(delta);
    Core core = shift.core(entry.core());
    Map<Core.Lambda, String> returns = new IdentityHashMap<>();
    entry.returns().forEach((lambda, type) -> returns.put(shift.lambdas.getOrDefault(lambda, lambda), type));
    List<Diagnostic> diagnostics = new ArrayList<>();
    for (Diagnostic diagnostic : entry.diagnostics()) {
      diagnostics.add(diagnostic.shifted(delta));
    }
    Map<Symbol, Symbol> symbols = new IdentityHashMap<>();
    List<Symbol> locals = new ArrayList<>();
    for (Symbol local : entry.locals()) {
      Symbol moved = shift.symbol(local);
      symbols.put(local, moved);
      locals.add(moved);
    }
    List<Occurrence> occurrences = new ArrayList<>();
    for (Occurrence o : entry.occurrences()) {
      // Symbols defined outside the form are looked up again in the new model (see SemanticRecorder).
      Symbol symbol = symbols.getOrDefault(o.symbol(), o.symbol());
      occurrences.add(new Occurrence(o.start() + delta, o.end() + delta, symbol, o.definition()));
    }
    return new Entry(entry.start() + delta, entry.end() + delta, core, diagnostics, returns, occurrences, locals);
  }

  /**
   * Copies a core tree {@code delta} characters further. Locals are copied too (their binding
   * position moves), one copy per local, so that identity keeps meaning "the same variable".
   */
  private static final class Shift {
    final int delta;
    final Map<Local, Local> locals = new IdentityHashMap<>();
    final Map<Core.Lambda, Core.Lambda> lambdas = new IdentityHashMap<>();

    Shift(int delta) {
      this.delta = delta;
    }

    int at(int offset) {
      return offset < 0 ? offset : offset + delta;
    }

    Local local(Local local) {
      if (local == null) {
        return null;
      }
      return locals.computeIfAbsent(local,
          old -> new Local(old.name(), at(old.start()), old.start() < 0 ? old.end() : old.end() + delta,
              old.declaredType()));
    }

    List<Local> locals(List<Local> list) {
      List<Local> out = new ArrayList<>(list.size());
      for (Local l : list) {
        out.add(local(l));
      }
      return out;
    }

    List<Core> all(List<Core> list) {
      List<Core> out = new ArrayList<>(list.size());
      for (Core c : list) {
        out.add(core(c));
      }
      return out;
    }

    Symbol symbol(Symbol s) {
      return new Symbol(s.name(), s.kind(), at(s.start()), s.start() < 0 ? s.end() : s.end() + delta,
          at(s.scopeStart()), s.scopeStart() < 0 ? s.scopeEnd() : s.scopeEnd() + delta, s.module(),
          s.declaredType(), s.params(), s.returnType(), s.doc());
    }

    Core core(Core node) {
      int s = at(node.start());
      int e = node.start() < 0 ? node.end() : node.end() + delta;
      if (node instanceof Core.Const c) {
        return new Core.Const(s, e, c.value());
      } else if (node instanceof Core.LocalRef r) {
        return new Core.LocalRef(s, e, local(r.local()));
      } else if (node instanceof Core.GlobalRef r) {
        return new Core.GlobalRef(s, e, r.global());
      } else if (node instanceof Core.LocalSet set) {
        return new Core.LocalSet(s, e, local(set.local()), core(set.value()));
      } else if (node instanceof Core.GlobalSet set) {
        return new Core.GlobalSet(s, e, set.global(), core(set.value()));
      } else if (node instanceof Core.GlobalDefine d) {
        return new Core.GlobalDefine(s, e, d.global(), core(d.value()));
      } else if (node instanceof Core.If i) {
        return new Core.If(s, e, core(i.test()), core(i.then()), core(i.otherwise()));
      } else if (node instanceof Core.Seq seq) {
        return new Core.Seq(s, e, all(seq.body()));
      } else if (node instanceof Core.Lambda l) {
        return lambda(l);
      } else if (node instanceof Core.CaseLambda c) {
        List<Core.Lambda> clauses = new ArrayList<>();
        for (Core.Lambda clause : c.clauses()) {
          clauses.add(lambda(clause));
        }
        return new Core.CaseLambda(s, e, c.name(), clauses);
      } else if (node instanceof Core.Call c) {
        return new Core.Call(s, e, core(c.function()), all(c.arguments()));
      } else if (node instanceof Core.Let l) {
        List<Core> inits = all(l.inits());
        return new Core.Let(s, e, locals(l.locals()), inits, core(l.body()));
      } else if (node instanceof Core.Letrec l) {
        List<Local> bound = locals(l.locals());
        return new Core.Letrec(s, e, bound, all(l.inits()), core(l.body()));
      }
      throw new IllegalStateException("unknown core node " + node.getClass().getSimpleName());
    }

    Core.Lambda lambda(Core.Lambda l) {
      List<Local> required = locals(l.required());
      List<Core.OptionalParam> optionals = new ArrayList<>();
      for (Core.OptionalParam p : l.optionals()) {
        optionals
            .add(new Core.OptionalParam(local(p.local()), p.defaultValue() == null ? null : core(p.defaultValue())));
      }
      Local rest = local(l.rest());
      Core.Lambda moved = new Core.Lambda(at(l.start()), l.start() < 0 ? l.end() : l.end() + delta, l.name(),
          required, optionals, rest, core(l.body()));
      lambdas.put(l, moved);
      return moved;
    }
  }
}
