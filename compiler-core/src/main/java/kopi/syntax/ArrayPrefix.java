package kopi.syntax;

/**
 * The prefix of a SRFI 163 array literal, {@code #RANKa} followed for each dimension by an optional
 * lower bound {@code @LOW} and an optional length {@code :LENGTH}, as in {@code #2a@1:2:3}: the
 * bounds are given for every dimension or for none. A length of -1 is not given (the elements say).
 */
public record ArrayPrefix(int rank, int[] lows, int[] lengths) {

  /** The prefix {@code text} ({@code #2a}, {@code #2a@1:2@1:2}, ...), or null when it is malformed. */
  public static ArrayPrefix parse(String text) {
    int i = 1;
    int start = i;
    while (i < text.length() && Character.isDigit(text.charAt(i))) {
      i++;
    }
    if (i == start || i >= text.length() || Character.toLowerCase(text.charAt(i)) != 'a' || i - start > 6) {
      return null;
    }
    int rank = Integer.parseInt(text.substring(start, i));
    i++;
    int[] lows = new int[rank];
    int[] lengths = new int[rank];
    java.util.Arrays.fill(lengths, -1);
    if (i == text.length()) {
      return new ArrayPrefix(rank, lows, lengths);
    }
    for (int k = 0; k < rank; k++) {
      boolean any = false;
      if (i < text.length() && text.charAt(i) == '@') {
        int[] read = integer(text, i + 1, true);
        if (read == null) {
          return null;
        }
        lows[k] = read[0];
        i = read[1];
        any = true;
      }
      if (i < text.length() && text.charAt(i) == ':') {
        int[] read = integer(text, i + 1, false);
        if (read == null) {
          return null;
        }
        lengths[k] = read[0];
        i = read[1];
        any = true;
      }
      if (!any) {
        return null;
      }
    }
    return i == text.length() ? new ArrayPrefix(rank, lows, lengths) : null;
  }

  /** The integer at {@code from} and the index after it, or null. */
  private static int[] integer(String text, int from, boolean signed) {
    int i = from;
    if (signed && i < text.length() && text.charAt(i) == '-') {
      i++;
    }
    int digits = i;
    while (i < text.length() && Character.isDigit(text.charAt(i))) {
      i++;
    }
    if (i == digits || i - digits > 9) {
      return null;
    }
    return new int[] {Integer.parseInt(text.substring(from, i)), i};
  }
}
