/**
 * The bytecode back end: turns a closure-converted {@link kopi.ir.ModulePlan} into JVM classes with
 * ASM. A module is one class (static fields for its variables and constants, one static method per
 * lambda, {@code $init} for its body, {@code main} for programs) plus one small
 * {@code kopi.runtime.Procedure} subclass per lambda used as a value. Generated code refers only to
 * {@code kopi.runtime} and the JDK, so a compiled program runs without the compiler.
 *
 * <h2>Re-entrant continuations (DESIGN.md decision 6)</h2>
 * Continuations are captured by unwinding the stack with an exception while every frame saves
 * itself, and re-entered by rebuilding the saved frames (Pettyjohn et al., "Continuations from
 * generalized stack inspection", ICFP 2005). {@link kopi.codegen.ContinuationInstrumenter} does
 * the code generator's part as a bytecode pass over every finished class, so it does not depend on
 * how {@code FunctionEmitter} emits:
 * <ul>
 *   <li>A <em>site</em> is an invoke that may reach {@code call/cc}: every call except
 *       constructors, calls to runtime classes that never call Scheme code (numbers, pairs, type
 *       checks, errors...) and calls directly followed by a return, whose frame has nothing left to
 *       do (so closure {@code applyN} bridges and tail calls save nothing).</li>
 *   <li>Each site gets an exception-table entry for {@code kopi.runtime.Capture} covering only the
 *       invoke. Its handler boxes the live locals (types from an ASM {@code Analyzer}) and the
 *       operand stack beneath the call's operands into a {@code ResumeFrame} with the site index
 *       and a constant method handle on the resume twin, and rethrows. When the stack holds values
 *       beneath the operands ({@code (+ 1 (f x))}), the whole stack is spilled to fresh locals and
 *       reloaded before the invoke, so the handler can still read them.</li>
 *   <li>The resume twin {@code private static Object name$rN(ResumeFrame)} is a copy of the
 *       instrumented method (returns box their value) behind a prologue that switches on the site,
 *       reloads locals and stack, calls {@code Continuations.resumeNext()} where the call was
 *       (under the same handler, so a later capture saves the frame again) and jumps to the
 *       instruction after the call; for a {@code TailCall.resolve} site it jumps to the resolve, as
 *       the value may be another bounce.</li>
 *   <li>Every instrumented class gets the static field {@code $resumable}, by which the runtime
 *       knows a stack frame of that class can be saved.</li>
 * </ul>
 * The normal path of a method changes only by the spills (which the JIT turns into register
 * moves) and exception-table entries (free until thrown). Variables assigned by {@code set!} live
 * in boxes even when no closure captures them ({@code kopi.analysis.BoxedVariables}): a saved frame
 * holds copies of its locals, and a re-entered frame must see later assignments. The runtime half
 * (driver, re-entry, {@code dynamic-wind}, runtime frames) is described in {@code kopi.runtime}.
 */
package kopi.codegen;
