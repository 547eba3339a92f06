package kopi.expand;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kopi.runtime.Unspecified;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;

/**
 * The expansion of one module: a program, one library, or one input of a session. Special forms
 * (package {@code kopi.expand.forms}) call back into it to expand sub-forms, bind variables and
 * report errors. Not thread-safe; one instance per module per run.
 */
public final class Expansion {
  /** How many macro uses may nest inside each other before we call it a runaway expansion. */
  static final int MAX_MACRO_DEPTH = 10_000;
  /** How many macro steps one top-level form may take. */
  static final int MAX_MACRO_STEPS = 1_000_000;

  /** Where top-level definitions go. */
  public enum Mode {
    PROGRAM, LIBRARY, SESSION
  }

  final Universe universe;
  private final Mode mode;
  private final String owner;
  private final Path file;
  private final int moduleScope;
  private final List<Diagnostic> diagnostics;
  private final KawaModule kawaModule = new KawaModule();
  private int macroDepth;
  private int macroSteps;
  /** The names imported so far into this module, each with its binding and the import set it came from. */
  private final java.util.Map<String, Imported> imported = new java.util.HashMap<>();
  /** Every macro step of this expansion, never reset: tells the form cache whether a form used a macro. */
  private long allMacroSteps;

  /** The files this module's text includes, laid out after it ({@link kopi.syntax.IncludedSources}). */
  private kopi.syntax.IncludedSources included;
  /** Each include read so far, by file name and the offset of the form naming it: the offset it was laid out at. */
  private final java.util.Map<String, Integer> includeBases = new java.util.HashMap<>();

  Expansion(Universe universe, Mode mode, String owner, Path file, int moduleScope, List<Diagnostic> diagnostics,
      int textLength) {
    this.included = kopi.syntax.IncludedSources.none(textLength);
    this.universe = universe;
    this.mode = mode;
    this.owner = owner;
    this.file = file;
    this.moduleScope = moduleScope;
    this.diagnostics = diagnostics;
  }

  // ---- context ----

  public Mode mode() {
    return mode;
  }

  /** The class that owns this module's globals, or {@link Global#SESSION}. */
  public String owner() {
    return owner;
  }

  /** The source file, or null for text without a file (a REPL line). */
  public Path file() {
    return file;
  }

  /** The files this module's text included so far. */
  public kopi.syntax.IncludedSources included() {
    return included;
  }

  /**
   * The offset at which {@code text}, the file {@code name} that the form at {@code at} includes,
   * starts in this module's offset space: laid out after the texts included before it, once per
   * include form.
   */
  public int includeAt(String name, String text, Syntax at) {
    // The form now depends on another file, which may change while the editor's form cache holds
    // it: it is expanded again each time, as a form that used a macro is.
    allMacroSteps++;
    return includeBases.computeIfAbsent(name + "@" + at.start(), key -> {
      int base = included.next();
      included = included.with(name, text, at.start(), at.end());
      return base;
    });
  }

  /** {@code diagnostics}, with those inside included files moved to the include forms ({@link kopi.syntax.IncludedSources#fold}). */
  public List<Diagnostic> folded(List<Diagnostic> diagnostics) {
    return included.fold(diagnostics);
  }

  /** What this module's Kawa module declarations ({@code module-name}, {@code module-export}...) said. */
  public KawaModule kawaModule() {
    return kawaModule;
  }

  public int moduleScope() {
    return moduleScope;
  }

  /** A name an import bound in this module: its binding and the import set that provided it. */
  public record Imported(Binding binding, Syntax from) {}

  /**
   * Records that {@code from} imports {@code name} as {@code binding}, and returns the earlier import
   * of the same name with a different binding (R7RS 5.2: an error), or null.
   */
  public Imported noteImport(String name, Binding binding, Syntax from) {
    Imported earlier = imported.get(name);
    if (earlier != null && !earlier.binding().equals(binding)) {
      return earlier;
    }
    imported.put(name, new Imported(binding, from));
    return null;
  }

  public BindingTable table() {
    return universe.table;
  }

