package kopi.ide;

import java.util.ArrayList;
import java.util.List;

/**
 * The edits that turn an older text into a newer one, in the order they were made, so that offsets
 * found in the older text (by an analysis that finished before the edits) can be moved to the newer
 * text. A range that an edit touched cannot be moved: its text is no longer what was analysed.
 */
public final class OffsetMap {
  /** One replacement of {@code oldLength} characters at {@code offset} by {@code newLength} characters. */
  public record Edit(int offset, int oldLength, int newLength) {}

  /** No edit: the two texts are the same. */
  public static final OffsetMap IDENTITY = new OffsetMap(List.of());

  private final List<Edit> edits;

  private OffsetMap(List<Edit> edits) {
    this.edits = List.copyOf(edits);
  }

  public static OffsetMap of(Edit edit) {
    return new OffsetMap(List.of(edit));
  }

  /** This map followed by {@code later}. */
  public OffsetMap then(OffsetMap later) {
    if (later.edits.isEmpty()) {
      return this;
    }
    List<Edit> all = new ArrayList<>(edits);
    all.addAll(later.edits);
    return new OffsetMap(all);
  }

  public boolean isIdentity() {
    return edits.isEmpty();
  }

  /**
   * The range {@code [start, end]} of the older text in the newer one, as {@code {start, end}}, or
   * null when an edit touched it (including an insertion at either end, which changes the token).
   */
  public int[] range(int start, int end) {
    int s = start;
    int e = end;
    for (Edit edit : edits) {
      int editEnd = edit.offset + edit.oldLength;
      if (edit.offset <= e && s <= editEnd) {
        return null;
      }
      if (s >= editEnd) {
        int delta = edit.newLength - edit.oldLength;
        s += delta;
        e += delta;
      }
    }
    return new int[] {s, e};
  }

  /**
   * The span {@code [start, end]} (a scope) in the newer text: edits inside it grow or shrink it,
   * an edit across one of its ends moves that end to the edit's boundary. Never null.
   */
  public int[] span(int start, int end) {
    int s = start;
    int e = end;
    for (Edit edit : edits) {
      s = lenient(s, edit, true);
      e = lenient(e, edit, false);
    }
    return new int[] {s, Math.max(s, e)};
  }

  /**
   * The offset of the newer text that corresponds to {@code offset} of the older one, keeping to
   * the edit's start when the offset was inside replaced text.
   */
  public int toNew(int offset) {
    int o = offset;
    for (Edit edit : edits) {
      o = lenient(o, edit, true);
    }
    return o;
  }

  private static int lenient(int offset, Edit edit, boolean start) {
    int editEnd = edit.offset + edit.oldLength;
    if (offset < edit.offset || (offset == edit.offset && start)) {
      return offset;
    }
    if (offset >= editEnd) {
      return offset + edit.newLength - edit.oldLength;
    }
    return start ? edit.offset : edit.offset + edit.newLength;
  }
}
