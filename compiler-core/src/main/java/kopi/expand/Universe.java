package kopi.expand;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The state shared by everything expanded together: a program with the libraries it imports, or a
 * REPL session with everything it has seen. It owns the one binding table, the core scope (where
 * the special forms and builtins are bound for syntax the expander itself introduces), the library
 * registry and the side table of declared types.
 */
final class Universe {
  final BindingTable table;
  final int coreScope;
  final ScopeSet coreScopes;
  final ExpandOptions options;
  /** The special forms, bound in the core scope. */
  final FormLibrary forms;
  final Libraries libraries;
  final DeclaredTypes types;
  /** The classes {@code define-simple-class} defined so far, loaded for their shape only. */
  final ClassShapes classShapes;
  /** Library modules expanded and not yet handed to the caller, dependencies first. */
  final List<ExpandedModule> pendingModules = new ArrayList<>();
  /** Collects the semantic model of the main file when an editor asked for it; null otherwise. */
  SemanticRecorder recorder;
  /** Where {@code define-macro} transformers run; made on first use. */
  kopi.runtime.Environment macroEnvironment;
  /**
   * The pattern variables of {@code syntax-case} clauses, with the number of ellipses each is
   * under, for {@code syntax} templates to recognise them. Weak: an editor's analyses come and go.
   */
  final java.util.Map<Local, Integer> patternDepths = new java.util.WeakHashMap<>();
  /**
   * Top-level procedure and constant definitions seen so far, by name, which a macro transformer
   * may call: each is evaluated in {@link #macroEnvironment} when a transformer first mentions it.
   */
  final java.util.Map<String, Syntax> definitionsForMacros = new java.util.HashMap<>();
  /** The names of {@link #definitionsForMacros} already evaluated in the macro environment. */
  final java.util.Set<String> definedForMacros = new java.util.HashSet<>();
  /**
   * The variables {@code define-constant} defined (their {@code Global} or {@code Local}), which
   * {@code set!} refuses.
   */
  final Set<Object> constants = new java.util.HashSet<>();
  /** The features Kawa's {@code provide} declared, which {@code cond-expand} sees after it. */
  final Set<String> provided = new java.util.HashSet<>();
  /** Run before each top-level form; an editor's throws to abandon a superseded expansion. */
  Runnable checkpoint = () -> {};

  /** The scopes {@link #bindEverything} gave the default environment, in order. */
  private final List<ScopeSet> everythingScopes = new ArrayList<>();

  Universe(ExpandOptions options, FormLibrary forms) {
    this.options = options;
    this.forms = forms;
    this.table = new BindingTable();
    this.types = new DeclaredTypes();
    this.classShapes = new ClassShapes();
    this.coreScope = table.freshScope();
    this.coreScopes = ScopeSet.of(coreScope);
    // The core bindings (special forms, auxiliary syntax, builtins) and the default environment's
    // are made for each name on its first use (BindingTable#defaultsOnFirstUse).
    table.defaultsOnFirstUse(this::bindDefaults, this::defaultNames);
    this.libraries = new Libraries(this);
  }

  /**
   * The default bindings of {@code name}: its core binding as a special form, auxiliary syntax or
   * builtin (a later kind replacing an earlier one), then the same binding in each scope
   * {@link #bindEverything} gave the default environment, when that environment has the name.
   */
  private void bindDefaults(String name) {
    Binding core = null;
    SpecialForm form = forms.table().get(name);
    if (form != null) {
      core = new Binding.Form(name, form);
      table.bind(name, coreScopes, core);
    }
    if (FormLibrary.AUXILIARY.contains(name)) {
      core = new Binding.Aux(name);
      table.bind(name, coreScopes, core);
    }
    // The builtins only an import binds get their core binding when a library asks (exported()).
    if (kopi.runtime.Builtins.isDefaultBuiltin(name)) {
      core = new Binding.GlobalVar(new Global(Global.BUILTIN, name), null);
      table.bind(name, coreScopes, core);
    }
    if (core != null && !everythingScopes.isEmpty() && StandardLibraries.inDefaultEnvironment(name, forms)) {
      for (ScopeSet scopes : everythingScopes) {
        table.bind(name, scopes, core);
      }
    }
  }

  /** Every name {@link #bindDefaults} may bind. */
  private List<String> defaultNames() {
    List<String> names = new ArrayList<>(forms.table().keySet());
    names.addAll(FormLibrary.AUXILIARY);
    names.addAll(kopi.runtime.Builtins.names());
    return names;
  }

  /**
   * Binds in {@code scope} every name a program without imports sees
   * ({@link StandardLibraries#everything}) to its core binding: at once for the names already
   * used, and for the others when they are first used.
   */
  void bindEverything(int scope) {
    ScopeSet scopes = ScopeSet.of(scope);
    everythingScopes.add(scopes);
    for (String name : table.defaultedNames()) {
      if (StandardLibraries.inDefaultEnvironment(name, forms)) {
        Binding binding = core(name);
        if (binding != null) {
          table.bind(name, scopes, binding);
        }
      }
    }
  }

  /**
   * A universe that starts where {@code base} is (its bindings, libraries, types and class shapes)
   * and goes on alone: {@code base} is not changed by what is expanded in the copy, so a frozen
   * base with libraries loaded serves many analyses ({@link LibraryCache}). The copy makes its own
   * macro environment when a {@code define-macro} needs one.
   */
  Universe(Universe base) {
    this.options = base.options;
    this.forms = base.forms;
    this.table = base.table.copy();
    // The copy makes the default bindings of the names the base has not used, in its own table.
    this.everythingScopes.addAll(base.everythingScopes);
    table.defaultsOnFirstUse(this::bindDefaults, this::defaultNames);
    this.coreScope = base.coreScope;
    this.coreScopes = base.coreScopes;
    this.types = base.types.copy();
    this.classShapes = base.classShapes.child();
    this.patternDepths.putAll(base.patternDepths);
    this.definitionsForMacros.putAll(base.definitionsForMacros);
    this.constants.addAll(base.constants);
    this.provided.addAll(base.provided);
    this.libraries = base.libraries.copyFor(this);
  }

  /** The core binding of {@code name} (a special form, auxiliary syntax or builtin), or null. */
  Binding core(String name) {
    return table.resolve(new Syntax.Id(name, coreScopes, -1, -1));
  }

  /**
   * The core binding of a name a standard library exports: {@link #core}, or for a builtin only an
   * import binds ({@link kopi.runtime.Builtins#isImportOnly}), its binding made now.
   */
  Binding exported(String name) {
    Binding binding = core(name);
    if (binding == null && kopi.runtime.Builtins.isImportOnly(name)) {
      binding = new Binding.GlobalVar(new Global(Global.BUILTIN, name), null);
      table.bind(name, coreScopes, binding);
    }
    return binding;
  }

  Set<String> features() {
    return options.featureSet();
  }
}
