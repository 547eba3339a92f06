package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.Equality;

/** The builtins {@code eq?}, {@code eqv?} and {@code equal?}; the comparisons are {@link Equality}'s. */
public final class EqualityLib {
  private EqualityLib() {}

  @Builtin("eq?")
  public static Object eqP(Object a, Object b) {
    return Equality.isEq(a, b);
  }

  @Builtin("eqv?")
  public static Object eqvP(Object a, Object b) {
    return Equality.isEqv(a, b);
  }

  @Builtin("equal?")
  public static Object equalP(Object a, Object b) {
    return Equality.isEqual(a, b);
  }
}