  public List<Diagnostic> diagnostics() {
    return diagnostics;
  }

  public int freshScope() {
    return universe.table.freshScope();
  }

  public Binding resolve(Syntax.Id id) {
    Binding binding = universe.table.resolve(id);
    SemanticRecorder recorder = recorder();
    if (recorder != null && binding != null) {
      recorder.reference(id, binding);
    }
    return binding;
  }

  /**
   * Notes that {@code id} is the binding occurrence of {@code binding}, for the editor's semantic
   * model. Forms that bind through {@link #table()} directly call it; {@link #bindLocal} does it.
   */
  public void recordDefinition(Syntax.Id id, Binding binding) {
    SemanticRecorder recorder = recorder();
    if (recorder != null) {
      recorder.definition(id, binding);
    }
  }

  /** The recorder of the semantic model when this expansion reads the file being analysed. */
  private SemanticRecorder recorder() {
    SemanticRecorder recorder = universe.recorder;
    return recorder != null && recorder.records(file) ? recorder : null;
  }

  /** An identifier that always means the core binding of {@code name}, whatever the user rebinds. */
  public Syntax.Id core(String name, Syntax at) {
    return new Syntax.Id(name, universe.coreScopes, at.start(), at.end());
  }

  /** True when {@code s} is an identifier meaning the core binding {@code name} (free-identifier=?). */
  public boolean isCore(Syntax s, String name) {
    return s instanceof Syntax.Id id && SyntaxRules.freeIdentifierEquals(id, core(name, id), universe.table);
  }

  /** The special form or macro binding of the head of {@code form}, or null. */
  public Binding headBinding(Syntax form) {
    if (form instanceof Syntax.SList list && list.size() > 0 && list.get(0) instanceof Syntax.Id head) {
      return resolve(head);
    }
    return null;
  }

  /** Declares {@code self} the receiver of a member of class {@code className} ({@link DeclaredTypes#receiverClass}). */
  public void declareReceiver(Local self, String className) {
    universe.types.declareReceiver(self, className);
  }

  public void declareReturnType(Core.Lambda lambda, String type) {
    String resolved = resolveType(type, ScopeSet.of(moduleScope));
    checkTypeName(resolved, ScopeSet.of(moduleScope), lambda.start(), lambda.end());
    universe.types.declareReturn(lambda, resolved);
  }

  /**
   * Reports a type specifier that names nothing ({@code x ::no-such-type}), at {@code [start, end)}:
   * not a Scheme, Kawa or Java type ({@link kopi.runtime.TypeCheck#isKnownName}), not a class the
   * program defines, and not a name bound there (a record type's name, or a variable holding a class,
   * can only be judged at run time). An error in a session too, as in Kawa's REPL.
   */
  public void checkTypeName(String resolvedType, ScopeSet scopes, int start, int end) {
    if (resolvedType == null || resolvedType.isEmpty() || start < 0 || knownType(resolvedType, scopes)) {
      return;
    }
    diagnostics.add(Diagnostic.error(Phase.EXPAND, "expand.unknown-type", start, Math.max(start, end),
        "unknown type " + resolvedType));
  }

  private boolean knownType(String type, ScopeSet scopes) {
    String base = type;
    while (base.endsWith("[]")) {
      base = base.substring(0, base.length() - 2);
    }
    int bracket = base.indexOf('[');
    if (bracket > 0 && base.endsWith("]")) {
      for (String part : base.substring(bracket + 1, base.length() - 1).split(",")) {
        if (!knownType(part.strip(), scopes)) {
          return false;
        }
      }
      base = base.substring(0, bracket);
    }
    return kopi.runtime.TypeCheck.isKnownName(base) || findClass(base) != null
        || universe.types.classShape(base) != null
        || (base.indexOf('.') < 0 && universe.table.resolve(new Syntax.Id(base, scopes, -1, -1)) != null);
  }

