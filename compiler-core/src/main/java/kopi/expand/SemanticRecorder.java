package kopi.expand;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Collects, while one file expands, what each identifier of that file resolved to, then builds the
 * {@link SemanticModel}. Identifiers are kept only when their range really spells their name in the
 * file's text: that drops syntax from included files (which carries the include form's range) and
 * identifiers the expander invented. When a macro expands several times, the first meaning of a
 * range wins, except that a binding occurrence always beats a reference at the same range.
 *
 * <p>The visible range of a local is approximated by the body that follows its binding: when a
 * body starts, the locals bound just before it whose binding identifier lies inside the form that
 * owns the body (parameters, let variables) see that whole form; when it ends, the locals bound
 * inside it (internal definitions) see it too.
 */
final class SemanticRecorder {
  private record Raw(int start, int end, Object key, boolean definition) {}

  private final String text;
  private final Path file;
  /** Keyed by range; a record key hashes both ends well (a long of the two collided for every short identifier). */
  private final Map<Span, Raw> occurrences = new HashMap<>();
  private final Map<Object, Binding> bindings = new LinkedHashMap<>();
  private final Map<Object, int[]> definitions = new HashMap<>();
  private final Map<Local, int[]> scopes = new IdentityHashMap<>();
  private final List<Local> pending = new ArrayList<>();

  SemanticRecorder(String text, Path file) {
    this.text = text;
    this.file = file;
  }

  /** The text of the file being analysed. */
  String text() {
    return text;
  }

  boolean records(Path expansionFile) {
    return Objects.equals(file, expansionFile);
  }

  void reference(Syntax.Id id, Binding binding) {
    if (!spelled(id)) {
      return;
    }
    Object key = key(binding);
    bindings.putIfAbsent(key, binding);
    occurrences.putIfAbsent(rangeKey(id), new Raw(id.start(), id.end(), key, false));
  }

  void definition(Syntax.Id id, Binding binding) {
    if (!spelled(id)) {
      return;
    }
    Object key = key(binding);
    bindings.putIfAbsent(key, binding);
    definitions.putIfAbsent(key, new int[] {id.start(), id.end()});
    Raw previous = occurrences.get(rangeKey(id));
    if (previous == null || !previous.definition()) {
      occurrences.put(rangeKey(id), new Raw(id.start(), id.end(), key, true));
    }
    if (binding instanceof Binding.LocalVar local) {
      pending.add(local.local());
    }
  }

  /** A body of {@code whole} starts: its parameters and let variables see all of {@code whole}. */
  void openBody(Syntax whole) {
    claim(whole);
  }

  /** A body of {@code whole} ends: its internal definitions see all of {@code whole}. */
  void closeBody(Syntax whole) {
    claim(whole);
  }

  SemanticModel build(List<ExpandedModule> modules, Universe universe, int moduleScope) {
    return build(modules, universe, moduleScope, List.of());
  }

  /**
   * Builds the model, adding the parts of {@code reused} forms, whose second pass this recorder did
   * not see (see {@link FormCache}): their locals as they were, moved; the symbols they refer to
   * that are defined outside them, as this analysis knows them.
   */
  SemanticModel build(List<ExpandedModule> modules, Universe universe, int moduleScope, List<FormCache.Entry> reused) {
    Map<Object, Core> values = new HashMap<>();
    int steps = 0;
    // Inside a reused form only its definition's value can be asked for: the locals it binds are
    // not among this recorder's bindings (they come, already described, with the form's entry).
    Map<Core, Boolean> reusedCores = new IdentityHashMap<>();
    for (FormCache.Entry entry : reused) {
      reusedCores.put(entry.core(), Boolean.TRUE);
    }
    for (ExpandedModule module : modules) {
      if (Objects.equals(module.sourceFile(), file)) {
        for (Core form : module.body()) {
          pause(universe, ++steps);
          if (!reusedCores.containsKey(form)) {
            collectValues(form, values);
          } else if (form instanceof Core.GlobalDefine d) {
            values.put(d.global(), d.value());
          }
        }
      }
    }
    Map<Object, SemanticModel.Symbol> symbols = new LinkedHashMap<>();
    ScopeSet top = ScopeSet.of(moduleScope);
    Map<String, SemanticModel.Symbol> topLevel = new HashMap<>();
    for (String name : universe.table.visibleNames(top)) {
      pause(universe, ++steps);
      Binding binding = universe.table.resolve(new Syntax.Id(name, top, -1, -1));
      if (binding != null) {
        bindings.putIfAbsent(key(binding), binding);
        topLevel.put(name, null);
      }
    }
    for (Map.Entry<Object, Binding> entry : bindings.entrySet()) {
      pause(universe, ++steps);
      symbols.put(entry.getKey(), symbol(entry.getKey(), entry.getValue(), values, universe));
    }
    for (String name : List.copyOf(topLevel.keySet())) {
      pause(universe, ++steps);
      topLevel.put(name, symbols.get(key(universe.table.resolve(new Syntax.Id(name, top, -1, -1)))));
    }
    List<SemanticModel.Occurrence> out = new ArrayList<>(occurrences.size());
    for (Raw raw : occurrences.values()) {
      pause(universe, ++steps);
      out.add(new SemanticModel.Occurrence(raw.start(), raw.end(), symbols.get(raw.key()), raw.definition()));
    }
    // Sorted here, so that with the reused forms' occurrences (in text order) appended the model's
    // sort only merges two runs: a few of these when most forms are reused, all of them otherwise.
    out.sort(SemanticModel.Occurrence.BY_START);
    List<SemanticModel.Symbol> defined = new ArrayList<>();
    for (SemanticModel.Symbol symbol : symbols.values()) {
      if (symbol.isDefinedHere()) {
        defined.add(symbol);
      }
    }
    if (!reused.isEmpty()) {
      addReused(reused, symbols.values(), out, defined);
    }
    defined.sort(java.util.Comparator.comparingInt(SemanticModel.Symbol::start));
    return new SemanticModel(out, defined, topLevel);
  }

