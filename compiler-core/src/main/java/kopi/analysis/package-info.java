/**
 * Analyses of expanded code ({@link kopi.expand.Core}) that the back end and the editor read:
 * free variables, assigned variables, tail positions, known procedures and the captured
 * environments that closure conversion needs, and the loops emitted inline in the method of the
 * lambda that contains them ({@link kopi.analysis.InlineLoops}: a named {@code let} or {@code do}
 * only ever called in tail positions of its own code, and entered in a tail position or, when it
 * is small and has no loop or lambda in it, where the operand stack is empty (a statement, a test,
 * a {@code let}'s initial value that is not a counted variable), becomes a labelled block and
 * jumps, so its captured variables are read where they are, unboxed). Each pass is one class with one entry
 * point; results live in side tables keyed by node or {@link kopi.expand.Local} identity,
 * gathered in {@link kopi.analysis.ModuleAnalysis}.
 *
 * <p>The static checks of type specifiers are separate passes gathered in
 * {@link kopi.analysis.StaticChecks}: {@link kopi.analysis.TypeInference} computes a
 * {@link kopi.analysis.Type} per expression and local (a side table the editor can read) and the
 * callee of each call whose target is certain; {@link kopi.analysis.CallChecks} reports arity,
 * argument type and non-procedure calls; {@link kopi.analysis.DeclarationChecks} reports values
 * stored in typed variables and bodies against declared result types. Definite mismatches are
 * errors; possible ones are left to the run-time check at typed parameter entry
 * ({@code kopi.runtime.TypeCheck}), with a warning when the argument's type is known and is not
 * just a wider number. The session layer and {@code kopi.ide.SemanticAnalysis} run them after
 * expansion, so their diagnostics reach the command line, the REPL and the editor alike. The editor
 * runs them form by form ({@link kopi.analysis.FormChecks}), reusing the diagnostics of the forms an
 * edit left alone while what they read of the other forms' globals is unchanged
 * ({@code TypeInference.describe}); the result equals {@link kopi.analysis.StaticChecks#check}'s.
 *
 * <p>{@link kopi.analysis.TypeInference} also types interop calls: {@link kopi.analysis.JavaCalls}
 * maps each Scheme type to the Java type its values convert to ({@code int}, {@code long},
 * {@code double}, {@code char}, {@code boolean}, {@code String}, or a Java class type), chooses the
 * overload in javac's phases (no boxing, boxing, varargs; then the most specific), records the
 * chosen member ({@link kopi.analysis.JavaTarget}) for the code generator and gives the call the
 * Scheme type of the converted result. With an argument of unknown type a call is still resolved
 * when the class has a single method of that name and arity. A global defined once by a
 * constructor call ({@code (define l (java.util.ArrayList))}) has that class as its type.
 * {@link kopi.analysis.CallChecks} also reports a literal vector (or a {@code vector} call) holding
 * an element that can never have the element type of a {@code vector[T]} parameter.
 */
package kopi.analysis;