  /**
   * A type specifier's text with each class name that is an alias resolved to the class it names:
   * after {@code (import (class java.util ArrayList))} or {@code (define-alias JList java.util.List)},
   * {@code ArrayList}, {@code JList[]} and {@code vector[ArrayList]} become
   * {@code java.util.ArrayList}, {@code java.util.List[]} and {@code vector[java.util.ArrayList]},
   * which the analysis and the run-time checks understand. Names are resolved with
   * {@code scopes}, those of the variable being declared (or the module's). Other names, such as
   * {@code int}, {@code string} and full class names, are left as they are.
   */
  public String resolveType(String text, ScopeSet scopes) {
    if (text == null || text.isEmpty()) {
      return text;
    }
    if (text.endsWith("[]")) {
      return resolveType(text.substring(0, text.length() - 2), scopes) + "[]";
    }
    int bracket = text.indexOf('[');
    if (bracket > 0 && text.endsWith("]")) {
      StringBuilder out = new StringBuilder(resolveType(text.substring(0, bracket), scopes)).append('[');
      String[] elements = text.substring(bracket + 1, text.length() - 1).split(",");
      for (int i = 0; i < elements.length; i++) {
        out.append(i > 0 ? "," : "").append(resolveType(elements[i], scopes));
      }
      return out.append(']').toString();
    }
    if (text.indexOf('.') >= 0 || text.indexOf('[') >= 0) {
      return text;
    }
    Binding binding = universe.table.resolve(new Syntax.Id(text, scopes, -1, -1));
    return binding instanceof Binding.JavaClass alias ? alias.className() : text;
  }

  public DeclaredTypes types() {
    return universe.types;
  }

  public ExpandOptions options() {
    return universe.options;
  }

  /**
   * Records whether the variable of {@code binding} was defined by {@code define-constant}
   * ({@code constant}) or by another definition, which makes it assignable again.
   */
  public void constant(Binding binding, boolean constant) {
    Object variable = variable(binding);
    if (variable != null) {
      if (constant) {
        universe.constants.add(variable);
      } else {
        universe.constants.remove(variable);
      }
    }
  }

  /** True when {@code binding}'s variable was defined by {@code define-constant}. */
  public boolean isConstant(Binding binding) {
    Object variable = variable(binding);
    return variable != null && universe.constants.contains(variable);
  }

  private static Object variable(Binding binding) {
    if (binding instanceof Binding.GlobalVar global) {
      return global.global();
    }
    return binding instanceof Binding.LocalVar local ? local.local() : null;
  }

  /** True when {@code cond-expand} sees {@code feature}: one of the options' or one a {@code provide} declared. */
  public boolean hasFeature(String feature) {
    return universe.options.featureSet().contains(feature) || universe.provided.contains(feature);
  }

  /** Kawa's {@code (provide 'feature)}: {@code cond-expand} sees the feature from now on. */
  public void provide(String feature) {
    universe.provided.add(feature);
  }

  public Libraries libraries() {
    return universe.libraries;
  }

  /**
   * The class named {@code name}: one a {@code define-simple-class} of this program or session
   * defined (its shape), else a loadable Java class; null when none.
   */
  public Class<?> findClass(String name) {
    if (name.length() > 2 && name.startsWith("<") && name.endsWith(">")) {
      // Kawa's older spelling of a class name, <java.lang.String>.
      name = name.substring(1, name.length() - 1);
    }
    Class<?> defined = universe.classShapes.find(name);
    return defined != null ? defined : kopi.runtime.JavaInterop.findClass(name);
  }

  /**
   * The environment {@code define-macro} transformers are compiled and run in: one per program or
   * session, with the default bindings, so transformers can share helper definitions made by
   * {@code eval}.
   */
  public kopi.runtime.Environment macroEnvironment() {
    if (universe.macroEnvironment == null) {
      universe.macroEnvironment = new kopi.runtime.Environment(List.of(), true,
          new kopi.runtime.Environment.StateCell());
    }
    return universe.macroEnvironment;
  }

