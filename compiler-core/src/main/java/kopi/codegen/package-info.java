/**
 * The bytecode back end: turns a closure-converted {@link kopi.ir.ModulePlan} into JVM classes with
 * ASM. A module is one class (static fields for its variables and constants, one static method per
 * lambda, {@code $init} for its body, {@code main} for programs) plus one small
 * {@code kopi.runtime.Procedure} subclass per lambda used as a value. Generated code refers only to
 * {@code kopi.runtime} and the JDK, so a compiled program runs without the compiler.
 *
 * <h2>Java calls (issue 6)</h2>
 * {@link kopi.codegen.JavaCall} emits the interop builtins. {@link kopi.codegen.ModuleContext} runs
 * {@link kopi.analysis.TypeInference} over the module (without the front end's declared types of
 * globals and results, which do not reach code generation yet; locals carry theirs), and a call
 * whose member the analysis resolved ({@link kopi.analysis.JavaTarget}) becomes a direct
 * {@code invokevirtual}/{@code invokeinterface}/{@code invokestatic}, constructor call or
 * {@code getstatic}. The receiver is tested with {@code instanceof} and cast (a mutable string is
 * turned into a {@code String}, anything else is an error naming the method); each argument goes
 * through a {@code kopi.runtime.JavaConversions} helper for primitives (range-checked) or an
 * {@code instanceof} fast path for references; varargs are collected into their array; the result
 * is boxed as the reflective path would box it. Other method calls are {@code invokedynamic}
 * instructions bootstrapped by {@code kopi.runtime.JavaCallSites}: a per-site inline cache of up to
 * four receiver/argument class combinations, each a method handle behind class guards. Only
 * platform classes are named in generated code, since a class from the application class path
 * may not be visible from the generated classes' loader; those calls use the call-site cache.
 */
package kopi.codegen;
