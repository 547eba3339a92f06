/**
 * Evaluation in the editor: the language server runs user code in a separate worker JVM,
 * one per workspace, started on first use, and talks to it over its standard input and output.
 *
 * <h2>Pieces</h2>
 * {@link kopi.server.eval.WorkerClient} is the server side (start, requests, futures, output
 * forwarding, interrupt, restart); {@link kopi.server.eval.WorkerMain} is the worker process
 * ({@code kopi.server.Main worker}); {@link kopi.server.eval.Protocol} holds the messages and their
 * JSON form; {@link kopi.server.eval.EvalRanges} turns replies into document ranges;
 * {@link kopi.server.eval.EvaluationService} is the editor-facing facade (value, output, error and
 * its range, in plain records) that the LSP handlers call.
 *
 * <h2>Protocol</h2>
 * One JSON object per line, UTF-8. The server writes requests to the worker's standard input:
 * <pre>
 * {"id":7,"op":"eval","text":"(f 2)","file":"/w/a.scm","offset":120,"line":9,"column":0,"outputLimit":1048576}
 * {"id":8,"op":"load","text":"...whole file...","file":"/w/a.scm","offset":0,"line":0,"column":0,"outputLimit":1048576}
 * {"id":9,"op":"interrupt"}   {"id":10,"op":"reset"}   {"id":11,"op":"describe"}
 * </pre>
 * The worker writes each message on its own line, after a line break, prefixed with
 * {@code "@kopi "} ({@link kopi.server.eval.Protocol#MARK}); a line without the prefix is stray text
 * that evaluated code wrote straight to the console descriptor, and is shown as output:
 * <pre>
 * @kopi {"type":"output","id":7,"stream":"out","text":"hello\n"}
 * @kopi {"type":"output","id":7,"stream":"truncated","text":""}
 * @kopi {"type":"reply","id":7,"status":"ERROR","values":[],"diagnostics":[],
 *        "failure":{"message":"car: expected pair, got 1","file":"a.scm","line":4,"column":0,
 *                   "backtrace":[{"name":"f","file":"a.scm","line":4,"column":0},
 *                                {"name":"top-level","file":"a.scm","line":6,"column":1}]},
 *        "message":"a.scm:4: car: expected pair, got 1","droppedOutput":0}
 * @kopi {"type":"reply","id":11,"status":"OK","info":{"pid":4242,"javaVersion":"17.0.15",...}}
 * </pre>
 * Every reply carries the id of its request. Statuses: OK, ERROR (diagnostics with errors, or a
 * runtime failure), INTERRUPTED, RESTARTED and EXITED (made by the client when the worker was
 * killed or ended), IDLE (an interrupt found nothing running). Output events of one evaluation come
 * before its reply, in chunks of at most 8192 characters; past the evaluation's output limit the
 * worker sends one {@code truncated} marker and drops the rest, counting it in
 * {@code droppedOutput}. A writer running ahead of the pipe by more than 64 K characters waits, so
 * neither process buffers without bound.
 *
 * <h2>Evaluation semantics</h2>
 * The worker holds one session per workspace: what one evaluation defines, the next one sees,
 * whatever document it comes from. The worker runs exactly the text it is sent; the context of a
 * file (its imports and the definitions before the evaluated code) is the server's business: before
 * an {@code eval} of a document's form, {@code kopi.server.EvaluationContext} sends, as eval
 * requests of their own, the import and definition forms before it that this session has not run
 * in their current text (see that class and the package-info of {@code kopi.server}).
 * {@code load} runs a whole document ("Load file" in the editor). The text of a request is compiled at
 * its place in the document (preceded by as many line breaks and spaces as its start line and
 * column), so every position the compiler reports is a document position: diagnostics come back
 * with document offsets and 0-based lines and UTF-16 columns, and a runtime failure's line is the
 * document's line whenever the failing frame is in that document ({@code failure.file} is its base
 * name). The failure's {@code backtrace} lists the Scheme frames, innermost first, each repeated
 * run of a recursion once ({@link kopi.runtime.Backtrace#shown}); the server shows those in the
 * evaluated document as the related information of the error's diagnostic. {@code reset} replaces the session by a fresh one. The client tells its listener
 * ({@code Listener.sessionEnded}) when a worker's session is gone with its process, before the
 * replies that report the end, so the server can forget which context forms the session held.
 *
 * <h2>Robustness</h2>
 * Evaluations run one at a time on a fresh thread with a 256 MiB stack. {@code interrupt} cancels
 * queued evaluations, calls {@code Thread.interrupt} on the running one, then {@code Thread.stop}
 * 300 ms later; when the evaluation has not ended 2 s after the request, the client kills the worker,
 * answers RESTARTED ("the evaluation was stopped by restarting the worker") and starts a fresh one.
 * {@code (exit n)} ends the worker: the runtime's exit throws an {@code ExitException}
 * (after running the pending {@code dynamic-wind} after-thunks), the worker answers EXITED with
 * the status and its output so far, then ends its process with that status; the next request
 * starts a fresh worker. A worker that dies any other way (a crash, {@code System.exit} from Java
 * code, a kill) is reported the same way by the client, with the process's exit status. Standard input is never readable by
 * evaluated code ({@code current-input-port} is an empty port, {@code System.in} is empty), and
 * {@code System.out}, {@code System.err} and the session's ports all feed output events.
 */
package kopi.server.eval;
