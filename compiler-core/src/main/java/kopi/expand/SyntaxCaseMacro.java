package kopi.expand;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import kopi.runtime.Identifier;
import kopi.runtime.MString;
import kopi.runtime.MacroContext;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.SchemeError;
import kopi.runtime.Symbol;
import kopi.runtime.SyntaxViolation;
import kopi.runtime.lib.SyntaxLib;

/**
 * A procedural macro: {@code (define-syntax name (lambda (stx) ...))}, usually a
 * {@code syntax-case}, and Kawa's {@code define-syntax-case}. The transformer is compiled like a
 * {@code define-macro} one ({@link kopi.expand.forms.Forms}); each use calls it with the use as a
 * syntax object (data whose identifiers are {@link Identifier}s keeping their scope sets) and reads
 * its result back as syntax.
 *
 * <p>Hygiene is the expander's usual macro step ({@link Expansion#expandMacro}): the use carries
 * the step's fresh scope, flipped on the result. Identifiers the transformer's templates introduce
 * get the scopes of the macro's name where it was defined ({@link #definitionScopes}), so they mean
 * what they mean there; {@code datum->syntax} gives a datum the scopes of an identifier of the use,
 * which is how a macro binds a name the user wrote (an anaphoric {@code it}). Lists of the use keep
 * their source ranges when the transformer passes them through; what it builds gets the use's.
 *
 * <p>The transformer runs on its own thread with a time limit ({@link ProcedureMacro#call}), so a
 * transformer that loops does not stall the compiler or the editor. {@code syntax-violation} and a
 * {@code syntax-case} without a matching clause are compile errors at the form they name.
 */
public final class SyntaxCaseMacro implements MacroTransformer {
  private final String name;
  private final Object procedure;
  private final ScopeSet definitionScopes;
  private final long limitMillis;
  /** Made by {@code make-variable-transformer}: {@code (set! name value)} is a use too. */
  private final boolean variable;
  /** Made by {@code er-macro-transformer}: called with data, {@code rename} and {@code compare}. */
  private final boolean explicitRenaming;

  public SyntaxCaseMacro(String name, Object procedure, ScopeSet definitionScopes) {
    this(name, procedure, definitionScopes, ProcedureMacro.LIMIT_SECONDS * 1000L);
  }

  SyntaxCaseMacro(String name, Object procedure, ScopeSet definitionScopes, long limitMillis) {
    this.name = name;
    SyntaxLib.MarkedTransformer marked = procedure instanceof SyntaxLib.MarkedTransformer m ? m : null;
    this.variable = marked != null && marked.kind == SyntaxLib.MarkedTransformer.Kind.VARIABLE;
    this.explicitRenaming = marked != null && marked.kind == SyntaxLib.MarkedTransformer.Kind.EXPLICIT_RENAMING;
    this.procedure = marked != null ? marked.procedure : procedure;
    this.definitionScopes = definitionScopes;
    this.limitMillis = limitMillis;
  }

  @Override
  public Syntax apply(Syntax.SList form, BindingTable table) {
    return transform(form, table);
  }

  @Override
  public Syntax applyIdentifier(Syntax.Id use, BindingTable table) {
    return transform(use, table);
  }

  @Override
  public boolean acceptsIdentifier() {
    return !explicitRenaming;
  }

  @Override
  public boolean isVariableTransformer() {
    return variable;
  }

  private Syntax transform(Syntax form, BindingTable table) {
    Map<Object, Syntax> origins = new IdentityHashMap<>();
    // An explicit-renaming transformer sees plain data; its symbols mean what they mean at the use.
    ScopeSet useScopes = form instanceof Syntax.Id id ? id.scopes()
        : form instanceof Syntax.SList list && list.size() > 0 && list.get(0) instanceof Syntax.Id head
            ? head.scopes()
        : definitionScopes;
    Object input = explicitRenaming ? Datums.toValue(form) : toRuntime(form, origins, 0);
    Context context = new Context(table, definitionScopes, form.start(), form.end());
    Object result = ProcedureMacro.call(name, () -> {
      MacroContext previous = MacroContext.enter(context);
      try {
        return explicitRenaming
            ? Procedure.callN(procedure, new Object[] {input, rename(context), compare(context, useScopes)})
            : Procedure.callN(procedure, new Object[] {input});
      } finally {
        MacroContext.enter(previous);
      }
    }, form, limitMillis, cause -> failure(cause, form, origins));
    return fromRuntime(result, origins, form, 0, explicitRenaming ? useScopes : definitionScopes);
  }

  /** The {@code rename} of an explicit-renaming transformer: a symbol as the macro's definition means it. */
  private static Procedure rename(Context context) {
    return new NamedProcedure("rename", 1, 1) {
      @Override
      public Object apply1(Object symbol) {
        if (symbol instanceof Identifier) {
          return symbol;
        }
        if (!(symbol instanceof Symbol s)) {
          throw kopi.runtime.Errors.wrongType("rename", "symbol", symbol);
        }
        return context.introduce(s);
      }
    };
  }

  /** The {@code compare} of an explicit-renaming transformer: whether two identifiers mean the same. */
  private static Procedure compare(Context context, ScopeSet useScopes) {
    return new NamedProcedure("compare", 2, 2) {
      @Override
      public Object apply2(Object a, Object b) {
        if (!(a instanceof Symbol || a instanceof Identifier) || !(b instanceof Symbol || b instanceof Identifier)) {
          return a == b;
        }
        return context.freeIdentifierEquals(identifier(a), identifier(b));
      }

      private Identifier identifier(Object x) {
        return x instanceof Identifier id ? id : new Identifier((Symbol) x, useScopes, -1, -1);
      }
    };
  }

