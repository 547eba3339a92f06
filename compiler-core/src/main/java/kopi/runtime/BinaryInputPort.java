package kopi.runtime;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** A binary input port over an {@link InputStream}, with one byte of look-ahead for {@code peek-u8}. */
public final class BinaryInputPort {
  private final InputStream in;
  private final String description;
  private int peeked = -2;
  private boolean open = true;

  public BinaryInputPort(InputStream in, String description) {
    this.in = in;
    this.description = description;
  }

  public static BinaryInputPort ofBytes(byte[] bytes) {
    return new BinaryInputPort(new ByteArrayInputStream(bytes), "bytevector");
  }

  /** The next byte (0-255), consumed; -1 at end of input. */
  public int read() {
    int b = peek();
    peeked = -2;
    return b;
  }

  public int peek() {
    if (!open) {
      throw Errors.error("read-u8: port is closed: " + this);
    }
    if (peeked == -2) {
      try {
        peeked = in.read();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return peeked;
  }

  /**
   * {@code u8-ready?}: true when a byte can be read without blocking, and also at end of input
   * (R7RS 6.13.2). An in-memory stream never blocks, so a bytevector port is always ready.
   */
  public boolean ready() {
    try {
      return peeked != -2 || in instanceof ByteArrayInputStream || in.available() > 0;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public boolean isOpen() {
    return open;
  }

  public void close() {
    if (open) {
      open = false;
      try {
        in.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  @Override
  public String toString() {
    return "#<binary-input-port " + description + ">";
  }
}
