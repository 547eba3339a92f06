package kopi.server;

import kopi.server.eval.UserClassPath;

/**
 * Entry point of the one runnable jar. {@code kopi lsp} starts the language server on stdio,
 * {@code kopi dap} the debug adapter ({@code kopi.server.dap}); everything else is the compiler's
 * command line.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) throws Exception {
    if (args.length > 0 && args[0].equals("worker")) {
      kopi.server.eval.WorkerMain.main(java.util.Arrays.copyOfRange(args, 1, args.length));
      return;
    }
    if (args.length > 0 && args[0].equals("lsp")) {
      String problem = UserClassPath.configure(java.util.Arrays.asList(args).subList(1, args.length));
      if (problem != null) {
        System.err.println("kopi lsp: " + problem);
        System.exit(kopi.cli.ExitCodes.USAGE);
      }
      System.exit(LanguageServerMain.run(System.in, System.out));
    }
    if (args.length > 0 && args[0].equals("dap")) {
      System.exit(kopi.server.dap.DebugAdapter.run(System.in, System.out));
    }
    kopi.cli.Cli.main(args);
  }
}
