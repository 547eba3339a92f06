package kopi.expand.forms;

import java.util.Set;
import kopi.expand.Core;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (this)}: the object whose method is running. The core binding (a null {@code method})
 * only reports misuse; {@link DefineClassForm} binds {@code this} inside each method body to an
 * instance that knows the receiver and the class, which {@link InvokeSpecialForm} also reads.
 */
final class ThisForm implements SpecialForm {
  /** The method being expanded: its receiver, its class and the superclass methods it may call. */
  record Method(Local self, String className, String superName, Set<String> bridges) {}

  private final Method method;

  ThisForm(Method method) {
    this.method = method;
  }

  Method method() {
    return method;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (method == null) {
      throw new ExpandError("expand.this", form, "this: used outside the methods of a class");
    }
    if (form.size() != 1) {
      throw x.malformed(form, "this: expected no operands, got " + (form.size() - 1));
    }
    return new Core.LocalRef(form.start(), form.end(), method.self());
  }
}
