package kopi.cli;

/** The {@code kopi} command line: run a file, evaluate expressions, the REPL, compile. */
public final class Cli {
  private Cli() {}

  public static void main(String[] args) {
    System.exit(run(args));
  }

  public static int run(String[] args) {
    System.err.println("kopi: the compiler is not built yet");
    return 2;
  }
}