  private ExpandError failure(Throwable cause, Syntax form, Map<Object, Syntax> origins) {
    if (cause instanceof SchemeError error && error.payload() instanceof SyntaxViolation violation) {
      Syntax at = locate(violation.subform(), origins);
      if (at == null) {
        at = locate(violation.form(), origins);
      }
      if (at == null) {
        at = form;
      }
      boolean named = violation.who() != null && violation.who() != Boolean.FALSE;
      return new ExpandError("expand.syntax-violation", at, (named ? "" : name + ": ") + violation.describe());
    }
    String message = cause instanceof SchemeError error ? error.getMessage() : String.valueOf(cause);
    return new ExpandError("expand.macro-failed", form, name + ": the macro's transformer failed: " + message);
  }

  /** Where the syntax object {@code value} came from in the use, or null. */
  private static Syntax locate(Object value, Map<Object, Syntax> origins) {
    if (value instanceof Identifier id && id.start() >= 0) {
      return new Syntax.Atom(Boolean.FALSE, id.start(), id.end());
    }
    return value == null ? null : origins.get(value);
  }

  /** The use as a syntax object; {@code origins} maps each list and vector made to its syntax. */
  static Object toRuntime(Syntax syntax, Map<Object, Syntax> origins, int depth) {
    if (depth > 10_000) {
      throw new ExpandError("expand.runaway", syntax, "the macro use is nested too deeply");
    }
    if (syntax instanceof Syntax.Id id) {
      return new Identifier(Symbol.intern(id.name()), id.scopes(), id.start(), id.end());
    }
    if (syntax instanceof Syntax.SList list) {
      List<Syntax> elements = list.elements();
      Object result = list.tail() == null ? Nil.NIL : toRuntime(list.tail(), origins, depth + 1);
      for (int i = elements.size() - 1; i >= 0; i--) {
        result = new Pair(toRuntime(elements.get(i), origins, depth + 1), result);
      }
      if (result != Nil.NIL) {
        origins.put(result, list);
      }
      return result;
    }
    if (syntax instanceof Syntax.SVector vector) {
      Object[] out = new Object[vector.elements().size()];
      for (int i = 0; i < out.length; i++) {
        out[i] = toRuntime(vector.elements().get(i), origins, depth + 1);
      }
      origins.put(out, vector);
      return out;
    }
    return Datums.toValue(syntax);
  }

  /** The transformer's result as syntax; a plain symbol in it is introduced like a template's. */
  private Syntax fromRuntime(Object value, Map<Object, Syntax> origins, Syntax use, int depth, ScopeSet symbolScopes) {
    if (depth > 10_000) {
      throw new ExpandError("expand.macro-failed", use, name + ": the expansion is nested too deeply");
    }
    if (value instanceof Identifier id) {
      ScopeSet scopes = id.scopes() instanceof ScopeSet set ? set : definitionScopes;
      int start = id.start() >= 0 ? id.start() : use.start();
      int end = id.start() >= 0 ? id.end() : use.end();
      return new Syntax.Id(id.name().name(), scopes, start, end);
    }
    if (value instanceof Symbol symbol) {
      return new Syntax.Id(symbol.name(), symbolScopes, use.start(), use.end());
    }
    Syntax origin = origins.get(value);
    Syntax at = origin != null ? origin : use;
    if (value instanceof Pair) {
      List<Syntax> elements = new ArrayList<>();
      Object rest = value;
      while (rest instanceof Pair pair) {
        elements.add(fromRuntime(pair.car, origins, use, depth + 1, symbolScopes));
        rest = pair.cdr;
      }
      Syntax tail = rest == Nil.NIL ? null : fromRuntime(rest, origins, use, depth + 1, symbolScopes);
      return new Syntax.SList(elements, tail, at.start(), at.end());
    }
    if (value == Nil.NIL) {
      return new Syntax.SList(List.of(), null, use.start(), use.end());
    }
    if (value instanceof Object[] vector) {
      List<Syntax> elements = new ArrayList<>(vector.length);
      for (Object element : vector) {
        elements.add(fromRuntime(element, origins, use, depth + 1, symbolScopes));
      }
      return new Syntax.SVector(elements, at.start(), at.end());
    }
    if (value instanceof MString text) {
      return new Syntax.Atom(text.toString(), use.start(), use.end());
    }
    if (value instanceof Procedure) {
      throw new ExpandError("expand.macro-failed", use, name + ": the macro's transformer returned "
          + kopi.runtime.Printer.writeString(value) + ", which is not syntax");
    }
    return new Syntax.Atom(value, use.start(), use.end());
  }

  @Override
  public String toString() {
    return "syntax-case macro " + name;
  }

  /** The expander as the running transformer sees it. */
  private record Context(BindingTable table, ScopeSet scopes, int start, int end) implements MacroContext {
    @Override
    public Identifier introduce(Symbol symbol) {
      return new Identifier(symbol, scopes, start, end);
    }

    @Override
    public boolean freeIdentifierEquals(Identifier a, Identifier b) {
      return SyntaxRules.freeIdentifierEquals(id(a), id(b), table);
    }

    private Syntax.Id id(Identifier identifier) {
      ScopeSet set = identifier.scopes() instanceof ScopeSet s ? s : scopes;
      return new Syntax.Id(identifier.name().name(), set, identifier.start(), identifier.end());
    }
  }
}
