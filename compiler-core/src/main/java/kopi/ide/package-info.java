/**
 * Editor features in editor terms: offsets into the text, strings and records, never LSP types.
 * Each feature is one class with one static entry point that reads an
 * immutable {@link kopi.ide.SourceDocument}; {@code kopi.server} converts the answers to LSP at
 * the edge. Features that need more than the reader (expansion, analysis) plug in through the same
 * shape: {@link kopi.ide.DiagnosticsProvider} is the seam for diagnostics of later phases.
 *
 * <p>The REPL reuses completion and hover ({@code kopi.cli.ReplNames}): it sees its session as one
 * document, the transcript with the forms that did not compile blanked out.
 *
 * <p>Quick fixes ({@link kopi.ide.QuickFixes}) are the fixes the diagnostics carry
 * ({@code kopi.syntax.Diagnostic.Fix}), declared where each problem is found. Rename checks that
 * the renamed text, analysed again, binds every identifier as before. {@link kopi.ide.References}
 * also searches the workspace's other files for a library's globals; {@link kopi.ide.CallHierarchy}
 * and {@link kopi.ide.DocumentLinks} work on one document. {@link kopi.ide.EvaluationForms} says
 * which text the editor's "evaluate" runs: the top-level form at the cursor, whether it is closed,
 * and the imports and definitions that run first; the server and the editors ask it rather than
 * reading the syntax tree themselves.
 *
 * <p>No feature keeps state in a static field: what outlives one request lives in the snapshot
 * chain of its document (the per-form caches, the completion items of the latest model).
 *
 * <p>Semantic features (completion, hover, definition, references, highlights, signature help,
 * rename, call hierarchy) read {@link kopi.ide.SourceDocument#analysis()}: the expander run once per snapshot with
 * an {@code ExpandRequest.analysis} request, whose {@link kopi.expand.SemanticModel} maps each identifier's
 * range to the binding it means. The analysis is a whole-file expansion (about 0.25 s for 5,000
 * lines), so it must be computed off the editor's message thread.
 *
 * <p>While the user types, the analysis of the newest snapshot is not ready for a while. Completion,
 * hover, signature help and inlay hints therefore read {@link kopi.ide.SourceDocument#recentModel()}:
 * the model of the latest completed analysis, moved onto the current text through the edits made
 * since ({@link kopi.ide.OffsetMap}); what an edit touched is dropped, scopes grow and shrink with
 * the edits inside them. Definition, references, highlights and rename, whose answers must be
 * exact, still read this snapshot's own analysis. An analysis can be abandoned
 * ({@link kopi.ide.SourceDocument#analysis(Cancellation)}): the expander checks between top-level
 * forms, the static checks before each form they check again and the semantic model every few
 * thousand steps of its building, so a superseded text stops costing CPU within one form.
 *
 * <p><b>Incremental analysis.</b> The snapshots made from one another by edits share a
 * {@link kopi.expand.FormCache}: each analysis re-expands only the top-level forms that changed and
 * reuses, moved to their new place, the second-pass results (core, diagnostics, part of the
 * semantic model) of the others. The rule, stated in full in {@code FormCache}: the first pass (what
 * every form defines) always runs again; a form is reused when its text and the comment block above
 * it are unchanged, the top-level environment after the first pass is the same (every visible
 * name's kind, owner and declared type; so a changed definition name, a new macro or a changed type
 * specifier of a global re-expands everything), it is one {@code define} or expression, and no
 * macro was applied while expanding it (macro uses always re-expand). Analysing again after a
 * library changed on disk ({@code withVersion}) starts with empty caches. Tests compare every
 * incremental analysis with a fresh one over random edits.
 *
 * <p><b>Static checks per form.</b> The static checks run form by form ({@link
 * kopi.analysis.FormChecks}, a second cache shared by the snapshots like the {@code FormCache}): a
 * form the expander reused ({@code ExpandResult.origins} maps its core to the core of the
 * previous analysis it was moved from) keeps its check diagnostics, moved, when every global it
 * mentions is described the same as when it was checked ({@code TypeInference.describe}: declared
 * type, inferred type, and for a known procedure its arity, parameter types and result type). An
 * edit that changes a procedure's arity or types thus re-checks its callers in every form, and only
 * them. The inferred types of the whole module are computed on demand for inlay hints (a full
 * {@code TypeInference} of the analysis's module), not on the path of every edit. Tests:
 * {@code FormChecksTest} (per-form equals whole-module checks on every corpus program and after
 * random edits; arity and type changes re-check callers) and {@code IncrementalDiagnosticsTest}.
 *
 * <p><b>Cost of one incremental analysis</b> ({@code AnalysisProfile} in the tests times it
 * on the 5,000-line file of the server's latency benchmark, JFR shows the phases). Of an edit in
 * a procedure body, reparsing is a small part, the expansion most of it and the per-form static
 * checks a few per cent. Within the expansion, in rough order:
 * building the semantic model (about 40%: every visible name's symbol, merging the reused forms'
 * occurrences, sorting), the second pass over the top level (about 30%, mostly moving reused forms:
 * a copy of their core shifted by the edit's length, and the environment string of every visible
 * name), reading every form's data from the tree (about 20%), and collecting the next cache. The
 * expander reads the snapshot's own incremental parse ({@code ExpandRequest.analysis(ParseResult,
 * ...)}) and the forms with the module's scope already on their identifiers; reused forms join the
 * model without copying the recorder's occurrence set, and the model walks only the forms it
 * expanded for the values that describe procedures.
 *
 * <p>While a new text is expanded, {@link kopi.ide.SourceDocument#recentDiagnostics()} and
 * {@link kopi.ide.SourceDocument#recentInferredTypes()} give the expansion diagnostics and inferred
 * types of the latest completed analysis moved through the edits, as {@code recentModel} does for
 * the model: the server publishes them with the reader's diagnostics at once after each edit.
 *
 * <p>{@link kopi.ide.WorkspaceIndex} holds the definitions of every source file of a workspace,
 * from each file's tree (a parse, no expansion), for workspace symbols and for the definition of a
 * name imported from a user library.
 */
package kopi.ide;
