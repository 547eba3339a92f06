package kopi.server;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.MessageProducer;
import org.eclipse.lsp4j.jsonrpc.RemoteEndpoint;
import org.eclipse.lsp4j.jsonrpc.json.ConcurrentMessageProcessor;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.json.StreamMessageConsumer;
import org.eclipse.lsp4j.jsonrpc.services.ServiceEndpoints;
import org.eclipse.lsp4j.launch.LSPLauncher;

/**
 * LSP4J's launcher with the server's own ends: the {@link FramedMessageProducer}, which survives
 * wrongly framed input, and the {@link ProtocolEndpoint}, which holds the lifecycle and params
 * rules. Its threads (the reader among them) have the large stacks of {@link Threads}.
 */
final class ProtocolLauncher extends LSPLauncher.Builder<KopiLanguageClient> {
  private final ServerLog log;
  private MessageConsumer replies;
  private ProtocolEndpoint endpoint;

  ProtocolLauncher(ServerLog log) {
    this.log = log;
    ExecutorService threads = Executors.newCachedThreadPool(Threads.daemon("kopi-protocol"));
    setExecutorService(threads);
  }

  @Override
  protected RemoteEndpoint createRemoteEndpoint(MessageJsonHandler jsonHandler) {
    replies = wrapMessageConsumer(new StreamMessageConsumer(output, jsonHandler));
    endpoint = new ProtocolEndpoint(replies, ServiceEndpoints.toEndpoint(localServices), getSupportedMethods(),
        localServices, log);
    jsonHandler.setMethodProvider(endpoint);
    endpoint.setJsonHandler(jsonHandler);
    return endpoint;
  }

  @Override
  protected ConcurrentMessageProcessor createMessageProcessor(MessageProducer reader, MessageConsumer consumer,
      KopiLanguageClient remoteProxy) {
    return new ConcurrentMessageProcessor(
        new FramedMessageProducer(input, endpoint.getJsonHandler(), endpoint, replies, log), consumer);
  }
}
