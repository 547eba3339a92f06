package kopi.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;

/**
 * Reads lines from a plain stream (a pipe or a file) and writes prompts to the output, so a piped
 * session shows the same transcript as an interactive one, minus the echo of the input.
 */
public final class PlainLineInput implements LineInput {
  private final BufferedReader reader;
  private final PrintStream prompts;

  public PlainLineInput(BufferedReader reader, PrintStream prompts) {
    this.reader = reader;
    this.prompts = prompts;
  }

  @Override
  public String readLine(String prompt) throws IOException {
    prompts.print(prompt);
    prompts.flush();
    String line = reader.readLine();
    if (line == null) {
      // End the last prompt's line, as a terminal does when the user presses Ctrl-D.
      prompts.println();
      prompts.flush();
    }
    return line;
  }

  @Override
  public void close() throws IOException {
    reader.close();
  }
}
