package kopi.expand;

import java.util.Map;

/**
 * Names that Kawa 3.1.1 defines and Kopi does not yet, so that using one reports what it is ("a
 * Kawa form Kopi does not support yet") instead of a bare "unbound variable" that reads like a
 * typing mistake. Each entry says what the name is in Kawa. A name leaves this table in the commit
 * that implements it; {@code KawaUnsupportedTest} checks that no entry is also bound by Kopi.
 */
public final class KawaUnsupported {
  private KawaUnsupported() {}

  private static final Map<String, String> NAMES = Map.ofEntries(
      Map.entry("load-relative", "load procedure, outside a top-level (load-relative \"file\"),"));

  /**
   * The message for an unbound {@code name}: "unbound variable: NAME", with what Kawa means by it
   * when the name is one of Kawa's that Kopi lacks, or which SRFI to import when a SRFI has it.
   */
  public static String unboundMessage(String name) {
    String what = NAMES.get(name);
    if (what == null) {
      String srfi = StandardLibraries.srfiOf(name);
      String library = srfi == null ? StandardLibraries.importOnlyLibraryOf(name) : null;
      if (library != null) {
        return "unbound variable: " + name + " ((" + library + ") has it: (import (" + library + ")))";
      }
      return srfi == null ? "unbound variable: " + name
          : "unbound variable: " + name + " (SRFI " + srfi.substring("srfi ".length()) + " has it: (import ("
              + srfi + ")))";
    }
    return "unbound variable: " + name + " (a Kawa " + what + " that Kopi does not support yet)";
  }

  /** Every name in the table, for the test that keeps it honest. */
  public static java.util.Set<String> names() {
    return NAMES.keySet();
  }
}
