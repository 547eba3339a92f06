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
 * <p>{@link kopi.ide.WorkspaceIndex} holds the definitions of every source file of a workspace,
 * from each file's tree (a parse, no expansion), for workspace symbols and for the definition of a
 * name imported from a user library.
 */
package kopi.ide;
