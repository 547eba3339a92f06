package kopi.expand;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/** The two-pass expansion of a definition context; see {@link Definitions}. */
abstract class Body implements Definitions {
  /** One scheduled piece of the context: a definition when {@code target} is set, else an expression. */
  record Item(Binding target, Syntax form, Supplier<Core> producer) {}

  final Expansion x;
  final List<Item> items = new ArrayList<>();

  Body(Expansion x) {
    this.x = x;
  }

  @Override
  public void form(Syntax form) {
    try {
      Syntax expanded = x.expandHead(form);
      if (isTopLevel() && x.universe.forms.topLevelLoad(expanded, x, this)) {
        return;
      }
      DefinitionForm definition = x.headBinding(expanded) instanceof Binding.Form f
          && f.form() instanceof DefinitionForm d ? d : null;
      if (definition != null) {
        definition.define((Syntax.SList) expanded, x, this);
      } else {
        items.add(new Item(null, expanded, () -> x.expr(expanded)));
      }
    } catch (ExpandError e) {
      x.report(e);
    } catch (StackOverflowError e) {
      x.error(form, "expand.too-deep", "expression nested too deeply to expand");
    }
  }

  @Override
  public void initialize(Binding target, Syntax form, Supplier<Core> init) {
    items.add(new Item(target, form, init));
  }

  @Override
  public void expression(Syntax form, Supplier<Core> producer) {
    items.add(new Item(null, form, producer));
  }

  /** Runs a scheduled producer; an error aborts only that item. */
  Core produce(Item item) {
    try {
      return item.producer().get();
    } catch (ExpandError e) {
      x.report(e);
      return x.erroneous(item.form());
    } catch (StackOverflowError e) {
      x.error(item.form(), "expand.too-deep", "expression nested too deeply to expand");
      return x.erroneous(item.form());
    }
  }

  /** A lambda or let body: internal definitions become one {@code letrec*}. */
  static final class Internal extends Body {
    private final Syntax whole;
    private final Set<Binding> defined = new HashSet<>();
    private final Set<List<Object>> names = new HashSet<>();

    Internal(Expansion x, Syntax whole) {
      super(x);
      this.whole = whole;
    }

    @Override
    public boolean isTopLevel() {
      return false;
    }

    @Override
    public Binding variable(Syntax.Id id, String declaredType, Syntax form) {
      if (!names.add(List.of(id.name(), id.scopes()))) {
        x.error(id, "expand.duplicate-definition", "duplicate definition of " + id.name() + " in this body");
      }
      Binding binding = new Binding.LocalVar(x.bindLocal(id, declaredType));
      defined.add(binding);
      return binding;
    }

    Core expand(List<Syntax> forms) {
      for (Syntax form : forms) {
        form(form);
      }
      int lastDefinition = -1;
      for (int i = 0; i < items.size(); i++) {
        if (items.get(i).target() != null) {
          lastDefinition = i;
        }
      }
      List<Local> locals = new ArrayList<>();
      List<Core> inits = new ArrayList<>();
      for (int i = 0; i <= lastDefinition; i++) {
        Item item = items.get(i);
        if (item.target() instanceof Binding.LocalVar local) {
          locals.add(local.local());
        } else {
          // An expression among definitions keeps its place in the letrec* order.
          locals.add(new Local("_"));
        }
        inits.add(produce(item));
      }
      List<Core> tail = new ArrayList<>();
      for (int i = lastDefinition + 1; i < items.size(); i++) {
        tail.add(produce(items.get(i)));
      }
      if (tail.isEmpty()) {
        tail.add(x.unspecified(whole));
      }
      Core body = Expansion.sequence(whole, tail);
      return locals.isEmpty() ? body : new Core.Letrec(whole.start(), whole.end(), locals, inits, body);
    }
  }

  /** The top level of a program, library or session input: definitions become globals. */
  static final class TopLevel extends Body {
    private final Set<String> definedNames = new HashSet<>();
    /** How many definitions a macro introduced into this library so far: their fields are numbered by it. */
    private int hiddenDefinitions;

    TopLevel(Expansion x) {
      super(x);
    }

    @Override
    public boolean isTopLevel() {
      return true;
    }

