package kopi.runtime;

/**
 * A mutable string, made by the procedures that R7RS says return a newly allocated string
 * ({@code make-string}, {@code string-copy}, {@code string-append}, ...). Literals stay
 * {@code java.lang.String}; every string builtin accepts any {@link CharSequence}.
 *
 * <p>Scheme indexes strings by code point while Java stores UTF-16. The builder keeps a count of
 * surrogate chars so that the all-BMP case, by far the common one, indexes in constant time.
 */
@CallsNoScheme
public final class MString implements CharSequence, Comparable<MString> {
  private final StringBuilder chars;
  private int surrogates;

  public MString(CharSequence text) {
    this.chars = new StringBuilder(text.length());
    append(text);
  }

  public MString() {
    this.chars = new StringBuilder();
  }

  /** An empty string with room for {@code capacity} UTF-16 chars, for builders that know the size. */
  public MString(int capacity) {
    this.chars = new StringBuilder(capacity);
  }

  /**
   * A new string holding the UTF-16 chars [start, end) of {@code text}: one copy, where going
   * through {@code subSequence(...).toString()} would copy twice.
   */
  public static MString copyOf(CharSequence text, int start, int end) {
    MString result = new MString(end - start);
    if (text instanceof MString m) {
      result.chars.append(m.chars, start, end);
      result.surrogates = m.surrogates == 0 ? 0 : countSurrogates(result.chars);
    } else {
      result.chars.append(text, start, end);
      result.surrogates = countSurrogates(result.chars);
    }
    return result;
  }

  /** True when every char is a whole code point, so char offsets are code point indexes. */
  public boolean isBmpOnly() {
    return surrogates == 0;
  }

  /** A string of {@code count} copies of {@code codePoint}. */
  public static MString filled(int count, int codePoint) {
    MString result = new MString();
    for (int i = 0; i < count; i++) {
      result.chars.appendCodePoint(codePoint);
    }
    result.surrogates = Character.isBmpCodePoint(codePoint) ? 0 : 2 * count;
    return result;
  }

  /** The number of code points, which is Scheme's {@code string-length}. */
  public int codePointLength() {
    return surrogates == 0 ? chars.length() : chars.codePointCount(0, chars.length());
  }

  public int codePointAt(int index) {
    return surrogates == 0 ? chars.charAt(index) : chars.codePointAt(chars.offsetByCodePoints(0, index));
  }

  public void setCodePointAt(int index, int codePoint) {
    if (surrogates == 0 && Character.isBmpCodePoint(codePoint)) {
      chars.setCharAt(index, (char) codePoint);
      return;
    }
    int start = chars.offsetByCodePoints(0, index);
    int end = chars.offsetByCodePoints(start, 1);
    surrogates -= countSurrogates(chars.subSequence(start, end));
    chars.replace(start, end, new String(Character.toChars(codePoint)));
    surrogates += Character.isBmpCodePoint(codePoint) ? 0 : 2;
  }

  /** Appends, for string ports and builders. */
  public MString append(CharSequence text) {
    // Appending the other builder directly lets StringBuilder copy its array in bulk; through the
    // CharSequence interface it would copy char by char. Its surrogate count is already known.
    if (text instanceof MString m) {
      chars.append(m.chars);
      surrogates += m.surrogates;
    } else {
      chars.append(text);
      surrogates += countSurrogates(text);
    }
    return this;
  }

  public MString appendCodePoint(int codePoint) {
    chars.appendCodePoint(codePoint);
    surrogates += Character.isBmpCodePoint(codePoint) ? 0 : 2;
    return this;
  }

  /**
   * Replaces the code points [start, end) with {@code text}, which may be longer or shorter: the
   * string grows or shrinks, for Kawa's {@code string-append!} and {@code string-replace!}.
   */
  public void replace(int start, int end, CharSequence text) {
    int from = surrogates == 0 ? start : chars.offsetByCodePoints(0, start);
    int to = surrogates == 0 ? end : chars.offsetByCodePoints(from, end - start);
    if (surrogates != 0) {
      surrogates -= countSurrogates(chars.subSequence(from, to));
    }
    chars.replace(from, to, text.toString());
    surrogates += text instanceof MString m ? m.surrogates : countSurrogates(text);
  }

  @Override
  public int length() {
    return chars.length();
  }

  @Override
  public char charAt(int index) {
    return chars.charAt(index);
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    return chars.subSequence(start, end);
  }

  /**
   * Lexicographic order by code point, as {@code string<?}. It must not go through
   * {@code CharSequence.compare}: for two objects of one {@code Comparable} class that calls
   * {@code compareTo} back, which recursed until the stack overflowed.
   */
  @Override
  public int compareTo(MString other) {
    return compareCodePoints(this, other);
  }

  /** Lexicographic order of any two texts by code point (UTF-16 order differs above the BMP). */
  public static int compareCodePoints(CharSequence x, CharSequence y) {
    int i = 0;
    int j = 0;
    int m = x.length();
    int n = y.length();
    while (i < m && j < n) {
      char c = x.charAt(i);
      char d = y.charAt(j);
      if (c == d && !Character.isSurrogate(c)) {
        i++;
        j++;
        continue;
      }
      int a = Character.codePointAt(x, i);
      int b = Character.codePointAt(y, j);
      if (a != b) {
        return Integer.compare(a, b);
      }
      i += Character.charCount(a);
      j += Character.charCount(b);
    }
    return Boolean.compare(i < m, j < n);
  }

  /**
   * Whether {@code equal?} compares {@code x} as text: a string, or a process's output or a file
   * read whole ({@link StringLike}), which Kawa's {@code equal?} compares with a string by its text.
   */
  public static boolean comparesAsText(Object x) {
    return x instanceof String || x instanceof MString || x instanceof StringLike;
  }

  /** Whether two texts hold the same chars: the string part of {@code equal?} and {@code string=?}. */
  public static boolean sameText(CharSequence x, CharSequence y) {
    int n = x.length();
    if (n != y.length()) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      if (x.charAt(i) != y.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** Identity equality, as for every mutable Scheme object; {@code equal?} compares contents. */
  @Override
  public boolean equals(Object other) {
    return this == other;
  }

  @Override
  public int hashCode() {
    return System.identityHashCode(this);
  }

  @Override
  public String toString() {
    return chars.toString();
  }

  static int countSurrogates(CharSequence text) {
    int count = 0;
    for (int i = 0, n = text.length(); i < n; i++) {
      if (Character.isSurrogate(text.charAt(i))) {
        count++;
      }
    }
    return count;
  }
}
