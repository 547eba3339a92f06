package kopi.cli;

import java.io.PrintStream;

/** A {@link Console} over a print stream that remembers whether the last text ended a line. */
public final class StreamConsole implements Console {
  private final PrintStream out;
  private boolean atLineStart = true;

  public StreamConsole(PrintStream out) {
    this.out = out;
  }

  @Override
  public void print(String text) {
    out.print(text);
    if (!text.isEmpty()) {
      atLineStart = text.charAt(text.length() - 1) == '\n';
    }
  }

  @Override
  public boolean atLineStart() {
    return atLineStart;
  }

  @Override
  public void flush() {
    out.flush();
  }
}
