/**
 * Editor features in editor terms: offsets into the text, strings and records, never LSP types
 * (DESIGN.md decision 9). Each feature is one class with one static entry point that reads an
 * immutable {@link kopi.ide.SourceDocument}; {@code kopi.server} converts the answers to LSP at
 * the edge. Features that need more than the reader (expansion, analysis) plug in through the same
 * shape: {@link kopi.ide.DiagnosticsProvider} is the seam for diagnostics of later phases.
 *
 * <p>Semantic features (completion, hover, definition, references, highlights, signature help,
 * rename) read {@link kopi.ide.SourceDocument#analysis()}: the expander run once per snapshot with
 * {@code Expander.analyzeProgram}, whose {@link kopi.expand.SemanticModel} maps each identifier's
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
 * forms, so a superseded text stops costing CPU within one form.
 *
 * <p><b>Incremental analysis.</b> The snapshots made from one another by edits share a
 * {@link kopi.expand.FormCache}: each analysis re-expands only the top-level forms that changed and
 * reuses, moved to their new place, the second-pass results (core, diagnostics, part of the
 * semantic model) of the others. The rule, stated in full in {@code FormCache}: the first pass (what
 * every form defines) always runs again; a form is reused when its text and the comment block above
 * it are unchanged, the top-level environment after the first pass is the same (every visible
 * name's kind, owner and declared type; so a changed definition name, a new macro or a changed type
 * specifier of a global re-expands everything), it is one {@code define} or expression, and no
 * macro was applied while expanding it (macro uses always re-expand). The static checks always run
 * over the whole module again, since an edit in one procedure can change what a call elsewhere
 * knows. Analysing again after a library changed on disk ({@code withVersion}) starts with an empty
 * cache. Tests compare every incremental analysis with a fresh one over random edits.
 *
 * <p><b>Cost of one incremental analysis</b> (issue 8; {@code AnalysisProfile} in the tests times it
 * on the 5,000-line file of the server's latency benchmark, JFR shows the phases). The expander
 * reads the snapshot's own incremental parse ({@code Expander.analyzeProgram(ParseResult, ...)})
 * rather than parsing the text again, and reads the forms with the module's scope already on their
 * identifiers rather than copying every tree to add it; reused forms join the model without
 * copying the recorder's occurrence set. What remains, per edit, in rough order of cost: the static
 * checks and parameter types of the whole module ({@code TypeInference} keys every expression by
 * identity, and reused cores are copies when their form moved, so per-form reuse of the checks needs
 * position-independent cores or a per-form type table keyed by the form, plus a signature of the
 * module's globals: each global's definition count, assignment and the arity, declared types and
 * return type of its lambda; {@code ParameterTypes} also depends on every call site); building the
 * semantic model from scratch (symbols of every visible name, sorting every occurrence); moving
 * the reused forms (a copy of their core shifted by the edit's length); reading every form's data
 * from the tree; the first pass over every form and the environment string.
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
