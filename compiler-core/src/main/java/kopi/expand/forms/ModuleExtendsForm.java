package kopi.expand.forms;

import java.lang.reflect.Modifier;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Interop;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (module-extends <class>)} and {@code (module-implements <interface> ...)}: the
 * module's class extends or implements the given Java types, and its top-level procedures
 * implement their methods ({@link kopi.expand.ModuleSupertypes}, which checks the methods once the
 * module is expanded). Here each name must be a class that can be extended (not final, not an
 * interface, with a constructor without arguments a subclass can call) or an interface.
 */
final class ModuleExtendsForm extends TopLevelForm {
  private final String formName;

  ModuleExtendsForm(String formName) {
    super(formName);
    this.formName = formName;
  }

  @Override
  void defineAtTop(Syntax.SList form, Expansion x, Definitions context) {
    boolean extend = formName.equals("module-extends");
    if (form.size() < 2 || extend && form.size() != 2) {
      throw x.malformed(form, formName + ": expected " + (extend ? "one class" : "one or more interfaces")
          + " such as <java.lang.Object>, got " + form);
    }
    for (Syntax item : form.from(1)) {
      if (!(item instanceof Syntax.Id id)) {
        throw x.malformed(item, formName + ": expected a class name such as <java.lang.Object>, got " + item);
      }
      Class<?> type = Interop.requireClass(id, x);
      if (!extend) {
        if (!type.isInterface()) {
          throw new ExpandError("expand.module-supertype", id, formName + ": " + type.getName()
              + " is a class, not an interface (a module's class extends it with module-extends)");
        }
        x.kawaModule().implement(type, id);
        continue;
      }
      if (type.isInterface()) {
        throw new ExpandError("expand.module-supertype", id, formName + ": " + type.getName()
            + " is an interface (a module's class implements it with module-implements)");
      }
      if (Modifier.isFinal(type.getModifiers()) || type.isPrimitive() || type.isArray()) {
        throw new ExpandError("expand.module-supertype", id,
            formName + ": cannot extend final class " + type.getName());
      }
      if (!hasInheritableConstructor(type)) {
        throw new ExpandError("expand.module-supertype", id, formName + ": " + type.getName()
            + " has no public or protected constructor without arguments for the module's class to call");
      }
      if (!x.kawaModule().extend(type, id)) {
        throw new ExpandError("expand.module-supertype", id, formName + ": the module already extends "
            + x.kawaModule().superClass().getName());
      }
    }
  }

  private static boolean hasInheritableConstructor(Class<?> type) {
    for (java.lang.reflect.Constructor<?> c : type.getDeclaredConstructors()) {
      if (c.getParameterCount() == 0
          && (Modifier.isPublic(c.getModifiers()) || Modifier.isProtected(c.getModifiers()))) {
        return true;
      }
    }
    return false;
  }
}
