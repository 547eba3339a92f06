package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;

/** SRFI 17's {@code getter-with-setter}; {@code setter} itself is in the default environment ({@link SetterLib}). */
public final class Srfi17Lib {
  private Srfi17Lib() {}

  /** A procedure that calls its getter and has a setter. */
  static final class GetterWithSetter extends NamedProcedure {
    private final Procedure getter;
    private final Procedure setter;

    GetterWithSetter(Procedure getter, Procedure setter) {
      super(getter.name(), getter.minArity(), getter.maxArity());
      this.getter = getter;
      this.setter = setter;
    }

    Procedure setter() {
      return setter;
    }

    @Override
    public Object applyN(Object[] args) {
      return Procedure.callN(getter, args);
    }
  }

  /** {@code (getter-with-setter get set)}: a procedure that calls {@code get} and whose setter is {@code set}. */
  @Builtin("getter-with-setter")
  public static Object getterWithSetter(Object getter, Object setter) {
    return new GetterWithSetter(Args.procedure("getter-with-setter", getter),
        Args.procedure("getter-with-setter", setter));
  }
}
