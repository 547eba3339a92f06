package kopi.runtime;

/**
 * A value that stands for text it produces or holds: a process (its standard output) or a file
 * read whole by {@code &<{name}}. It is a {@link CharSequence}, so string builtins take it as it is;
 * a {@code ::string} or {@code ::bytevector} type specifier converts it to a real string or
 * bytevector ({@link TypeCheck#convert}), since the variable must then hold that type.
 */
public interface StringLike extends CharSequence {
  /** The text, decoded as UTF-8 (malformed bytes replaced), waiting for it to be complete. */
  String asString();

  /** The exact bytes (a fresh array), waiting for them to be complete. */
  byte[] asBytes();

  /**
   * Whether {@code string?} and {@code bytevector?} are true of it and the bytevector procedures
   * read its bytes, as for Kawa's file contents ({@code &<{name}}); a process is neither.
   */
  default boolean isStringAndBytevector() {
    return false;
  }

  /**
   * What {@code write} prints for it when that is not its text as a string literal (a process is
   * written {@code #<process ...>}), else null; {@code display} prints {@link #asString}.
   */
  default String writeForm() {
    return null;
  }
}
