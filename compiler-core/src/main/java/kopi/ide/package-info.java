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
 */
package kopi.ide;
