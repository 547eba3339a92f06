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
 * {@code DiagnosticsPublisher}, tagged with the document version, and served by pull
 * ({@code textDocument/diagnostic}) from the same {@code DiagnosticsProvider}; a client that
 * declares pull support receives no pushed copy. With the standard handlers each version is pushed
 * twice: as soon as its snapshot exists, the reader's diagnostics from the incremental reparse with
 * the latest completed expansion's diagnostics moved through the edits since; then all of them when
 * the (incremental, see {@code kopi.ide}) expansion of that snapshot is done. That expansion starts
 * at once for a change that follows a pause (the usual keystroke: keys come further apart than an
 * analysis takes), and 15 ms after the last change of a burst
 * ({@code KopiLanguageServer.DEFAULT_DIAGNOSTICS_DELAY}; the goal is
 * complete diagnostics within 50 ms of an edit); the full set of a version always follows its
 * quick one. The analysis runs on its own single thread, and an
 * analysis whose version was superseded stops between top-level forms and before the static checks,
 * so a burst of keystrokes costs little more than its last analysis. The second push is skipped when a
 * newer version has arrived meanwhile, and a late first push never replaces the second. Completion,
 * hover, signature help and inlay hints do not wait for
 * the expansion of the newest text: they answer from the latest completed one, moved through the
 * edits since ({@code SourceDocument.recentModel}). While a completion, hover or signature help
 * request is in flight ({@code RequestRunner.interactiveInFlight}), the analysis for diagnostics
 * pauses at its next top-level form (50 ms at most per analysis, {@code DiagnosticsPublisher}), so
 * that on a busy machine the request the user is looking at does not share the CPU with it.
 *
 * <p>Hostile and huge input. The connection is LSP4J's with two parts of the server's
 * own ({@code ProtocolLauncher}): the {@code FramedMessageProducer} reads frames so that a wrong
 * {@code Content-Length} (too short, too long, characters counted instead of UTF-8 bytes) or a
 * missing one costs at most that message: a body is read as the JSON value it holds, and after a
 * broken frame the reader answers a {@code ParseError} (-32700, id null) and scans on to the next
 * {@code Content-Length:} header; JSON that is no message answers {@code InvalidRequest}. The
 * {@code ProtocolEndpoint} holds the lifecycle (requests before {@code initialize} answer
 * {@code ServerNotInitialized}, after {@code shutdown} {@code InvalidRequest}; notifications then
 * are dropped, except {@code exit}), answers missing or ill-typed params with {@code InvalidParams}
 * and the standard methods the server leaves out with {@code MethodNotFound}. Every thread that reads,
 * analyses or formats a document has a 512 MB stack ({@code Threads}, reserved, touched only as deep
 * as a text goes), so 10,000 nesting levels are served; a text nested deeper still fails only the
 * requests on that version with {@code RequestFailed} and one published diagnostic
 * ({@code Failures}), and the {@code DocumentStore} keeps its text so that the next change is read
 * afresh. Formatting is linear in the lines and checks cancellation every 512 lines. The server's
 * and the evaluation worker's heaps are bounded ({@code -Xmx1g}, serial collector returning memory;
 * {@code ./kopi lsp}, the VS Code extension and {@code WorkerClient.Options}); a worker out of
 * memory exits at once and is reported and replaced. The protocol fuzz suite
 * ({@code ProtocolFuzzTest}) drives all of this over a real process.
 *
 * <p>Workspace ({@code WorkspaceIndexer}): after {@code initialized}, every {@code .scm} and
 * {@code .sld} file under the workspace folders (skipping hidden directories, {@code target},
 * {@code build}, {@code out}, {@code node_modules}) is indexed in the background, with
 * {@code $/progress} under the token {@code kopi/indexing} when the client declares
 * {@code window.workDoneProgress}. {@code workspace/symbol} searches the index;
 * {@code textDocument/definition} of a name imported from a user library answers the library file's
 * definition. Saving a source file ({@code didSave}) or a change on disk
 * ({@code workspace/didChangeWatchedFiles}) indexes it again and analyses every other open document
 * again (the expander reads imported libraries from disk), republishing their diagnostics, or asking
 * a client that pulls to pull again.
 *
 * <p>Adding a feature: write the editor-neutral part in {@code kopi.ide}, a handler class here
 * implementing {@link kopi.server.RequestHandler}, a component in {@link kopi.server.Handlers}, the
 * capability in {@link kopi.server.KopiLanguageServer} and one delegating method in the text
 * document service. Positions are converted only by {@code Positions}, with UTF-16 columns.
 *
 * <p>Evaluation ({@code EvaluationHandler}): the requests {@code kopi/evaluate}
 * ({@code {textDocument, range}}, {@code {textDocument, position}} for the top-level form there, or
 * {@code {textDocument?, code}}), {@code kopi/loadFile {textDocument}}, {@code kopi/interrupt {}} and
 * {@code kopi/resetSession {}}, and {@code kopi/formAt {textDocument, position}} (answers {@code
 * {range, complete}} of the top-level form {@code kopi/evaluate} would run there, or null, so an
 * editor needs no reader of its own). Their params and results are the records of
 * {@link kopi.server.KopiProtocol}, which LSP4J maps with Gson; {@code vscode-extension/src/protocol.ts}
 * declares the same shapes ({@code KopiProtocolTypeScriptTest}). The first four are also available as the {@code workspace/executeCommand} commands
 * {@code kopi.server.evaluate}, {@code kopi.server.loadFile}, {@code kopi.server.interrupt} and
 * {@code kopi.server.resetSession} (one argument: the request's params; named apart from the VS Code
 * extension's commands, since vscode-languageclient registers every advertised command). An evaluation answers {@code {value?, output, error?:
 * {message, range?}, elapsedMs, status, range?}}; its output also streams to the client as
 * {@code kopi/output {text, stream}} notifications, gathered every 50 ms and bounded per evaluation.
 * Code runs in the worker JVM of {@code kopi.server.eval}, started on the first request in the
 * workspace root; every method returns a future at once, so other requests keep their latency while
 * code runs. Cancelling an evaluation ({@code $/cancelRequest}) interrupts it. The errors of an
 * evaluation are merged into the document's diagnostics (source {@code kopi-eval}) until the same
 * form is evaluated again, the file is loaded, or the document closes.
 *
 * <p>Evaluation in the context of its file ({@code EvaluationContext}; which forms are context
 * forms, and which form is at the cursor, is {@link kopi.ide.EvaluationForms}). Evaluating a range
 * or the form at a position of a document first runs, in document order, the context forms that end before
 * it: the top-level {@code import}s and {@code define...} forms ({@code define}, {@code define-values},
 * {@code define-record-type}, {@code define-syntax}, {@code define-library}, {@code define-alias},
 * ..., and a {@code begin} of only those), each as its own evaluation at its place in the document.
 * Only those the session lacks run: per document the server keeps the texts of the context forms the
 * current session has run, so an unchanged definition is not run again, an edited one is (its text is
 * new), and one edited back to an earlier text is too (texts no longer in the document are dropped).
 * Other top-level forms ({@code (display ...)}, calls, {@code set!}) never run as context. A context
 * form that fails is shown as an evaluation diagnostic on that form, reported in the result's
 * {@code context.errors}, and tried again next time; the requested code still runs. The result of a
 * document evaluation carries {@code context: {evaluated, errors: [{message, range}]}}. Loading the
 * file records all its context forms as run; {@code kopi/resetSession}, an {@code (exit)} and a
 * restarted or dead worker forget every document's context. Known limits: a definition whose text
 * did not change is not run again even when it computed its value from one that did ({@code (define
 * z (* y 2))} keeps its old value until it is evaluated itself or the file is loaded); procedures are
 * not affected, since they look names up when called. A definition made elsewhere (another document,
 * {@code {code}}) of the same name is not undone: the session is the workspace's. Evaluations of
 * {@code {code}} have no document and run no context.
 */
package kopi.server;
