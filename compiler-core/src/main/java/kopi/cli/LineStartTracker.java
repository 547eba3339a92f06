package kopi.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Passes bytes through and remembers whether everything written since the last {@link #reset}
 * ended a line. The REPL resets it after each line it reads (the user's Enter moved the cursor to
 * column one) and asks it before a prompt, so {@code (display "hi")} is followed by a newline
 * rather than by a prompt glued to {@code hi}.
 */
public final class LineStartTracker extends FilterOutputStream {
  private volatile boolean atLineStart = true;

  public LineStartTracker(OutputStream out) {
    super(out);
  }

  @Override
  public void write(int b) throws IOException {
    out.write(b);
    atLineStart = b == '\n';
  }

  @Override
  public void write(byte[] bytes, int offset, int length) throws IOException {
    // FilterOutputStream would write byte by byte; one bulk write keeps output fast.
    out.write(bytes, offset, length);
    if (length > 0) {
      atLineStart = bytes[offset + length - 1] == '\n';
    }
  }

  /** Whether the output since the last reset is empty or ends with a newline. */
  public boolean atLineStart() {
    return atLineStart;
  }

  /** Declares the cursor to be at the start of a line. */
  public void reset() {
    atLineStart = true;
  }
}
