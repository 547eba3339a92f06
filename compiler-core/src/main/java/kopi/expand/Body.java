package kopi.expand;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import kopi.expand.forms.DefinitionForm;

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
      DefinitionForm definition = x.definitionForm(expanded);
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
      return x.unspecified(item.form());
    } catch (StackOverflowError e) {
      x.error(item.form(), "expand.too-deep", "expression nested too deeply to expand");
      return x.unspecified(item.form());
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
        name = name + "$" + x.freshScope();
      } else if (!definedNames.add(name) && x.mode() != Expansion.Mode.SESSION) {
        x.warning(id, "expand.duplicate-definition", "duplicate definition of " + name);
      }
      Global global = new Global(x.owner(), name);
      if (declaredType != null) {
        x.types().declareGlobal(global, declaredType);
      }
      Binding binding = new Binding.GlobalVar(global, declaredType);
      x.table().bind(id, binding);
      x.recordDefinition(id, binding);
      return binding;
    }

    List<Core> expand(List<Syntax> forms) {
      for (Syntax form : forms) {
        x.universe.checkpoint.run();
        x.resetBudget();
        form(form);
      }
      List<Core> out = new ArrayList<>(items.size());
      for (Item item : items) {
        x.universe.checkpoint.run();
        x.resetBudget();
        Core value = produce(item);
        if (item.target() instanceof Binding.GlobalVar global) {
          Syntax at = item.form();
          out.add(new Core.GlobalDefine(at.start(), at.end(), global.global(), value));
        } else {
          out.add(value);
        }
      }
      return out;
    }
  }
}
