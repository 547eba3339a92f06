/**
 * Editor features in editor terms: offsets into the text, strings and records, never LSP types
 * (DESIGN.md decision 9). Each feature is one class with one static entry point that reads an
 * immutable {@link kopi.ide.SourceDocument}; {@code kopi.server} converts the answers to LSP at
 * the edge. Features that need more than the reader (expansion, analysis) plug in through the same
 * shape: {@link kopi.ide.DiagnosticsProvider} is the seam for diagnostics of later phases.
 */
package kopi.ide;
