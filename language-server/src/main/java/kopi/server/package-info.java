/**
 * The language server: LSP4J over stdio, converting the editor-neutral answers of {@code kopi.ide}
 * to LSP types at the edge. {@link kopi.server.Main} is also the entry point of the one runnable
 * jar, which hands every command other than {@code lsp} to {@code kopi.cli}.
 *
 * <p>How a message flows. The LSP4J message thread only dispatches: {@code didOpen} and
 * {@code didChange} queue the edit on the {@code DocumentStore}, which applies edits one at a time
 * on its own thread (incremental reparse through {@code SourceDocument.edit}) and keeps, per
 * document, a future of the latest immutable snapshot. A request goes through the
 * {@code RequestRunner}: it waits for the snapshot current when it arrived, then runs its
 * handler on the request pool. Cancelling the request ({@code $/cancelRequest}) makes the
 * handler's {@code CancelChecker} throw; any exception becomes an error reply naming the method,
 * logged to standard error, and the server carries on. Diagnostics are pushed by the
 * {@code DiagnosticsPublisher} 50 ms after the last change, tagged with the document version, and
 * served by pull ({@code textDocument/diagnostic}) from the same {@code DiagnosticsProvider};
 * a client that declares pull support receives no pushed copy.
 *
 * <p>Adding a feature: write the editor-neutral part in {@code kopi.ide}, a handler class here
 * implementing {@link kopi.server.RequestHandler}, a component in {@link kopi.server.Handlers}, the
 * capability in {@link kopi.server.KopiLanguageServer} and one delegating method in the text
 * document service. Positions are converted only by {@code Positions}, with UTF-16 columns.
 *
 * <p>Custom request {@code kopi/evaluate}: params {@code {textDocument: {uri}, range, code}},
 * result {@code {value?, output?, error?}} (see the VS Code extension's {@code evaluation.ts}).
 * Evaluation runs in a worker JVM (DESIGN.md decision 7), which is not built yet; until then the
 * request fails with the JSON-RPC error {@code RequestFailed} and the message
 * {@code evaluation is not available yet}.
 */
package kopi.server;
