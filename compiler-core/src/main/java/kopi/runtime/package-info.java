/**
 * The run-time library of compiled Kopi programs: data representations, the procedure protocol,
 * arithmetic, printing, errors and ports. It imports only the JDK and {@code kopi.syntax} (for the
 * one datum reader and number parser), so a compiled program needs only these two packages.
 *
 * <h2>Representations (DESIGN.md, "codegen ↔ runtime")</h2>
 * Exact integers are {@code Long} or {@code BigInteger} (normalised by {@link kopi.runtime.Num#normalize}),
 * rationals {@link kopi.runtime.Ratnum}, flonums {@code Double}, non-real numbers
 * {@link kopi.runtime.Complex} (both parts exact or both flonums; arithmetic in
 * {@link kopi.runtime.ComplexMath}), booleans {@code Boolean.TRUE/FALSE},
 * characters {@link kopi.runtime.Char}, strings {@code String} (literals) or {@link kopi.runtime.MString},
 * symbols {@link kopi.runtime.Symbol}, lists {@link kopi.runtime.Pair} and {@link kopi.runtime.Nil#NIL},
 * vectors {@code Object[]}, bytevectors {@code byte[]}, several values {@link kopi.runtime.Values},
 * and the singletons {@link kopi.runtime.Unspecified#VALUE}, {@link kopi.runtime.Eof#VALUE},
 * {@link kopi.runtime.DefaultObject#VALUE}.
 *
 * <h2>Calls</h2>
 * {@link kopi.runtime.Procedure} has {@code apply0..apply4} and {@code applyN}; a call in tail position
 * returns a {@link kopi.runtime.TailCall} that the nearest non-tail caller resolves with
 * {@link kopi.runtime.TailCall#resolve}. Builtins are static methods annotated {@link kopi.runtime.Builtin},
 * found through {@link kopi.runtime.Builtins}; a builtin flagged {@code tailCalls} may return a bounce.
 *
 * <h2>Helpers for derived forms (names starting with {@code %})</h2>
 * <ul>
 *   <li>{@code (%guard body-thunk selector)}: runs the thunk; on a raise, calls
 *       {@code (selector condition)} in the dynamic environment of the raise. The selector returns
 *       a thunk for the matching clause, which runs after unwinding, in the guard's dynamic
 *       environment, or {@code #f}, and then the condition is re-raised continuably where it was
 *       raised (R7RS 4.2.7).</li>
 *   <li>{@code (%make-delayed-promise thunk)} for {@code delay}, {@code (%make-lazy-promise thunk)}
 *       for {@code delay-force}; {@code make-promise} and {@code force} as in R7RS.</li>
 *   <li>{@code (%parameterize (list p ...) (list v ...) thunk)} for {@code parameterize}.</li>
 *   <li>{@code (%make-record-type 'name '(field ...))}, {@code (%record-constructor rtd '(field ...))},
 *       {@code (%record-predicate rtd)}, {@code (%record-accessor rtd 'field)},
 *       {@code (%record-modifier rtd 'field)} for {@code define-record-type}.</li>
 * </ul>
 *
 * <h2>Errors</h2>
 * Every error goes through {@link kopi.runtime.Exceptions#raise}, so handlers run in the dynamic
 * environment of the failing call; what finally propagates is a {@link kopi.runtime.SchemeError}
 * whose message is the display form of the condition ({@code car: expected pair, got ()}).
 * Continuations are escape-only.
 *
 * <h2>Programs</h2>
 * A compiled program's {@code main} calls {@link kopi.runtime.Launcher#main}, which sets
 * {@code (command-line)} ({@link kopi.runtime.CommandLine}), runs each module's {@code $init} and
 * reports an uncaught error as {@code file.scm:LINE: message} with exit status 70. The
 * console output port is buffered and flushed at exit and by {@link kopi.runtime.OutputPort#flushConsole}.
 *
 * <h2>Java interop</h2>
 * {@link kopi.runtime.JavaInterop} chooses overloads by the classes of the values (varargs last, as
 * javac) and converts at the boundary; {@link kopi.runtime.JavaConversions} holds the checked
 * conversions of directly compiled calls; {@link kopi.runtime.JavaCallSites} is the
 * {@code invokedynamic} bootstrap of the per-call-site cache (only {@code java.lang.invoke}, no
 * ASM); {@link kopi.runtime.JavaArrays} builds Java arrays and makes an array in operator position
 * an element accessor ({@link kopi.runtime.Procedure#check}).
 */
package kopi.runtime;
