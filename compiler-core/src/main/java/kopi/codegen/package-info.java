/**
 * The bytecode back end: turns a closure-converted {@link kopi.ir.ModulePlan} into JVM classes with
 * ASM. A module is one class (static fields for its variables and constants, one static method per
 * lambda, {@code $init} for its body, {@code main} for programs) plus one small
 * {@code kopi.runtime.Procedure} subclass per lambda used as a value. Generated code refers only to
 * {@code kopi.runtime} and the JDK, so a compiled program runs without the compiler.
 */
package kopi.codegen;
