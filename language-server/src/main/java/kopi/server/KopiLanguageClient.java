package kopi.server;

import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * The client as the server sees it: a standard language client that also receives the
 * {@code kopi/output} notification, the text an evaluation prints, streamed while it runs. A client
 * that does not know the method ignores it, as JSON-RPC allows for notifications.
 */
public interface KopiLanguageClient extends LanguageClient {
  /** The method name of the output notification. */
  String OUTPUT_METHOD = "kopi/output";

  /**
   * Text an evaluation wrote. {@code stream} is {@code "out"}, {@code "err"} or {@code "notice"}
   * (written by the server itself: truncation of long output, the end of the worker).
   */
  record OutputParams(String text, String stream) {}

  @JsonNotification(OUTPUT_METHOD)
  void output(OutputParams params);
}
