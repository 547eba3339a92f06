package kopi.codegen;

import java.util.Map;
import java.util.TreeMap;

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
  private final Map<Integer, Integer> columns = new TreeMap<>();

  /** Records a site at {@code line}:{@code column}; a second, different column makes the line ambiguous. */
  void note(int line, int column) {
    columns.merge(line, column, (old, added) -> old.equals(added) ? old : SEVERAL);
  }

  String encode() {
    StringBuilder out = new StringBuilder();
    for (Map.Entry<Integer, Integer> entry : columns.entrySet()) {
      if (entry.getValue() != SEVERAL) {
        out.append(out.length() == 0 ? "" : " ").append(entry.getKey()).append(':').append(entry.getValue());
      }
    }
    return out.toString();
  }
}
