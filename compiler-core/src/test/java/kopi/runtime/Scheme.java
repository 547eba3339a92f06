package kopi.runtime;

import java.util.function.Function;
import java.util.function.Supplier;

/** Test helpers: call builtins by name and make procedures from Java lambdas. */
final class Scheme {
  private Scheme() {}

  /** Calls the builtin {@code name} through its first-class procedure, resolving tail calls. */
  static Object call(String name, Object... args) {
    Procedure procedure = Builtins.lookup(name);
    if (procedure == null) {
      throw new AssertionError("no builtin " + name);
    }
    return Procedure.callN(procedure, args);
  }

  static Procedure fn(String name, Function<Object[], Object> body) {
    return new NamedProcedure(name, 0, -1) {
      @Override
      public Object applyN(Object[] args) {
        return body.apply(args);
      }
    };
  }

  /**
   * A guard selector (the second argument of {@code %guard}) whose one clause always matches and
   * computes {@code body} of the raised object after unwinding.
   */
  static Procedure catchAll(String name, Function<Object[], Object> body) {
    return fn(name, args -> thunk(() -> body.apply(args)));
  }

  static Procedure thunk(Supplier<Object> body) {
    return new NamedProcedure("thunk", 0, 0) {
      @Override
      public Object apply0() {
        return body.get();
      }
    };
  }

  static Object list(Object... elements) {
    return Pair.list(elements);
  }

  static Symbol sym(String name) {
    return Symbol.intern(name);
  }

  static String write(Object value) {
    return Printer.writeString(value);
  }

  static String display(Object value) {
    return Printer.displayString(value);
  }

  /** The message of the SchemeError that {@code body} throws. */
  static String errorOf(Runnable body) {
    try {
      body.run();
    } catch (SchemeError error) {
      return error.getMessage();
    }
    throw new AssertionError("expected a SchemeError");
  }
}
