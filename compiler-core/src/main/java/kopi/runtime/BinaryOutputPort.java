package kopi.runtime;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/** A binary output port over an {@link OutputStream}, or over a byte buffer for {@code open-output-bytevector}. */
public final class BinaryOutputPort {
  private final OutputStream out;
  private final String description;
  private boolean open = true;

  public BinaryOutputPort(OutputStream out, String description) {
    this.out = out;
    this.description = description;
  }

  public static BinaryOutputPort ofBytes() {
    return new BinaryOutputPort(new ByteArrayOutputStream(), "bytevector");
  }

  public void write(byte[] bytes, int from, int to) {
    if (!open) {
      throw Errors.error("write-u8: port is closed: " + this);
    }
    try {
      out.write(bytes, from, to - from);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** What was written to a bytevector port. */
  public byte[] contents() {
    if (out instanceof ByteArrayOutputStream buffer) {
      return buffer.toByteArray();
    }
    throw Errors.wrongType("get-output-bytevector", "bytevector output port", this);
  }

  public void flush() {
    try {
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public boolean isOpen() {
    return open;
  }

  public void close() {
    if (open) {
      flush();
      open = false;
      try {
        out.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  @Override
  public String toString() {
    return "#<binary-output-port " + description + ">";
  }
}
