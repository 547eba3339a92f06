package kopi.server.eval;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads lines like {@code BufferedReader.readLine}, but never holds more than {@code maxLine}
 * characters: a longer line comes back in pieces, each flagged as incomplete. This keeps the
 * server's memory bounded whatever the worker's standard output carries.
 */
final class BoundedLineReader {
  private final Reader reader;
  private final int maxLine;
  private final char[] buffer = new char[8192];
  private int position;
  private int limit;
  private boolean lastWasComplete = true;

  BoundedLineReader(Reader reader, int maxLine) {
    this.reader = reader;
    this.maxLine = maxLine;
  }

  /** The next line without its line break, or null at the end of the input. */
  String next() throws IOException {
    StringBuilder line = new StringBuilder();
    while (true) {
      if (position == limit) {
        limit = reader.read(buffer, 0, buffer.length);
        position = 0;
        if (limit <= 0) {
          limit = 0;
          lastWasComplete = false;
          return line.length() == 0 ? null : line.toString();
        }
      }
      int start = position;
      while (position < limit && buffer[position] != '\n' && line.length() + (position - start) < maxLine) {
        position++;
      }
      line.append(buffer, start, position - start);
      if (position < limit && buffer[position] == '\n') {
        position++;
        int length = line.length();
        if (length > 0 && line.charAt(length - 1) == '\r') {
          line.setLength(length - 1);
        }
        lastWasComplete = true;
        return line.toString();
      }
      if (line.length() >= maxLine) {
        lastWasComplete = false;
        return line.toString();
      }
    }
  }

  /** Whether the line last returned ended with a line break (and not at the size limit or the end of input). */
  boolean lastWasComplete() {
    return lastWasComplete;
  }
}