  /**
   * Notes the top-level definition {@code form} of {@code name} for macro transformers, when it
   * defines a procedure or a constant (whose evaluation has no effect to fear at compile time).
   */
  public void noteDefinitionForMacros(String name, Syntax.SList form) {
    Syntax target = form.get(1);
    boolean procedure = target instanceof Syntax.SList;
    if (!procedure && form.size() == 3) {
      Syntax value = form.get(2);
      procedure = value instanceof Syntax.Atom
          || value instanceof Syntax.SList list && list.size() >= 1 && list.get(0) instanceof Syntax.Id head
              && (isCore(head, "lambda") || isCore(head, "quote"));
    }
    if (procedure) {
      universe.definitionsForMacros.put(name, form);
      universe.definedForMacros.remove(name);
    }
  }

  /**
   * Evaluates in the macro environment the top-level definitions (noted by
   * {@link #noteDefinitionForMacros}) that the transformer {@code datum} mentions, and those they
   * mention, so a transformer can call the program's helper procedures as in Kawa. A definition
   * that fails to evaluate is skipped: the transformer then reports the unbound name when it runs.
   */
  public void defineHelpersForMacro(Object datum) {
    kopi.runtime.EvalHook hook = kopi.runtime.EvalHook.current();
    if (hook == null || universe.definitionsForMacros.isEmpty()) {
      return;
    }
    java.util.Set<String> mentioned = new java.util.LinkedHashSet<>();
    symbols(datum, mentioned, 0);
    for (String name : mentioned) {
      Syntax form = universe.definitionsForMacros.get(name);
      if (form == null || !universe.definedForMacros.add(name)) {
        continue;
      }
      Object definition = Datums.toValue(form);
      defineHelpersForMacro(definition);
      try {
        hook.eval(definition, macroEnvironment());
      } catch (RuntimeException e) {
        // Reported, if it matters, when the transformer runs.
      }
    }
  }

  private static void symbols(Object datum, java.util.Set<String> out, int depth) {
    if (depth > 10_000) {
      return;
    }
    if (datum instanceof kopi.runtime.Symbol symbol) {
      out.add(symbol.name());
    } else if (datum instanceof kopi.runtime.Pair pair) {
      symbols(pair.car, out, depth + 1);
      symbols(pair.cdr, out, depth + 1);
    } else if (datum instanceof Object[] vector) {
      for (Object element : vector) {
        symbols(element, out, depth + 1);
      }
    }
  }

  /** The classes this program or session defines, to load the shape of a new one. */
  public ClassShapes classShapes() {
    return universe.classShapes;
  }

  /** Notes that {@code local} is a {@code syntax-case} pattern variable under {@code depth} ellipses. */
  public void declarePatternVariable(Local local, int depth) {
    universe.patternDepths.put(local, depth);
  }

  /** The ellipsis depth of the pattern variable {@code binding} is, or -1 when it is not one. */
  public int patternDepth(Binding binding) {
    if (binding instanceof Binding.LocalVar local) {
      Integer depth = universe.patternDepths.get(local.local());
      return depth == null ? -1 : depth;
    }
    return -1;
  }

  // ---- diagnostics ----

  public void error(Syntax where, String code, String message) {
    diagnostics.add(Diagnostic.error(Phase.EXPAND, code, Math.max(0, where.start()),
        Math.max(Math.max(0, where.start()), where.end()), message));
  }

  public void warning(Syntax where, String code, String message) {
    diagnostics.add(Diagnostic.warning(Phase.EXPAND, code, Math.max(0, where.start()),
        Math.max(Math.max(0, where.start()), where.end()), message));
  }

  public void report(ExpandError e) {
    int start = Math.max(0, e.start());
    diagnostics
        .add(new Diagnostic(e.code(), kopi.syntax.Severity.ERROR, start, Math.max(start, e.end()), e.getMessage(),
            Phase.EXPAND, e.fixes()));
  }

  /** A malformed-form error to throw: {@code throw x.malformed(form, "if: expected ...")}. */
  public ExpandError malformed(Syntax where, String message) {
    return new ExpandError("expand.malformed", where, message);
  }

  // ---- small Core builders ----

