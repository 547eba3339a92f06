package kopi.codegen;

import java.util.Arrays;

/**
 * The source columns of a module class's failure sites (calls, global references and
 * assignments), kept for run-time error reports. A JVM stack trace gives a frame's line but not its
 * column, so the class records, for each line on which exactly one such site starts, that site's
 * column; a line with several sites is left out, since the trace cannot tell them apart and a guess
 * would point at the wrong expression. The table is a string constant in the field {@link #FIELD},
 * {@code "LINE:COLUMN LINE:COLUMN ..."} (1-based), read back by {@code kopi.runtime.Launcher}.
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

  String encode() {
    StringBuilder out = new StringBuilder();
    for (int line = 0; line < columns.length; line++) {
      int column = columns[line];
      if (column > 0) {
        out.append(out.length() == 0 ? "" : " ").append(line).append(':').append(column);
      }
    }
    return out.toString();
  }
}
