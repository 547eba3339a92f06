/**
 * The debugger: {@code kopi dap}, a Debug Adapter Protocol server on stdio ({@link
 * kopi.server.dap.DebugAdapter}) that launches a Kopi program in a second JVM with the JDWP agent
 * and controls it through JDI (module {@code jdk.jdi}).
 *
 * <ul>
 *   <li>{@code Protocol}: the wire format and the handful of DAP messages used, as Gson-mapped
 *       records (LSP4J's debug types do not resolve for the LSP4J version in use).</li>
 *   <li>{@code Debuggee}: the JVM: launch (the adapter listens, the debuggee connects back; its
 *       entry is {@code DebuggeeSupport.main}, i.e. {@code kopi FILE ARGS}), breakpoints kept by
 *       source file name and installed in each generated class of that file as it is prepared (on
 *       the first line at or after the requested one with code; the client hears of the move in a
 *       {@code breakpoint} event), stepping by line with the runtime, the compiler and the JDK
 *       excluded, exception stops on {@code kopi.runtime.SchemeError} ("uncaught": caught only by
 *       the launcher), program output and exit.</li>
 *   <li>{@code Evaluator}: frames' variables by Scheme name (the local variable table and box
 *       marker of {@code kopi.codegen.DebugInfo}), the module's globals, values printed by the
 *       runtime's printer in the debuggee, children of lists, vectors, records, hash tables and Java
 *       objects, and Scheme expressions (conditions, logpoints, the console) evaluated in the
 *       debuggee with the frame's variables bound.</li>
 *   <li>{@code DebuggeeSupport}: the class the adapter calls in the debuggee.</li>
 * </ul>
 *
 * <p>The whole program stops together at a breakpoint, step or pause (those requests are
 * suspend-all) and resumes together; an error stops only the thread that raised it, since every
 * raised error, even a handled one, waits for the adapter's decision (about 0.25 ms each). The
 * stack shows only frames of Scheme source files with a line: the runtime, bridges of procedure
 * objects and entry code are hidden, as in error messages ({@code Launcher.schemeFrame}).
 * Limitations: a condition or console expression that calls a procedure with a breakpoint in it
 * does not stop there; expressions run only on the thread an event stopped (a pause gives the
 * thread a one-instruction step for that, but a thread that is blocked, waiting for input or
 * sleeping, is only suspended, and then only variables can be read); a frame re-entered through
 * a continuation shows no variables. Code from an {@code include}d file has lines of the joined
 * texts in its class; the class's {@code $included} table ({@code kopi.syntax.IncludedSources})
 * maps them to the included file for breakpoints and stack frames.
 */
package kopi.server.dap;
