package kopi.expand.forms;

import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Interop;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (instance? value Type)} and {@code (as Type value)}: the type is a Java class name, an
 * alias or an imported class, resolved (and reported when unknown) at expansion time.
 */
final class InstanceForm implements SpecialForm {
  private final boolean cast;

  InstanceForm(boolean cast) {
    this.cast = cast;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    String name = cast ? "as" : "instance?";
    Syntax typeSyntax = form.size() == 3 ? form.get(cast ? 1 : 2) : null;
    String schemeType = typeSyntax == null ? null : schemeType(typeSyntax, x);
    if (schemeType != null) {
      // int, string, vector[string], int[]...: the same test a parameter of that type makes.
      Core value = x.expr(form.get(cast ? 2 : 1));
      Core typeName = x.constant(typeSyntax, schemeType);
      return cast ? x.callBuiltin(form, "%type-as", typeName, value)
          : x.callBuiltin(form, "%type-instance?", value, typeName);
    }
    if (!(typeSyntax instanceof Syntax.Id typeId)) {
      throw x.malformed(form, name + ": expected " + (cast ? "a type and a value" : "a value and a type")
          + ", got " + form);
    }
    Class<?> type = Interop.requireClass(typeId, x);
    Core value = x.expr(form.get(cast ? 2 : 1));
    Core typeName = x.constant(typeId, type.getName());
    return cast ? x.callBuiltin(form, "%java-as", typeName, value)
        : x.callBuiltin(form, "%java-instance?", value, typeName);
  }

  /**
   * The text of a primitive or Scheme type ({@code int}, {@code string}), a {@code vector[T]} or an
   * array ({@code int[]}, {@code String[]}) named by {@code type}; null for a class name, which
   * {@code %java-instance?} handles, and for an alias or a local that shadows the name.
   */
  private static String schemeType(Syntax type, Expansion x) {
    if (type instanceof Syntax.Id id) {
      // A type name is also a builtin's name (string, list, vector); a local of that name is not a type.
      Binding binding = x.resolve(id);
      boolean shadowed = binding instanceof Binding.LocalVar || binding instanceof Binding.JavaClass
          || binding instanceof Binding.GlobalVar g && !g.global().isBuiltin();
      return SCHEME_TYPES.contains(id.name()) && !shadowed ? id.name() : null;
    }
    String text = Params.typeText(type);
    return text.endsWith("]") && text.indexOf('[') > 0 && kopi.runtime.TypeCheck.javaClass(text.endsWith("[]")
        ? text : text.substring(0, text.indexOf('['))) != null || text.startsWith("vector[") ? text : null;
  }

  private static final java.util.Set<String> SCHEME_TYPES = java.util.Set.of("int", "long", "short", "byte", "float",
      "double", "boolean", "char", "character", "integer", "rational", "real", "number", "string", "symbol", "list",
      "pair", "vector", "bytevector", "procedure");
}
