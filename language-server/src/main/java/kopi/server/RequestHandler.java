package kopi.server;

import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;

/**
 * One feature's answer to one kind of request about a document: convert the LSP parameters to
 * offsets, ask {@code kopi.ide}, convert the answer back. Handlers run off the message thread on an
 * immutable snapshot; they may throw, and the {@link RequestRunner} turns that into an error reply.
 *
 * @param <P> the LSP parameter type
 * @param <R> the LSP result type
 */
@FunctionalInterface
public interface RequestHandler<P, R> {
  R handle(SourceDocument document, P params, CancelChecker cancel);
}