    @Override
    public Binding variable(Syntax.Id id, String declaredType, Syntax form) {
      String name = id.name();
      boolean plain = id.scopes().equals(ScopeSet.of(x.moduleScope()));
      if (!plain) {
        // A definition a macro introduced is hidden from user code (it carries the macro's scope);
        // it still needs a field of its own, so it gets a name no user identifier can clash with.
        Binding existing = x.table().exact(name, id.scopes());
        if (existing instanceof Binding.GlobalVar g && g.global().owner().equals(x.owner())) {
          return existing;
        }
        // In a library, numbered within the library, so the same source always gives the same
        // fields (the standard libraries ship compiled; see kopi.pipeline.PrecompiledLibraries).
        // Elsewhere a session's inputs share one name space, so the number is the universe's.
        name = name + "$" + (x.mode() == Expansion.Mode.LIBRARY ? "h" + ++hiddenDefinitions : x.freshScope());
      } else if (!definedNames.add(name) && x.mode() != Expansion.Mode.SESSION) {
        x.warning(id, "expand.duplicate-definition", "duplicate definition of " + name);
      }
      Global global = new Global(x.owner(), name);
      declaredType = x.resolveType(declaredType, id.scopes());
      if (declaredType != null) {
        x.types().declareGlobal(global, declaredType);
        String type = declaredType;
        typeNameChecks.add(() -> x.checkTypeName(type, id.scopes(), id.start(), id.end()));
      }
      Binding binding = new Binding.GlobalVar(global, declaredType);
      x.table().bind(id, binding);
      x.recordDefinition(id, binding);
      return binding;
    }

    /**
     * The checks of the globals' declared types, run once the first pass has defined every class of
     * the module, so that a type may name a class defined further down.
     */
    private final List<Runnable> typeNameChecks = new ArrayList<>();

    /** Set for the top level of the program an editor analyses: reuses and records per-form results. */
    FormCache.Run cache;
    /** Where {@link #cache} comes from, read once the first pass has fixed the environment. */
    private FormCache previous;

    void useCache(FormCache previous) {
      this.previous = previous;
    }

    /** The cache run of this expansion, or null when it does not use one. */
    FormCache.Run cacheRun() {
      return cache;
    }

    List<Core> expand(List<Syntax> forms) {
      int[] firstItem = new int[forms.size() + 1];
      boolean[] plain = new boolean[forms.size()];
      for (int i = 0; i < forms.size(); i++) {
        Syntax form = forms.get(i);
        x.universe.checkpoint.run();
        x.resetBudget();
        firstItem[i] = items.size();
        long steps = x.allMacroSteps();
        form(form);
        plain[i] = x.allMacroSteps() == steps;
      }
      firstItem[forms.size()] = items.size();
      typeNameChecks.forEach(Runnable::run);
      typeNameChecks.clear();
      if (previous != null) {
        ScopeSet top = ScopeSet.of(x.moduleScope());
        cache = previous.start(x.universe.recorder == null ? "" : x.universe.recorder.text(),
            FormCache.environment(x.table(), top));
      }
      List<Core> out = new ArrayList<>(items.size());
      for (int i = 0; i < forms.size(); i++) {
        Syntax form = forms.get(i);
        // The reusable forms: one item spanning the form, no macro (FormCache states the rule).
        boolean reusable = cache != null && plain[i] && firstItem[i + 1] - firstItem[i] == 1 && form.start() >= 0
            && items.get(firstItem[i]).form().start() == form.start()
            && items.get(firstItem[i]).form().end() == form.end();
        if (reusable) {
          FormCache.Entry entry = cache.reuse(form.start(), form.end());
          if (entry != null && sameTarget(entry.core(), items.get(firstItem[i]))) {
            x.universe.checkpoint.run();
            entry.returns().forEach(x.types()::declareReturn);
            x.diagnostics().addAll(entry.diagnostics());
            out.add(entry.core());
            continue;
          }
        }
        int diagnosticsBefore = x.diagnostics().size();
        long steps = x.allMacroSteps();
        for (int j = firstItem[i]; j < firstItem[i + 1]; j++) {
          x.universe.checkpoint.run();
          x.resetBudget();
          out.add(item(items.get(j)));
        }
        if (reusable && x.allMacroSteps() == steps) {
          cache.produced(form.start(), form.end(), out.get(out.size() - 1),
              x.diagnostics().subList(diagnosticsBefore, x.diagnostics().size()));
        }
      }
      ModuleSupertypes.finish(x, out);
      return out;
    }

    /** True when the cached core defines what {@code item} defines (or, like it, nothing). */
    private static boolean sameTarget(Core cached, Item item) {
      if (item.target() instanceof Binding.GlobalVar global) {
        return cached instanceof Core.GlobalDefine d && d.global().equals(global.global());
      }
      return item.target() == null && !(cached instanceof Core.GlobalDefine);
    }

    private Core item(Item item) {
      Core value = produce(item);
      if (item.target() instanceof Binding.GlobalVar global) {
        Syntax at = item.form();
        return new Core.GlobalDefine(at.start(), at.end(), global.global(), value);
      }
      return value;
    }
  }
}
