package kopi.runtime;

/**
 * A character: any Unicode code point. Instances below 256 are cached so that the common case
 * allocates nothing; equality is by code point, so {@code eqv?} and {@code char=?} agree.
 */
@CallsNoScheme
public final class Char implements Comparable<Char> {
  private static final Char[] CACHE = new Char[256];

  static {
    for (int i = 0; i < CACHE.length; i++) {
      CACHE[i] = new Char(i);
    }
  }

  private final int codePoint;

  private Char(int codePoint) {
    this.codePoint = codePoint;
  }

  /** The character with {@code codePoint}, which must be a valid Unicode scalar value or surrogate. */
  public static Char of(int codePoint) {
    if (codePoint >= 0 && codePoint < CACHE.length) {
      return CACHE[codePoint];
    }
    if (codePoint < 0 || codePoint > Character.MAX_CODE_POINT) {
      throw Errors.error("integer->char: expected a unicode code point, got " + codePoint);
    }
    return new Char(codePoint);
  }

  public int codePoint() {
    return codePoint;
  }

  /**
   * Whether {@code codePoint} is white space in Unicode's sense (its White_Space property), as
   * {@code char-whitespace?} and SRFI 14's {@code char-set:whitespace} say: Java's
   * {@code isWhitespace} also takes the separators U+001C-U+001F and leaves out U+0085 (next line).
   */
  public static boolean isWhitespace(int codePoint) {
    return codePoint >= 9 && codePoint <= 13 || codePoint == 0x85 || Character.isSpaceChar(codePoint);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Char c && c.codePoint == codePoint;
  }

  @Override
  public int hashCode() {
    return codePoint;
  }

  @Override
  public int compareTo(Char other) {
    return Integer.compare(codePoint, other.codePoint);
  }

  @Override
  public String toString() {
    return new String(Character.toChars(codePoint));
  }
}
