package kopi.runtime.process;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import kopi.runtime.StringLike;

/**
 * The contents of a file read whole by {@code &<{name}}: bytes that are also a string. Like a
 * process value it is a {@link CharSequence} over the bytes decoded as UTF-8, so it goes wherever
 * a string does (and prints as one, as Kawa's blobs do), while {@code ->bytevector} and
 * {@code &>{name}} get the exact bytes back, whatever the encoding of the file.
 */
public final class Blob implements StringLike {
  private final byte[] bytes;
  private volatile String text;

  public Blob(byte[] bytes) {
    this.bytes = bytes.clone();
  }

  /** The bytes (a fresh copy). */
  public byte[] bytes() {
    return bytes.clone();
  }

  /** The bytes decoded as UTF-8, malformed sequences replaced. */
  public String text() {
    String result = text;
    if (result == null) {
      result = new String(bytes, StandardCharsets.UTF_8);
      text = result;
    }
    return result;
  }

  @Override
  public String asString() {
    return text();
  }

  @Override
  public byte[] asBytes() {
    return bytes();
  }

  /** As in Kawa, a file's contents are a string and a bytevector. */
  @Override
  public boolean isStringAndBytevector() {
    return true;
  }

  @Override
  public int length() {
    return text().length();
  }

  @Override
  public char charAt(int index) {
    return text().charAt(index);
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    return text().subSequence(start, end);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Blob blob && Arrays.equals(bytes, blob.bytes);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(bytes);
  }

  @Override
  public String toString() {
    return text();
  }
}