  // ---- helpers ----

  /**
   * Runs the expansion's checkpoint every 4,096 steps of {@link #build}: on a file of a hundred
   * thousand lines the model takes seconds, and an editor's checkpoint stops superseded work.
   */
  private static void pause(Universe universe, int steps) {
    if ((steps & 4095) == 0) {
      universe.checkpoint.run();
    }
  }

  private void addReused(List<FormCache.Entry> reused, java.util.Collection<SemanticModel.Symbol> known,
      List<SemanticModel.Occurrence> out, List<SemanticModel.Symbol> defined) {
    Map<OutsideKey, SemanticModel.Symbol> outside = new HashMap<>();
    for (SemanticModel.Symbol symbol : known) {
      outside.putIfAbsent(outsideKey(symbol), symbol);
    }
    // Most occurrences of reused forms name the same few outside symbols (builtins, globals), each
    // the same object from the previous model: look each one up once.
    Map<SemanticModel.Symbol, SemanticModel.Symbol> translated = new IdentityHashMap<>();
    // The occurrences of reused forms lie inside those forms, which do not overlap, so they can only
    // meet the occurrences this recorder saw itself (the first pass records what each form defines).
    // Those are in {@code out}, sorted by start: found by binary search on their ranges, copied once
    // (a lookup in the recorder's map would make a key for each of tens of thousands of occurrences).
    int seen = out.size();
    int[] starts = new int[seen];
    int[] ends = new int[seen];
    for (int i = 0; i < seen; i++) {
      starts[i] = out.get(i).start();
      ends[i] = out.get(i).end();
    }
    for (FormCache.Entry entry : reused) {
      List<SemanticModel.Symbol> own = entry.locals();
      defined.addAll(own);
      for (SemanticModel.Occurrence o : entry.occurrences()) {
        if (recorded(starts, ends, o.start(), o.end())) {
          continue;
        }
        SemanticModel.Symbol symbol = o.symbol();
        if (symbol.kind() != SemanticModel.Kind.LOCAL || !containsIdentical(own, symbol)) {
          SemanticModel.Symbol old = symbol;
          symbol = translated.computeIfAbsent(old, key -> {
            SemanticModel.Symbol now = outside.putIfAbsent(outsideKey(key), key);
            return now == null ? key : now;
          });
          out.add(new SemanticModel.Occurrence(o.start(), o.end(), symbol, o.definition()));
        } else {
          out.add(o);
        }
      }
    }
  }

