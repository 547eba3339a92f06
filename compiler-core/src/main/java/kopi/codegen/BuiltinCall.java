package kopi.codegen;

import kopi.runtime.Builtin;
import kopi.runtime.Builtins;

/**
 * The static method a call to a builtin compiles to: the fixed-arity method for the argument
 * count, else the variadic {@code Object[]} one when it accepts that many arguments. It is found in
 * the builtin index ({@link Builtins#entries}), which loads no library class.
 *
 * @param owner       internal name of the library class
 * @param method      method name
 * @param descriptor  JVM descriptor
 * @param variadic    true when arguments go in an {@code Object[]}
 * @param mayBounce   true when the result may be a {@code TailCall} ({@link Builtin#tailCalls})
 */
record BuiltinCall(String owner, String method, String descriptor, boolean variadic, boolean mayBounce) {

  /** The direct call for {@code name} with {@code argumentCount} arguments, or null if there is none. */
  static BuiltinCall find(String name, int argumentCount) {
    for (Builtins.Entry candidate : Builtins.entries(name)) {
      // Only methods taking and returning Object are called directly; others go through the procedure.
      if (candidate.accepts(argumentCount) && candidate.hasObjectSignature()) {
        return new BuiltinCall(candidate.internalOwner(), candidate.method(), candidate.descriptor(),
            candidate.variadic(), candidate.tailCalls());
      }
    }
    return null;
  }
}
