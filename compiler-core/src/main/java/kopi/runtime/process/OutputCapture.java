package kopi.runtime.process;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import kopi.runtime.Errors;

/**
 * Reads a process's output stream to its end on a thread of its own and keeps every byte, so the
 * process never blocks on a full pipe however much it writes and whenever (or whether) anyone
 * looks at the output. Readers can wait for the whole output, or stream it while it grows (to pipe
 * it into another process). The thread ends when the stream does, that is when the process and any
 * child holding its output have exited.
 */
final class OutputCapture {
  private byte[] buffer = new byte[8192];
  private int size;
  private boolean done;

  OutputCapture(InputStream in, String threadName) {
    Thread thread = new Thread(() -> drain(in), threadName);
    thread.setDaemon(true);
    thread.start();
  }

  /** Every byte of the output, once the stream has ended. */
  byte[] awaitAll() {
    synchronized (this) {
      while (!done) {
        awaitMore();
      }
      return Arrays.copyOf(buffer, size);
    }
  }

  /** A stream over the output from its first byte, blocking until more arrives or the output ends. */
  InputStream stream() {
    return new InputStream() {
      private int position;

      @Override
      public int read() {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
      }

      @Override
      public int read(byte[] into, int offset, int length) {
        if (length == 0) {
          return 0;
        }
        synchronized (OutputCapture.this) {
          while (position == size && !done) {
            awaitMore();
          }
          if (position == size) {
            return -1;
          }
          int count = Math.min(length, size - position);
          System.arraycopy(buffer, position, into, offset, count);
          position += count;
          return count;
        }
      }
    };
  }

  private void drain(InputStream in) {
    byte[] chunk = new byte[8192];
    try (in) {
      int count;
      while ((count = in.read(chunk)) >= 0) {
        append(chunk, count);
      }
    } catch (IOException e) {
      // The stream closes with an error when the process is destroyed; what was read is kept.
    } finally {
      synchronized (this) {
        done = true;
        notifyAll();
      }
    }
  }

  private synchronized void append(byte[] chunk, int count) {
    if (size + count > buffer.length) {
      buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, size + count));
    }
    System.arraycopy(chunk, 0, buffer, size, count);
    size += count;
    notifyAll();
  }

  /**
   * Waits for more output. An interrupt (the REPL's or the editor's stop request) ends the wait with
   * an error and stays set for the caller, since a process such as {@code yes} never ends its output.
   */
  private void awaitMore() {
    try {
      wait();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw Errors.error("process: interrupted while waiting for output");
    }
  }
}
