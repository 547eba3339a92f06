/**
 * The bytecode back end: turns a closure-converted {@link kopi.ir.ModulePlan} into JVM classes with
 * ASM. A module is one class (static fields for its variables and constants, one static method per
 * lambda, {@code $init} for its body, {@code main} for programs) plus one small
 * {@code kopi.runtime.Procedure} subclass per lambda used as a value. Generated code refers only to
 * {@code kopi.runtime} and the JDK, so a compiled program runs without the compiler.
 *
 * <p>A {@code define-simple-class} adds one more class per definition
 * ({@link kopi.codegen.ClassDefinitionEmitter}), named as the user named it: real fields, methods
 * with the declared JVM signatures, constructors and {@code super$m} bridges. Each member's body is
 * a Scheme procedure held in the class's static {@code $slots} array, which the module fills by
 * calling {@code $link} when the definition runs; a member boxes its arguments, calls its slot
 * through {@code kopi.runtime.ClassSupport} and converts the result to its Java type. This keeps
 * method bodies ordinary closure-converted Scheme (they may close over anything) at the price of
 * one procedure call and the boxing per Java call; compiling bodies into the class's methods
 * directly is the next step when measurements ask for it.
 */
package kopi.codegen;
