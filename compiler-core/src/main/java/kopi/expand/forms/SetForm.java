package kopi.expand.forms;

import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Global;
import kopi.expand.Literals;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (set! name value)}: assigns a local, or a global of this module or session;
 * {@code (set! &<{file} value)} writes the file; {@code (set! (getter arg ...) value)} stores
 * through a getter ({@link GeneralizedSet}); {@code (set! keyword value)} of a macro made with
 * {@code make-variable-transformer} is a use of that macro.
 */
final class SetForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() != 3) {
      throw x.malformed(form, "set!: expected 2 operands, got " + (form.size() - 1));
    }
    if (form.get(1) instanceof Syntax.SList target) {
      Core fileWrite = Literals.setFileLiteral(form, target, x);
      if (fileWrite != null) {
        return fileWrite;
      }
      return GeneralizedSet.expand(form, target, x);
    }
    if (!(form.get(1) instanceof Syntax.Id id)) {
      throw x.malformed(form.get(1), "set!: expected a variable name, got " + form.get(1));
    }
    Binding binding = x.resolve(id);
    if (binding instanceof Binding.Macro macro && macro.transformer().isVariableTransformer()) {
      // R6RS make-variable-transformer: (set! keyword value) is a use of the macro.
      return x.expr(x.expandMacro(macro, form));
    }
    if (x.isConstant(binding)) {
      throw new ExpandError("expand.assign-constant", id, "set!: cannot assign to constant " + id.name()
          + " (a define-constant variable)");
    }
    Core value = x.expr(form.get(2));
    if (binding instanceof Binding.LocalVar local) {
      Core stored = TypeConversion.stored(local.local().declaredType(), value, id.name());
      return new Core.LocalSet(form.start(), form.end(), local.local(), stored);
    }
    if (binding instanceof Binding.Field field) {
      return field.self() == null
          ? x.callBuiltin(form, "%java-set-static-field!", x.constant(id, field.owner()), x.constant(id, field.name()),
              value)
          : x.callBuiltin(form, "%java-set-field!", new Core.LocalRef(id.start(), id.end(), field.self()),
              x.constant(id, field.name()), value);
    }
    if (binding instanceof Binding.GlobalVar global) {
      Global g = global.global();
      if (g.isBuiltin()) {
        throw new ExpandError("expand.assign-builtin", id, "set!: cannot assign to builtin " + id.name());
      }
      if (!g.owner().equals(x.owner())) {
        throw new ExpandError("expand.assign-import", id, "set!: cannot assign to imported variable " + id.name());
      }
      String type = global.declaredType() != null ? global.declaredType() : x.types().globalType(g);
      return new Core.GlobalSet(form.start(), form.end(), g, TypeConversion.stored(type, value, id.name()));
    }
    if (binding != null) {
      throw new ExpandError("expand.assign-syntax", id, "set!: cannot assign to syntax keyword " + id.name());
    }
    Core field = kopi.expand.Interop.assign(id, value, form, x);
    if (field != null) {
      return field;
    }
    if (x.mode() == Expansion.Mode.SESSION) {
      x.warning(id, "expand.unbound", "unbound variable: " + id.name());
      return new Core.GlobalSet(form.start(), form.end(), new Global(Global.SESSION, id.name()), value);
    }
    throw new ExpandError("expand.unbound", id, "unbound variable: " + id.name());
  }
}
