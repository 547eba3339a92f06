package kopi.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;

/**
 * Standard input as both text and bytes, for the console port, which is textual and binary as
 * Kawa's is ({@code read-char} and {@code read-u8} on one port). It decodes UTF-8 itself, one code
 * point at a time and never reading a byte ahead of the character it returns, so bytes and
 * characters can be read in turns; bytes given back ({@link #unread}) are read again first, as
 * bytes or as text. A malformed sequence decodes to U+FFFD.
 */
final class ConsoleInput extends Reader {
  private final InputStream in;
  /** Bytes given back, read before {@link #in}. */
  private byte[] back = new byte[0];
  private int backIndex;
  /** The low surrogate of a code point above U+FFFF whose high surrogate was returned; else -1. */
  private int pendingLow = -1;

  ConsoleInput(InputStream in) {
    this.in = in;
  }

  /** The next byte (0-255), consumed; -1 at end of input. */
  int readByte() {
    if (backIndex < back.length) {
      return back[backIndex++] & 0xff;
    }
    try {
      return in.read();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The next byte without consuming it; -1 at end of input. */
  int peekByte() {
    int b = readByte();
    if (b >= 0) {
      unread(new byte[] {(byte) b});
    }
    return b;
  }

  /** Whether a byte can be read without blocking. */
  boolean byteReady() {
    try {
      return backIndex < back.length || in.available() > 0;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Gives back bytes, to be read before what follows them. */
  void unread(byte[] bytes) {
    if (bytes.length == 0) {
      return;
    }
    byte[] rest = new byte[bytes.length + back.length - backIndex];
    System.arraycopy(bytes, 0, rest, 0, bytes.length);
    System.arraycopy(back, backIndex, rest, bytes.length, back.length - backIndex);
    back = rest;
    backIndex = 0;
  }

  @Override
  public int read(char[] chars, int offset, int length) {
    if (length == 0) {
      return 0;
    }
    int c = readUnit();
    if (c < 0) {
      return -1;
    }
    chars[offset] = (char) c;
    int n = 1;
    // Only what is there already: a console read returns what the user typed.
    while (n < length && ready()) {
      c = readUnit();
      if (c < 0) {
        break;
      }
      chars[offset + n++] = (char) c;
    }
    return n;
  }

  @Override
  public boolean ready() {
    return pendingLow >= 0 || byteReady();
  }

  @Override
  public void close() {
    // Standard input stays open for the life of the program.
  }

  /** One UTF-16 unit: a code point above U+FFFF comes as its two surrogates. */
  private int readUnit() {
    if (pendingLow >= 0) {
      int low = pendingLow;
      pendingLow = -1;
      return low;
    }
    int codePoint = readCodePoint();
    if (codePoint > 0xFFFF) {
      pendingLow = Character.lowSurrogate(codePoint);
      return Character.highSurrogate(codePoint);
    }
    return codePoint;
  }

  private int readCodePoint() {
    int b0 = readByte();
    if (b0 < 0x80) {
      return b0;
    }
    int count;
    int codePoint;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
      count = 1;
      codePoint = b0 & 0x1F;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
      count = 2;
      codePoint = b0 & 0x0F;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
      count = 3;
      codePoint = b0 & 0x07;
    } else {
      return 0xFFFD;
    }
    for (int i = 0; i < count; i++) {
      int b = readByte();
      if (b < 0) {
        return 0xFFFD;
      }
      if ((b & 0xC0) != 0x80) {
        // Not a continuation: the sequence is malformed, and this byte starts what follows.
        unread(new byte[] {(byte) b});
        return 0xFFFD;
      }
      codePoint = (codePoint << 6) | (b & 0x3F);
    }
    boolean overlong = count == 2 && codePoint < 0x800 || count == 3 && codePoint < 0x10000;
    boolean invalid = codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF);
    return overlong || invalid ? 0xFFFD : codePoint;
  }
}
