package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (invoke-special Super (this) 'name arg ...)} in a method of a {@code define-simple-class}:
 * calls the superclass's version of a method the class overrides, non-virtually, through the
 * {@code super$name} bridge the class has for it. The constructor form
 * {@code (invoke-special Super (this) '*init* arg ...)} is only meaningful as the first form of a
 * {@code *init*} body, where {@link DefineClassForm} takes it apart before expansion.
 */
final class InvokeSpecialForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 4) {
      throw x.malformed(form,
          "invoke-special: expected a class, (this), a quoted method name and arguments, got " + form);
    }
    ThisForm.Method method = method(form.get(2), x);
    if (method == null) {
      throw new ExpandError("expand.invoke-special", form.get(2),
          "invoke-special: expected (this) of an enclosing class method, got " + form.get(2));
    }
    String name = quotedName(form.get(3));
    if (name == null) {
      throw x.malformed(form.get(3), "invoke-special: expected a quoted method name, got " + form.get(3));
    }
    if (name.equals("*init*")) {
      throw new ExpandError("expand.invoke-special", form,
          "invoke-special: a superclass constructor call must be the first form of *init*");
    }
    if (!method.bridges().contains(name)) {
      throw new ExpandError("expand.invoke-special", form.get(3), "invoke-special: " + method.className()
          + " does not override a method " + name + " of " + method.superName());
    }
    List<Core> operands = new ArrayList<>();
    operands.add(new Core.LocalRef(form.get(2).start(), form.get(2).end(), method.self()));
    operands.add(x.constant(form.get(3), "super$" + name));
    operands.addAll(x.exprs(form.from(4)));
    return new Core.Call(form.start(), form.end(), x.builtin("%java-invoke", form.get(0)), operands);
  }

  /** The method whose {@code (this)} {@code syntax} is, or null. */
  static ThisForm.Method method(Syntax syntax, Expansion x) {
    if (syntax instanceof Syntax.SList list && list.size() == 1
        && x.headBinding(list) instanceof Binding.Form f && f.form() instanceof ThisForm thisForm) {
      return thisForm.method();
    }
    return null;
  }

  /** {@code 'name} or {@code "name"} as a string, or null. */
  static String quotedName(Syntax syntax) {
    if (syntax instanceof Syntax.SList quote && quote.size() == 2 && quote.get(0) instanceof Syntax.Id q
        && q.name().equals("quote") && quote.get(1) instanceof Syntax.Id name) {
      return name.name();
    }
    if (syntax instanceof Syntax.Atom atom && atom.value() instanceof String s) {
      return s;
    }
    return null;
  }
}
