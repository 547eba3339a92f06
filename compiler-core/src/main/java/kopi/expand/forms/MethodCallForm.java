package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * A method of the class being defined, called by its plain name inside another method of it, as
 * in Kawa: {@code (sound)} means {@code ((this):sound)}, and a static method
 * {@code (Name:method ...)}. {@link DefineClassForm} binds one per method name around each body;
 * the call is dispatched like any other Java call, so overriding in a subclass applies.
 */
final class MethodCallForm implements SpecialForm {
  private final Local self;
  private final String className;
  private final String name;

  /** {@code self} is the receiver, or null for a static method. */
  MethodCallForm(Local self, String className, String name) {
    this.self = self;
    this.className = className;
    this.name = name;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    List<Core> operands = new ArrayList<>();
    if (self == null) {
      operands.add(x.constant(form.get(0), className));
    } else {
      operands.add(new Core.LocalRef(form.get(0).start(), form.get(0).end(), self));
    }
    operands.add(x.constant(form.get(0), name));
    operands.addAll(x.exprs(form.from(1)));
    String builtin = self == null ? "%java-static" : "%java-invoke";
    return new Core.Call(form.start(), form.end(), x.builtin(builtin, form.get(0)), operands);
  }
}
