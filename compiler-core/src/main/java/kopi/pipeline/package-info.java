/**
 * The pipeline: the compiler's stages in order, in one place. The compiler ({@code kopi.session.ProgramCompiler}),
 * sessions ({@code kopi.session.Session}: the REPL, {@code -e}, {@code eval}, the editor's evaluation
 * worker) and the editor's analysis ({@code kopi.ide.SemanticAnalysis}) all call
 * {@link kopi.pipeline.Pipeline}; the editor stops after the check stage.
 *
 * <p>Each stage lives in its own package and takes and returns plain values: parse
 * ({@code kopi.syntax}), expand ({@code kopi.expand.Expander#expand}), check
 * ({@code kopi.analysis.Checks}), plan ({@code kopi.ir.ClosureConversion#plan}), emit
 * ({@code kopi.codegen.ModuleCompiler#emit}) and instrument
 * ({@code kopi.codegen.ModuleCompiler#instrument}). This package holds no state and no logic of
 * its own beyond the order of the stages and when to stop.
 */
package kopi.pipeline;
