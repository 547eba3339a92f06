package kopi.server;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import org.eclipse.lsp4j.jsonrpc.Launcher;

/** {@code kopi lsp}: the language server over standard input and output. */
final class LanguageServerMain {
  private LanguageServerMain() {}

  /**
   * Serves until the client sends {@code exit} or closes the input. Standard output carries the
   * protocol, so anything else printed to it (a stray debug line in a library) is sent to standard
   * error instead of corrupting a message.
   */
  static int run(InputStream in, PrintStream out) throws InterruptedException {
    System.setOut(System.err);
    KopiLanguageServer server = new KopiLanguageServer(exitCode -> {
      out.flush();
      System.exit(exitCode);
    });
    Future<Void> listening = start(server, in, out).startListening();
    try {
      listening.get();
    } catch (ExecutionException failure) {
      System.err.println("kopi lsp: connection failed: " + failure.getCause());
      return 1;
    }
    // The input closed without an exit notification: the client went away, which is an error.
    return 1;
  }

  /** Connects {@code server} to a client over the given streams and returns the launcher. */
  static Launcher<KopiLanguageClient> start(KopiLanguageServer server, InputStream in, OutputStream out) {
    // The remote interface adds kopi/output to the standard client methods.
    Launcher<KopiLanguageClient> launcher = new ProtocolLauncher(new ServerLog(System.err))
        .setLocalService(server)
        .setRemoteInterface(KopiLanguageClient.class)
        .setInput(in)
        .setOutput(out)
        .create();
    server.connect(launcher.getRemoteProxy());
    return launcher;
  }
}