  public Core unspecified(Syntax at) {
    return new Core.Const(at.start(), at.end(), Unspecified.VALUE);
  }

  /** The placeholder of an expression that had an error, already reported ({@link Core#ERRONEOUS}). */
  public Core erroneous(Syntax at) {
    return new Core.Const(at.start(), at.end(), Core.ERRONEOUS);
  }

  public Core constant(Syntax at, Object value) {
    return new Core.Const(at.start(), at.end(), value);
  }

  public Core builtin(String name, Syntax at) {
    return new Core.GlobalRef(at.start(), at.end(), new Global(Global.BUILTIN, name));
  }

  public Core callBuiltin(Syntax at, String name, Core... arguments) {
    return new Core.Call(at.start(), at.end(), builtin(name, at), List.of(arguments));
  }

  public static Core sequence(Syntax at, List<Core> body) {
    return body.size() == 1 ? body.get(0) : new Core.Seq(at.start(), at.end(), List.copyOf(body));
  }

  /** Creates a local for {@code id} and binds it in the table. */
  public Local bindLocal(Syntax.Id id, String declaredType) {
    String resolved = resolveType(declaredType, id.scopes());
    checkTypeName(resolved, id.scopes(), id.start(), id.end());
    Local local = new Local(id.name(), id.start(), id.end(), resolved);
    Binding.LocalVar binding = new Binding.LocalVar(local);
    universe.table.bind(id, binding);
    recordDefinition(id, binding);
    return local;
  }

  // ---- expansion ----

  /** Expands an expression. Never throws: an error becomes a diagnostic and a placeholder. */
  public Core expr(Syntax syntax) {
    try {
      return exprOrThrow(syntax);
    } catch (ExpandError e) {
      report(e);
      return erroneous(syntax);
    }
  }

  private Core exprOrThrow(Syntax syntax) {
    if (syntax instanceof Syntax.Id id) {
      return reference(id);
    }
    if (syntax instanceof Syntax.Atom atom) {
      return literal(atom);
    }
    if (syntax instanceof Syntax.SVector vector) {
      return literal(vector);
    }
    Syntax.SList list = (Syntax.SList) syntax;
    if (list.size() == 0) {
      if (list.tail() != null) {
        throw malformed(list, "expected an expression, got " + list);
      }
      // Kawa evaluates () to the empty list; so do we.
      return literal(list);
    }
    Syntax head = list.get(0);
    if (head instanceof Syntax.Id headId) {
      Binding binding = resolve(headId);
      if (binding instanceof Binding.Form form) {
        if (list.tail() != null) {
          throw malformed(list, "expected a proper list for " + headId.name() + ", got " + list);
        }
        return form.form().expand(list, this);
      }
      if (binding instanceof Binding.Macro macro) {
        Syntax expanded = expandMacro(macro, list);
        macroDepth++;
        try {
          if (macroDepth > MAX_MACRO_DEPTH) {
            throw new ExpandError("expand.runaway", list, "macro expansion nested more than " + MAX_MACRO_DEPTH
                + " levels deep, in " + macro.name() + " (is the macro recursive without end?)");
          }
          return exprOrThrow(expanded);
        } finally {
          macroDepth--;
        }
      }
      if (binding instanceof Binding.Aux aux) {
        throw malformed(headId, "misplaced auxiliary syntax " + aux.name() + (aux.name().startsWith("unsyntax")
            ? " (#, and #,@ are unsyntax and unsyntax-splicing, only inside quasisyntax; SRFI 10's #,(name ...)"
                + " reader constructors are not supported)"
            : ""));
      }
    }
    if (list.tail() == null) {
      Core literal = Literals.call(list, head instanceof Syntax.Id headId ? resolve(headId) : null, this);
      if (literal != null) {
        return literal;
      }
      Core interop = Interop.call(list, this);
      if (interop != null) {
        return interop;
      }
    }
    // Only a macro use may be an improper list: syntax-rules has dotted-tail patterns (R7RS 4.3.2).
    if (list.tail() != null) {
      throw malformed(list, "expected a proper list for a procedure call, got " + list);
    }
    Core spliced = universe.forms.splicedCall(list, this);
    if (spliced != null) {
      return spliced;
    }
    Core function = expr(head);
    List<Core> arguments = new ArrayList<>(list.size() - 1);
    for (Syntax argument : list.from(1)) {
      arguments.add(expr(argument));
    }
    return new Core.Call(list.start(), list.end(), function, arguments);
  }

