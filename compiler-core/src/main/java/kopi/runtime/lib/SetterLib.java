package kopi.runtime.lib;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import kopi.runtime.Builtin;
import kopi.runtime.Builtins;
import kopi.runtime.Errors;
import kopi.runtime.Procedure;
import kopi.runtime.Unspecified;

/**
 * SRFI 17's setters, as Kawa has them: {@code (setter car)} is {@code set-car!}, and
 * {@code (set! (setter f) g)} gives any procedure a setter, which {@code (set! (f arg ...) v)} then
 * calls as {@code (g arg ... v)}. The builtin getters' setters are {@link #BUILTIN_SETTERS}, which
 * the expander also uses to turn {@code (set! (car p) v)} into {@code (set-car! p v)} directly.
 * {@code getter-with-setter} (SRFI 17 itself, in {@link Srfi17Lib}) makes a procedure with a setter.
 */
public final class SetterLib {
  private SetterLib() {}

  /** Each builtin getter's setter: the setter takes the getter's arguments plus the value. */
  public static final Map<String, String> BUILTIN_SETTERS = Map.ofEntries(
      Map.entry("car", "set-car!"), Map.entry("cdr", "set-cdr!"),
      Map.entry("vector-ref", "vector-set!"), Map.entry("string-ref", "string-set!"),
      Map.entry("list-ref", "list-set!"), Map.entry("bytevector-u8-ref", "bytevector-u8-set!"),
      Map.entry("hash-table-ref", "hash-table-set!"), Map.entry("field", "slot-set!"),
      Map.entry("slot-ref", "slot-set!"), Map.entry("setter", "%set-setter!"),
      Map.entry("caar", "%set-caar!"), Map.entry("cadr", "%set-cadr!"), Map.entry("cdar", "%set-cdar!"),
      Map.entry("cddr", "%set-cddr!"));

  /** The setters given at run time, weakly: a procedure's setter goes with it. */
  private static final Map<Procedure, Procedure> GIVEN = Collections.synchronizedMap(new WeakHashMap<>());

  /** {@code (setter f)}: the procedure that stores what {@code f} reads. */
  @Builtin("setter")
  public static Object setter(Object getter) {
    Procedure f = Args.procedure("setter", getter);
    Procedure given = GIVEN.get(f);
    if (given != null) {
      return given;
    }
    if (f instanceof Srfi17Lib.GetterWithSetter g) {
      return g.setter();
    }
    String name = f.name();
    if (name != null && BUILTIN_SETTERS.containsKey(name) && Builtins.lookup(name) == f) {
      return Builtins.lookup(BUILTIN_SETTERS.get(name));
    }
    throw Errors.error("setter: " + (name == null ? "#<procedure>" : "procedure " + name) + " has no setter");
  }

  @Builtin("%set-caar!")
  public static Object setCaar(Object pair, Object value) {
    return ListLib.setCar(ListLib.car(pair), value);
  }

  @Builtin("%set-cadr!")
  public static Object setCadr(Object pair, Object value) {
    return ListLib.setCar(ListLib.cdr(pair), value);
  }

  @Builtin("%set-cdar!")
  public static Object setCdar(Object pair, Object value) {
    return ListLib.setCdr(ListLib.car(pair), value);
  }

  @Builtin("%set-cddr!")
  public static Object setCddr(Object pair, Object value) {
    return ListLib.setCdr(ListLib.cdr(pair), value);
  }

  /** {@code (set! (setter f) g)}. */
  @Builtin("%set-setter!")
  public static Object setSetter(Object getter, Object setter) {
    GIVEN.put(Args.procedure("setter", getter), Args.procedure("setter", setter));
    return Unspecified.VALUE;
  }

  /** {@code (set! (f arg ...) value)} for a getter {@code f} known only at run time. */
  @Builtin(value = "%setter-apply", min = 2)
  public static Object setterApply(Object[] args) {
    if (!(args[0] instanceof Procedure)) {
      throw Errors.error("set!: expected a procedure with a setter, or a sequence with one index, got "
          + kopi.runtime.Printer.writeString(args[0]) + " with " + (args.length - 2) + " indexes");
    }
    Object setter = setter(args[0]);
    return Procedure.callN(setter, java.util.Arrays.copyOfRange(args, 1, args.length));
  }
}
