package kopi.server;

import java.io.PrintStream;

/**
 * Where the server reports its own failures. Standard output carries the protocol, so the log
 * goes to standard error, which editors show in the server's output channel.
 */
final class ServerLog {
  private final PrintStream out;

  ServerLog(PrintStream out) {
    this.out = out;
  }

  void error(String what, Throwable failure) {
    synchronized (out) {
      out.println("kopi lsp: " + what + ": " + failure);
      failure.printStackTrace(out);
    }
  }

  void info(String message) {
    out.println("kopi lsp: " + message);
  }
}