  /** Expands each expression of a list, for forms that take a sequence of operands. */
  public List<Core> exprs(List<Syntax> syntaxes) {
    List<Core> out = new ArrayList<>(syntaxes.size());
    for (Syntax syntax : syntaxes) {
      out.add(expr(syntax));
    }
    return out;
  }

  private Core reference(Syntax.Id id) {
    Binding binding = resolve(id);
    if (binding instanceof Binding.LocalVar local) {
      return new Core.LocalRef(id.start(), id.end(), local.local());
    }
    if (binding instanceof Binding.GlobalVar global) {
      return new Core.GlobalRef(id.start(), id.end(), global.global());
    }
    if (binding instanceof Binding.Field field) {
      Syntax.Id at = id;
      return field.self() == null
          ? callBuiltin(at, "%java-static-field", constant(at, field.owner()), constant(at, field.name()))
          : callBuiltin(at, "%java-field", new Core.LocalRef(id.start(), id.end(), field.self()),
              constant(at, field.name()));
    }
    if (binding == null && Literals.isLiteralName(id.name())) {
      Core literal = Literals.reference(id, this);
      if (literal != null) {
        return literal;
      }
    } else {
      Core interop = Interop.reference(id, binding, this);
      if (interop != null) {
        return interop;
      }
    }
    if (binding instanceof Binding.Macro macro && macro.transformer().acceptsIdentifier()) {
      return exprOrThrow(expandMacro(macro, id));
    }
    if (binding != null) {
      throw malformed(id, "syntax keyword " + id.name() + " used as a variable");
    }
    Core quantity = Quantities.reference(id, this);
    if (quantity != null) {
      return quantity;
    }
    if (mode == Mode.SESSION) {
      warning(id, "expand.unbound", unboundMessage(id));
      return new Core.GlobalRef(id.start(), id.end(), new Global(Global.SESSION, id.name()));
    }
    ExpandError error = new ExpandError("expand.unbound", id, unboundMessage(id));
    String srfi = StandardLibraries.srfiOf(id.name());
    if (srfi != null) {
      // At the start of the file: Kawa programs mix imports with the other top-level forms.
      error.withFix(new Diagnostic.Fix("Add (import (" + srfi + "))", 0, 0, "(import (" + srfi + "))\n"));
    }
    String closest = closestName(id);
    if (closest != null) {
      error.withFix(new Diagnostic.Fix("Change to " + closest, id.start(), id.end(), closest));
    }
    throw error;
  }

  /** The shortest unbound name that gets a "did you mean": shorter ones are close to too many names. */
  static final int SUGGESTED_NAME_LENGTH = 3;

  /**
   * "unbound variable: NAME", with what Kawa means by NAME when it is one of Kawa's that Kopi lacks
   * or the SRFI that has it, else with the closest name visible there ({@code factoral}: "did you mean factorial?").
   */
  private String unboundMessage(Syntax.Id id) {
    String message = KawaUnsupported.unboundMessage(id.name());
    String closest = closestName(id);
    return closest == null ? message : message + Interop.suggestionText(id.name(), closest);
  }

  /**
   * The visible name closest to the unbound {@code id} ({@code factorial} for {@code factoral}), or
   * null when none is close, the name is short, or it is one of Kawa's or a SRFI's (whose message
   * says so instead).
   */
  private String closestName(Syntax.Id id) {
    String message = KawaUnsupported.unboundMessage(id.name());
    if (!message.equals("unbound variable: " + id.name()) || id.name().length() < SUGGESTED_NAME_LENGTH) {
      return null;
    }
    List<String> candidates = new java.util.ArrayList<>();
    for (String name : universe.table.visibleNames(id.scopes())) {
      if (name.length() >= SUGGESTED_NAME_LENGTH && !name.startsWith("%") && !name.equals(id.name())) {
        candidates.add(name);
      }
    }
    return Interop.closest(id.name(), candidates);
  }

