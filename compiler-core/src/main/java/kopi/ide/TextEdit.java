package kopi.ide;

import java.util.List;

/**
 * Replaces the text between two offsets of the original document with new text. A list of edits
 * from one feature never overlaps and is sorted by offset, so it can be applied back to front.
 *
 * @param start   first offset replaced
 * @param end     offset just past the replaced text
 * @param newText the replacement
 */
public record TextEdit(int start, int end, String newText) {

  /** Applies sorted, non-overlapping edits to {@code text}. */
  public static String apply(String text, List<TextEdit> edits) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    int position = 0;
    for (TextEdit edit : edits) {
      if (edit.start < position) {
        throw new IllegalArgumentException("overlapping edit at " + edit.start);
      }
      out.append(text, position, edit.start).append(edit.newText);
      position = edit.end;
    }
    return out.append(text, position, text.length()).toString();
  }
}
