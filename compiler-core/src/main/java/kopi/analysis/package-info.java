/**
 * Analyses of expanded code ({@link kopi.expand.Core}) that the back end and the editor read:
 * free variables, assigned variables, tail positions, known procedures and the captured
 * environments that closure conversion needs. Each pass is one class with one entry point; results
 * live in side tables keyed by node or {@link kopi.expand.Local} identity (DESIGN.md decision 3),
 * gathered in {@link kopi.analysis.ModuleAnalysis}.
 *
 * <p>The static checks of type specifiers (DESIGN.md decision 5) are separate passes gathered in
 * {@link kopi.analysis.StaticChecks}: {@link kopi.analysis.TypeInference} computes a
 * {@link kopi.analysis.Type} per expression and local (a side table the editor can read) and the
 * callee of each call whose target is certain; {@link kopi.analysis.CallChecks} reports arity,
 * argument type and non-procedure calls; {@link kopi.analysis.DeclarationChecks} reports values
 * stored in typed variables and bodies against declared result types. Definite mismatches are
 * errors; possible ones are left to the run-time check at typed parameter entry
 * ({@code kopi.runtime.TypeCheck}), with a warning when the argument's type is known and is not
 * just a wider number. The session layer and {@code kopi.ide.SemanticAnalysis} run them after
 * expansion, so their diagnostics reach the command line, the REPL and the editor alike.
 */
package kopi.analysis;