  private Core literal(Syntax syntax) {
    // A circular list as code would be a call that never ends; a circular vector self-evaluates.
    if (syntax instanceof Syntax.Atom atom && atom.value() instanceof Syntax.Circular circular
        && circular.value() instanceof kopi.runtime.Pair) {
      throw new ExpandError("expand.circular", syntax, "circular list cannot be an expression, expected it quoted");
    }
    try {
      return new Core.Const(syntax.start(), syntax.end(), Datums.toValue(syntax));
    } catch (Datums.UnsupportedLiteral e) {
      throw new ExpandError("expand.literal", e.where, e.getMessage());
    }
  }

  /** The runtime value of quoted syntax, reporting literals the runtime cannot represent. */
  public Core quoted(Syntax at, Syntax datum) {
    try {
      return new Core.Const(at.start(), at.end(), Datums.toValue(datum));
    } catch (Datums.UnsupportedLiteral e) {
      throw new ExpandError("expand.literal", e.where, e.getMessage());
    }
  }

  /** One hygienic macro step: mark the use with a fresh scope, rewrite, flip the scope on the result. */
  public Syntax expandMacro(Binding.Macro macro, Syntax use) {
    allMacroSteps++;
    if (++macroSteps > MAX_MACRO_STEPS) {
      throw new ExpandError("expand.runaway", use, "macro expansion took more than " + MAX_MACRO_STEPS
          + " steps, in " + macro.name() + " (is the macro recursive without end?)");
    }
    int intro = freshScope();
    Syntax marked = use.addScope(intro);
    MacroTransformer transformer = macro.transformer();
    Syntax result;
    if (transformer instanceof SyntaxRules) {
      result = transformer.apply((Syntax.SList) marked, universe.table);
    } else {
      Runnable previous = ProcedureMacro.enterCheckpoint(universe.checkpoint);
      try {
        // A bare identifier is a use of an identifier macro (reference checks the transformer takes one).
        result = marked instanceof Syntax.Id id ? transformer.applyIdentifier(id, universe.table)
            : transformer.apply((Syntax.SList) marked, universe.table);
      } finally {
        ProcedureMacro.enterCheckpoint(previous);
      }
    }
    if (result == null) {
      throw new ExpandError("expand.no-match", use, macro.name() + ": no syntax-rules clause matches " + use);
    }
    return result.flipScope(intro);
  }

  /** How many macro steps this expansion has taken so far. */
  long allMacroSteps() {
    return allMacroSteps;
  }

  /** Starts the step budget of a new top-level form. */
  void resetBudget() {
    macroSteps = 0;
    macroDepth = 0;
  }

  /**
   * Expands a body (lambda, let, ...): internal definitions, then expressions, with letrec*
   * semantics. The caller has already added the scope of its own bindings to {@code forms}.
   */
  public Core body(List<Syntax> forms, Syntax whole, String formName) {
    if (forms.isEmpty()) {
      error(whole, "expand.malformed", formName + ": expected at least one body form, got none");
      return unspecified(whole);
    }
    int scope = freshScope();
    List<Syntax> scoped = new ArrayList<>(forms.size());
    for (Syntax form : forms) {
      scoped.add(form.addScope(scope));
    }
    SemanticRecorder recorder = recorder();
    if (recorder != null) {
      recorder.openBody(whole);
    }
    Core result = new Body.Internal(this, whole).expand(scoped);
    if (recorder != null) {
      recorder.closeBody(whole);
    }
    return result;
  }

  /** Macro-expands the head of {@code form} until it is not a macro use. */
  public Syntax expandHead(Syntax form) {
    Syntax current = form;
    while (headBinding(current) instanceof Binding.Macro macro) {
      current = expandMacro(macro, (Syntax.SList) current);
    }
    return current;
  }
}
