package kopi.cli;

/**
 * The standard output the program writes to, as the REPL shares it: results and the newlines that
 * end unfinished program output go through the same buffer as the program's own output, so they
 * stay in order and the REPL knows whether the program left a line unfinished. Prompts do not go
 * through it (JLine draws them, or {@link PlainLineInput} prints them after a {@link #flush}), so
 * "at line start" means: at the start of a line, or just after a prompt.
 */
public interface Console {

  void print(String text);

  /** Whether everything printed so far is empty or ends with a newline. */
  boolean atLineStart();

  /** Pushes buffered output to the process's standard output. */
  void flush();
}
