package kopi.expand.forms;

import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.Datums;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.ProcedureMacro;
import kopi.expand.Syntax;
import kopi.runtime.EvalHook;
import kopi.runtime.Pair;
import kopi.runtime.Symbol;

/**
 * Kawa's non-hygienic macros: {@code (define-macro (name . formals) body ...)},
 * {@code (define-macro name transformer)} and {@code (defmacro name formals body ...)}. The
 * transformer is compiled at once, through the same compiler as {@code eval}, in the macro
 * environment of the program or session ({@link Expansion#macroEnvironment}); each use calls it
 * with the operands as data ({@link ProcedureMacro}). It sees the default bindings, not the
 * program's own variables, which do not exist yet while the program is being compiled, except the
 * top-level procedures and constants it mentions, which are evaluated there first
 * ({@link Expansion#defineHelpersForMacro}), as Kawa lets a transformer call them.
 */
final class DefineMacroForm implements DefinitionForm {
  private final String formName;

  DefineMacroForm(String formName) {
    this.formName = formName;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.define-context", form, formName + ": not allowed in an expression context");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    Syntax.Id name;
    Object transformer;
    if (formName.equals("defmacro")) {
      if (form.size() < 4 || !(form.get(1) instanceof Syntax.Id id)) {
        throw x.malformed(form, "defmacro: expected a name, a parameter list and a body");
      }
      name = id;
      transformer = lambda(form.get(2), form, 3);
    } else if (form.size() >= 3 && form.get(1) instanceof Syntax.SList header && header.size() >= 1
        && header.get(0) instanceof Syntax.Id id) {
      name = id;
      Syntax formals = new Syntax.SList(header.from(1), header.tail(), header.start(), header.end());
      transformer = lambda(formals, form, 2);
    } else if (form.size() == 3 && form.get(1) instanceof Syntax.Id id) {
      name = id;
      transformer = Datums.toValue(form.get(2));
    } else {
      throw x.malformed(form, "define-macro: expected (define-macro (name . parameters) body ...)"
          + " or (define-macro name transformer)");
    }
    Object procedure = compile(transformer, form, name.name(), x);
    Binding binding = new Binding.Macro(name.name(), new ProcedureMacro(name.name(), procedure));
    x.table().bind(name, binding);
    x.recordDefinition(name, binding);
  }

  /** The datum {@code (lambda formals body ...)} with the body from {@code form[bodyStart]} on. */
  private static Object lambda(Syntax formals, Syntax.SList form, int bodyStart) {
    Object body = kopi.runtime.Nil.NIL;
    for (int i = form.size() - 1; i >= bodyStart; i--) {
      body = new Pair(Datums.toValue(form.get(i)), body);
    }
    return new Pair(Symbol.intern("lambda"), new Pair(Datums.toValue(formals), body));
  }

  private Object compile(Object transformer, Syntax form, String name, Expansion x) {
    return compileTransformer(transformer, form, formName + " " + name, x);
  }

  /**
   * Compiles and evaluates the transformer expression {@code transformer} (a datum) in the macro
   * environment; {@code who} names it in errors. Shared with {@code define-syntax}'s procedural
   * transformers.
   */
  static Object compileTransformer(Object transformer, Syntax form, String who, Expansion x) {
    EvalHook hook = EvalHook.current();
    if (hook == null) {
      throw new ExpandError("expand.unsupported", form, who + ": no compiler is available to run the transformer");
    }
    x.defineHelpersForMacro(transformer);
    // Evaluated with the time limit of a macro use: the expression could loop.
    kopi.runtime.Environment environment = x.macroEnvironment();
    Object procedure = ProcedureMacro.call(who, () -> hook.eval(transformer, environment), form,
        ProcedureMacro.LIMIT_SECONDS * 1000L, cause -> {
          String message = String.valueOf(cause.getMessage());
          return new ExpandError("expand.macro-failed", form,
              who + ": " + (message.startsWith("eval: ") ? message.substring("eval: ".length()) : message));
        });
    if (!(procedure instanceof kopi.runtime.Procedure)) {
      throw new ExpandError("expand.malformed", form, who + ": the transformer is not a procedure");
    }
    return procedure;
  }
}
