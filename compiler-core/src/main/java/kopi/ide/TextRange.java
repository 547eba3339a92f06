package kopi.ide;

/**
 * A range of UTF-16 offsets in a document, {@code start <= end}, end exclusive.
 *
 * @param start first offset of the range
 * @param end   offset just past the range
 */
public record TextRange(int start, int end) {

  public TextRange {
    if (start < 0 || end < start) {
      throw new IllegalArgumentException("bad range " + start + ".." + end);
    }
  }

  public int length() {
    return end - start;
  }

  public boolean contains(TextRange other) {
    return start <= other.start && other.end <= end;
  }

  /** True when the two ranges share at least one offset, or touch when one of them is empty. */
  public boolean intersects(int otherStart, int otherEnd) {
    return start <= otherEnd && otherStart <= end;
  }
}
