package kopi.codegen;

import java.util.Arrays;

/**
 * The source columns of a module class's failure sites (calls, global references and
 * assignments), kept for run-time error reports. A JVM stack trace gives a frame's line but not its
 * column, so the class records, for each line on which exactly one such site starts, that site's
 * column; a line with several sites is left out, since the trace cannot tell them apart and a guess
 * would point at the wrong expression. The table is a string constant in the field {@link #FIELD},
 * {@code "LINE:COLUMN LINE:COLUMN ..."} (1-based), read back by {@code kopi.runtime.Launcher}. A
 * constant string holds at most 64 KB, so a long table (a program of thousands of lines) goes on in
 * fields {@code $columns$1}, {@code $columns$2}..., each holding whole entries.
 */
final class SiteColumns {
  /** The name of the public static final String field holding the table; the runtime reads it by this name. */
  static final String FIELD = kopi.runtime.Launcher.COLUMNS_FIELD;

  private static final int SEVERAL = -1;
  /**
   * The column of each line (1-based, indexed by line), 0 for a line without sites or
   * {@link #SEVERAL}. An array rather than a sorted map: every call site notes its line, and
   * boxing and tree insertion there were a visible share of code generation.
   */
  private int[] columns = new int[64];

  /** Records a site at {@code line}:{@code column}; a second, different column makes the line ambiguous. */
  void note(int line, int column) {
    if (line >= columns.length) {
      columns = Arrays.copyOf(columns, Math.max(line + 1, columns.length * 2));
    }
    int old = columns[line];
    columns[line] = old == 0 || old == column ? column : SEVERAL;
  }

  /** The table in parts that each fit a constant string: part 0 for {@link #FIELD}, part N for {@code FIELD$N}. */
  java.util.List<String> encode() {
    java.util.List<String> parts = new java.util.ArrayList<>();
    StringBuilder out = new StringBuilder();
    for (int line = 0; line < columns.length; line++) {
      int column = columns[line];
      if (column > 0) {
        String entry = line + ":" + column;
        if (out.length() + 1 + entry.length() > PART_CHARS) {
          parts.add(out.toString());
          out.setLength(0);
        }
        out.append(out.length() == 0 ? "" : " ").append(entry);
      }
    }
    parts.add(out.toString());
    return parts;
  }

  /** The longest part (the table is ASCII, a byte per character). */
  private static final int PART_CHARS = CompactCode.MAX_CONSTANT_BYTES;

  /** The name of the field holding part {@code part} of the table. */
  static String field(int part) {
    return part == 0 ? FIELD : FIELD + "$" + part;
  }
}
