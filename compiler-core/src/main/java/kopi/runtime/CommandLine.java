package kopi.runtime;

/**
 * The process's command line as {@code (command-line)} returns it: the program name followed by
 * its arguments. The launcher calls {@link #set} before running a program.
 */
public final class CommandLine {
  private static volatile String[] arguments = {"kopi"};

  private CommandLine() {}

  /** Sets the command line: {@code arguments[0]} is the program (script) name. */
  public static void set(String[] commandLine) {
    arguments = commandLine.clone();
  }

  public static Object asList() {
    Object[] strings = new Object[arguments.length];
    System.arraycopy(arguments, 0, strings, 0, arguments.length);
    return Pair.list(strings);
  }
}