  /** Whether a range {@code [start, end)} is among the sorted {@code starts} and their {@code ends}. */
  private static boolean recorded(int[] starts, int[] ends, int start, int end) {
    int low = 0;
    int high = starts.length;
    while (low < high) {
      int middle = (low + high) >>> 1;
      if (starts[middle] < start) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    for (int i = low; i < starts.length && starts[i] == start; i++) {
      if (ends[i] == end) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code symbol} itself (not an equal one) is in {@code symbols}, which are few: one form's locals. */
  private static boolean containsIdentical(List<SemanticModel.Symbol> symbols, SemanticModel.Symbol symbol) {
    for (SemanticModel.Symbol s : symbols) {
      if (s == symbol) {
        return true;
      }
    }
    return false;
  }

  private record OutsideKey(SemanticModel.Kind kind, String name, String module) {}

  /** What identifies a symbol defined outside a reused form, from one analysis to the next. */
  private static OutsideKey outsideKey(SemanticModel.Symbol symbol) {
    return new OutsideKey(symbol.kind(), symbol.name(), symbol.module());
  }

  private void claim(Syntax whole) {
    if (whole.start() < 0) {
      return;
    }
    for (int i = pending.size() - 1; i >= 0; i--) {
      Local local = pending.get(i);
      if (whole.start() <= local.start() && local.end() <= whole.end()) {
        scopes.put(local, new int[] {whole.start(), whole.end()});
        pending.remove(i);
      }
    }
  }

  private boolean spelled(Syntax.Id id) {
    int length = id.end() - id.start();
    return id.start() >= 0 && id.end() <= text.length() && length == id.name().length()
        && text.startsWith(id.name(), id.start());
  }

  private record Span(int start, int end) {}

  private static Span rangeKey(Syntax.Id id) {
    return new Span(id.start(), id.end());
  }

  private static Object key(Binding binding) {
    if (binding instanceof Binding.LocalVar l) {
      return l.local();
    }
    if (binding instanceof Binding.GlobalVar g) {
      return g.global();
    }
    if (binding instanceof Binding.Macro m) {
      return m.transformer();
    }
    if (binding instanceof Binding.Form f) {
      return "form:" + f.name();
    }
    if (binding instanceof Binding.JavaClass c) {
      return "class:" + c.className();
    }
    if (binding instanceof Binding.Field f) {
      return "field:" + f.owner() + "." + f.name();
    }
    return "aux:" + ((Binding.Aux) binding).name();
  }

  private SemanticModel.Symbol symbol(Object key, Binding binding, Map<Object, Core> values, Universe universe) {
    int[] def = definitions.get(key);
    int start = def == null ? -1 : def[0];
    int end = def == null ? -1 : def[1];
    String doc = def == null ? null : docAbove(start);
    if (binding instanceof Binding.LocalVar l) {
      int[] scope = scopes.getOrDefault(l.local(), new int[] {-1, -1});
      Core value = values.get(l.local());
      return new SemanticModel.Symbol(l.local().name(), SemanticModel.Kind.LOCAL, start, end, scope[0], scope[1],
          null, l.local().declaredType(), params(value), returnType(value, universe), doc);
    }
    if (binding instanceof Binding.GlobalVar g) {
      boolean builtin = g.global().isBuiltin();
      Core value = values.get(g.global());
      String type = g.declaredType() != null ? g.declaredType() : universe.types.globalType(g.global());
      return new SemanticModel.Symbol(g.global().name(), builtin ? SemanticModel.Kind.BUILTIN
          : SemanticModel.Kind.GLOBAL, start, end, def == null ? -1 : 0, def == null ? -1 : text.length(),
          builtin ? null : g.global().owner(), type, params(value), returnType(value, universe), doc);
    }
    if (binding instanceof Binding.Macro m) {
      return new SemanticModel.Symbol(m.name(), SemanticModel.Kind.MACRO, start, end,
          def == null ? -1 : 0, def == null ? -1 : text.length(), null, null, null, null, doc);
    }
    if (binding instanceof Binding.JavaClass c) {
      // A class (define-alias, import, define-simple-class) reads as a global whose type is the class.
      return new SemanticModel.Symbol(c.className(), SemanticModel.Kind.GLOBAL, start, end,
          def == null ? -1 : 0, def == null ? -1 : text.length(), null, c.className(), null, null, doc);
    }
    if (binding instanceof Binding.Field f) {
      return new SemanticModel.Symbol(f.name(), SemanticModel.Kind.GLOBAL, start, end, -1, -1, f.owner(), null,
          null, null, doc);
    }
    String name = binding instanceof Binding.Form f ? f.name() : ((Binding.Aux) binding).name();
    SemanticModel.Kind kind = binding instanceof Binding.Form ? SemanticModel.Kind.SPECIAL_FORM
        : SemanticModel.Kind.AUXILIARY;
    return new SemanticModel.Symbol(name, kind, start, end, -1, -1, null, null, null, null, doc);
  }

  private static List<SemanticModel.Param> params(Core value) {
    List<SemanticModel.Param> record = recordProcedureParams(value);
    if (record != null) {
      return record;
    }
    Core.Lambda lambda = value instanceof Core.Lambda l ? l
        : value instanceof Core.CaseLambda c && !c.clauses().isEmpty() ? c.clauses().get(0) : null;
    if (lambda == null) {
      return null;
    }
    List<SemanticModel.Param> out = new ArrayList<>();
    for (Local p : lambda.required()) {
      out.add(new SemanticModel.Param(p.name(), p.declaredType(), SemanticModel.ParamKind.REQUIRED));
    }
    for (Core.OptionalParam p : lambda.optionals()) {
      out.add(new SemanticModel.Param(p.local().name(), p.local().declaredType(), SemanticModel.ParamKind.OPTIONAL));
    }
    if (lambda.rest() != null) {
      out.add(new SemanticModel.Param(lambda.rest().name(), lambda.rest().declaredType(),
          SemanticModel.ParamKind.REST));
    }
    return List.copyOf(out);
  }

  /**
   * The parameters of a procedure {@code define-record-type} made: it defines them as calls to the
   * runtime's record builtins, whose arguments say the constructor's fields.
   */
  private static List<SemanticModel.Param> recordProcedureParams(Core value) {
    if (!(value instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref
        && ref.global().isBuiltin())) {
      return null;
    }
    SemanticModel.ParamKind required = SemanticModel.ParamKind.REQUIRED;
    switch (ref.global().name()) {
      case "%record-constructor": {
        List<SemanticModel.Param> out = new ArrayList<>();
        if (call.arguments().size() == 2 && call.arguments().get(1) instanceof Core.Const c) {
          for (Object field = c.value(); field instanceof kopi.runtime.Pair pair; field = pair.cdr) {
            out.add(new SemanticModel.Param(String.valueOf(pair.car), null, required));
          }
        }
        return List.copyOf(out);
      }
      case "%record-predicate":
        return List.of(new SemanticModel.Param("obj", null, required));
      case "%record-accessor":
        return List.of(new SemanticModel.Param("record", null, required));
      case "%record-modifier":
        return List.of(new SemanticModel.Param("record", null, required),
            new SemanticModel.Param("value", null, required));
      default:
        return null;
    }
  }

  private static String returnType(Core value, Universe universe) {
    return value instanceof Core.Lambda l ? universe.types.returnType(l) : null;
  }

  /** The {@code ;} comment lines directly above the line of {@code offset}, semicolons removed. */
  private String docAbove(int offset) {
    return docAbove(text, offset);
  }

  /** The {@code ;} comment lines of {@code text} directly above the line of {@code offset}, semicolons removed. */
  static String docAbove(String text, int offset) {
    int lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    List<String> lines = new ArrayList<>();
    int end = lineStart - 1;
    while (end > 0) {
      int start = text.lastIndexOf('\n', end - 1) + 1;
      // Most definitions have code above them: look at the line's first character before copying it.
      int first = start;
      while (first < end && Character.isWhitespace(text.charAt(first))) {
        first++;
      }
      if (first == end || text.charAt(first) != ';') {
        break;
      }
      String line = text.substring(start, end).strip();
      if (!line.startsWith(";")) {
        break;
      }
      int i = 0;
      while (i < line.length() && line.charAt(i) == ';') {
        i++;
      }
      lines.add(0, line.substring(i).strip());
      end = start - 1;
    }
    return lines.isEmpty() ? null : String.join("\n", lines);
  }

  /** Records the value bound to each global and local, to describe procedures. */
  private static void collectValues(Core core, Map<Object, Core> values) {
    if (core instanceof Core.GlobalDefine d) {
      values.put(d.global(), d.value());
      collectValues(d.value(), values);
    } else if (core instanceof Core.Let l) {
      bind(l.locals(), l.inits(), values);
      collectValues(l.body(), values);
    } else if (core instanceof Core.Letrec l) {
      bind(l.locals(), l.inits(), values);
      collectValues(l.body(), values);
    } else if (core instanceof Core.Lambda l) {
      for (Core.OptionalParam p : l.optionals()) {
        if (p.defaultValue() != null) {
          collectValues(p.defaultValue(), values);
        }
      }
      collectValues(l.body(), values);
    } else if (core instanceof Core.CaseLambda c) {
      c.clauses().forEach(clause -> collectValues(clause, values));
    } else if (core instanceof Core.If i) {
      collectValues(i.test(), values);
      collectValues(i.then(), values);
      collectValues(i.otherwise(), values);
    } else if (core instanceof Core.Seq s) {
      s.body().forEach(c -> collectValues(c, values));
    } else if (core instanceof Core.Call c) {
      collectValues(c.function(), values);
      c.arguments().forEach(argument -> collectValues(argument, values));
    } else if (core instanceof Core.LocalSet s) {
      collectValues(s.value(), values);
    } else if (core instanceof Core.GlobalSet s) {
      collectValues(s.value(), values);
    } else if (core instanceof Core.DefineClass d) {
      d.implementations().forEach(c -> collectValues(c, values));
    }
  }

  private static void bind(List<Local> locals, List<Core> inits, Map<Object, Core> values) {
    for (int i = 0; i < locals.size() && i < inits.size(); i++) {
      values.put(locals.get(i), inits.get(i));
      collectValues(inits.get(i), values);
    }
  }
}
