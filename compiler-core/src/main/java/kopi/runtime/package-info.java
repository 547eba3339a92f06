/**
 * The run-time library of compiled Kopi programs: data representations, the procedure protocol,
 * arithmetic, printing, errors and ports. It imports only the JDK and {@code kopi.syntax} (for the
 * one datum reader and number parser), so a compiled program needs only these two packages.
 *
 * <h2>Representations</h2>
 * Exact integers are {@code Long} or {@code BigInteger} (normalised by {@link kopi.runtime.Num#normalize}),
 * rationals {@link kopi.runtime.Ratnum}, flonums {@code Double}, non-real numbers
 * {@link kopi.runtime.Complex} (both parts exact or both flonums; arithmetic in
 * {@link kopi.runtime.ComplexMath}), Kawa's quaternions {@link kopi.runtime.Quaternion} (arithmetic in
 * {@link kopi.runtime.QuaternionMath}), Kawa's quantities {@link kopi.runtime.Quantity} (a real times a
 * {@link kopi.runtime.Unit}), booleans {@code Boolean.TRUE/FALSE},
 * characters {@link kopi.runtime.Char}, strings {@code String} (literals) or {@link kopi.runtime.MString},
 * symbols {@link kopi.runtime.Symbol}, lists {@link kopi.runtime.Pair} and {@link kopi.runtime.Nil#NIL},
 * vectors {@code Object[]}, bytevectors {@code byte[]}, several values {@link kopi.runtime.Values},
 * SRFI 25 arrays {@link kopi.runtime.Array} (a rank-1 array from 0 is a vector), SRFI 101
 * random-access lists {@link kopi.runtime.RandomAccessList} (printed and compared as lists),
 * Kawa's XML elements {@link kopi.runtime.XmlElement} (made through a
 * {@link kopi.runtime.XmlNamespace}, the value {@code define-xml-namespace} defines),
 * and the singletons {@link kopi.runtime.Unspecified#VALUE}, {@link kopi.runtime.Eof#VALUE},
 * {@link kopi.runtime.DefaultObject#VALUE}.
 *
 * <h2>Calls</h2>
 * {@link kopi.runtime.Procedure} has {@code apply0..apply4} and {@code applyN}; a call in tail position
 * returns a {@link kopi.runtime.TailCall} that the nearest non-tail caller resolves with
 * {@link kopi.runtime.TailCall#resolve}. A tail call of an unknown procedure goes through
 * {@link kopi.runtime.TailCall#call1} and the others, which call directly instead while a budget
 * allows: a few direct calls unfinished at once, each giving its unit back when it ends, which the
 * trampoline in {@code resolve} renews for each bounce it runs and puts back when it returns, kept
 * for one owner thread (other threads always bounce). Builtins are static methods annotated {@link kopi.runtime.Builtin},
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
 *   <li>{@code (%make-record-type 'name '(field ...))}, {@code (%record rtd value ...)},
 *       {@code (%record-instance? rtd obj)}, {@code (%record-ref rtd index record who)} and
 *       {@code (%record-set! rtd index record value who)} for {@code define-record-type}, whose
 *       procedures call them directly; {@code (%record-constructor rtd '(field ...))},
 *       {@code (%record-predicate rtd)}, {@code (%record-accessor rtd 'field)} and
 *       {@code (%record-modifier rtd 'field)} make such procedures as values.</li>
 * </ul>
 *
 * <h2>Errors</h2>
 * Every error goes through {@link kopi.runtime.Exceptions#raise}, so handlers run in the dynamic
 * environment of the failing call; what finally propagates is a {@link kopi.runtime.SchemeError}
 * whose message is the display form of the condition ({@code car: expected pair, got ()}).
 * A Java exception thrown by a method called through interop, checked or not, is a condition as
 * it is (as in Kawa, the condition object is the {@code Throwable}, so Java methods can be called
 * on it): {@code guard} and {@code with-exception-handler} catch it, {@code error-object?} is true
 * of it, {@code error-object-message} is its message and {@code error-object-irritants} is empty.
 * Nothing wraps a checked exception on the way (the JVM does not check them).
 *
 * <h2>Continuations</h2>
 * {@code call/cc} gives re-entrant continuations (the code generator's half is described in
 * {@code kopi.codegen}); {@link kopi.runtime.Continuations} holds the design of the runtime half:
 * <ul>
 *   <li>{@link kopi.runtime.Continuations#drive} runs each module body (through
 *       {@link kopi.runtime.Launcher#initialise}, so every program and every REPL form) and is where
 *       a capture ({@link kopi.runtime.Capture}) or a re-entry lands; it then rebuilds the saved
 *       frames outermost first, each resume twin calling {@link kopi.runtime.Continuations#resumeNext}
 *       for the next one. A continuation is delimited by the innermost driver: a REPL form, or a
 *       program's module body.</li>
 *   <li>{@code call/cc} first walks the stack ({@link kopi.runtime.Continuations#obstacle}): only
 *       when every frame down to the driver is compiled code, a runtime method that saves itself
 *       ({@link kopi.runtime.JavaFrame}) or one that just passes a value through
 *       ({@code TailCall.resolve}, {@code Procedure.call}, builtin procedure objects) does it
 *       capture. The walk judges each class once, and each runtime method name once where all its
 *       overloads agree; compiled frames pass without being asked their method name. The runtime methods that save themselves are those that call Scheme code and then
 *       go on: {@code dynamic-wind}, {@code map} and {@code for-each} (one list or several),
 *       {@code vector-map}, {@code vector-for-each}, {@code string-map}, {@code string-for-each},
 *       {@code call-with-values} (its producer), {@code with-exception-handler}, {@code guard},
 *       the handler calls of {@code raise} and {@code raise-continuable}, {@code parameterize}
 *       (which binds its parameters again when re-entered: they live in thread locals, outside
 *       what a continuation saves), {@code force} (a promise forced meanwhile keeps its first
 *       value, R7RS 4.2.5) and the receiver frame of {@code call/cc}. Each catches
 *       {@link kopi.runtime.Capture} around its call, saves an immutable record of what it has left
 *       to do (the mapping builtins copy their results so far, so a re-entry never changes a result
 *       an earlier return handed out; a {@code map} the compiler turned into a loop of the caller
 *       copies them when it finds its last pair already extended, {@code ControlLib.mapCopy}), and
 *       rethrows; {@code apply} needs nothing, as it returns a
 *       tail call. Otherwise (say {@code member} with a comparison procedure, or {@code sort})
 *       the continuation is escape-only as before, and re-entering it is the error
 *       {@code continuation: called after its call/cc returned, and it cannot be re-entered: it was
 *       captured through a non-re-entrant frame (member)}. A runtime method marked
 *       {@link kopi.runtime.Unwindable} must cover every call to Scheme code it makes, or a capture
 *       would drop its frame silently; a class marked {@link kopi.runtime.CallsNoScheme} must make
 *       none.</li>
 *   <li>Sharing: while frames are being rebuilt, each {@link kopi.runtime.Continuations#resumeNext}
 *       on the stack marks a boundary below which every frame is still suspended in the call it
 *       was rebuilt in, so it equals its saved frame. A capture stops at the innermost such
 *       boundary (the stack walk too): the new continuation's frames are the earlier
 *       continuation's frames below the boundary (the same objects; the array of references is
 *       copied) plus the frames unwound since, and that {@code resumeNext} rebuilds only those. A
 *       loop of captures at recursion depth d thus costs O(1) frames per capture instead of O(d).
 *       Re-entry shares the same way: a {@code Reinstate} stops at the innermost boundary whose
 *       frames below are the first frames of the continuation being re-entered (the same
 *       objects), and only the rest is rebuilt; otherwise it goes on to the driver.
 *       {@code -Dkopi.continuations.noSharing=true} turns sharing off, for measuring it
 *       (test-fixtures/bench/continuations).</li>
 *   <li>While the receiver of its {@code call/cc} runs, calling a continuation is an escape: an
 *       exception caught by that frame, as cheap as it always was (the capture itself costs a
 *       stack walk, an unwind and a rebuild of the frames made since the last rebuild). Afterwards, calling
 *       it runs the {@code dynamic-wind} after-thunks of the winds being left and the
 *       before-thunks of the winds being entered ({@link kopi.runtime.Continuations#rewind}, the
 *       winds and handlers are saved per continuation), then unwinds to the driver with
 *       {@code Continuations.Reinstate}, which rebuilds the saved frames with the value.</li>
 *   <li>{@code Capture} and {@code Reinstate} extend {@link java.lang.Error}, so Java code catching
 *       {@code RuntimeException} (handlers of foreign exceptions) lets them through, and
 *       {@code dynamic-wind} runs no after-thunk for them.</li>
 * </ul>
 *
 * <h2>Programs</h2>
 * A compiled program's {@code main} calls {@link kopi.runtime.Launcher#main}, which sets
 * {@code (command-line)} ({@link kopi.runtime.CommandLine}), runs each module's {@code $init} on a
 * thread with a big stack ({@link kopi.runtime.Launcher#STACK_SIZE}, as sessions and editor
 * evaluations do, so non-tail recursion a million deep works) and reports an uncaught error as
 * {@code file.scm:LINE: message} (the innermost frame of any Scheme source file: {@code .scm},
 * {@code .sld}, {@code .kawa}...), followed by the Scheme backtrace ({@link kopi.runtime.Backtrace},
 * read from the Java stack trace only when the error is reported), with exit status 70. The
 * console output port is buffered and flushed at exit and by {@link kopi.runtime.OutputPort#flushConsole}.
 *
 * <h2>Java interop</h2>
 * {@link kopi.runtime.JavaInterop} chooses overloads by the classes of the values (varargs last, as
 * javac) and converts at the boundary; {@link kopi.runtime.JavaConversions} holds the checked
 * conversions of directly compiled calls; {@link kopi.runtime.JavaCallSites} holds the
 * {@code invokedynamic} bootstraps of the per-call-site caches of method calls, field reads and
 * writes and constructions (only {@code java.lang.invoke}, no ASM); {@link kopi.runtime.JavaArrays} builds Java arrays and makes an array in operator position
 * an element accessor ({@link kopi.runtime.Procedure#check}).
 */
package kopi.runtime;
