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
      Map.entry("module-export", "module declaration"), Map.entry("module-name", "module declaration"),
      Map.entry("module-static", "module declaration"), Map.entry("module-compile-options", "module declaration"),
      Map.entry("module-extends", "module declaration"), Map.entry("module-implements", "module declaration"),
      Map.entry("define-variable", "definition form"), Map.entry("define-namespace", "definition form"),
      Map.entry("define-private-namespace", "definition form"), Map.entry("define-private-alias", "definition form"),
      Map.entry("define-enum", "definition form"),
      Map.entry("provide", "module declaration"), Map.entry("syntax-case", "macro form"),
      Map.entry("syntax", "macro form"), Map.entry("quasisyntax", "macro form"),
      Map.entry("with-syntax", "macro form"), Map.entry("define-syntax-case", "macro form"),
      Map.entry("datum->syntax", "macro procedure"), Map.entry("syntax->datum", "macro procedure"),
      Map.entry("identifier?", "macro procedure"), Map.entry("bound-identifier=?", "macro procedure"),
      Map.entry("free-identifier=?", "macro procedure"), Map.entry("generate-temporaries", "macro procedure"),
      Map.entry("object", "anonymous class form"),
      Map.entry("resource-url", "module procedure"), Map.entry("module-uri", "module procedure"),
      Map.entry("regex-match", "(kawa regex) procedure"),
      Map.entry("regex-split", "(kawa regex) procedure"), Map.entry("regex-replace*", "(kawa regex) procedure"),
      Map.entry("pretty-print", "(kawa pprint) procedure"), Map.entry("string-split", "string procedure"));

  /**
   * The message for an unbound {@code name}: "unbound variable: NAME", with what Kawa means by it
   * when the name is one of Kawa's that Kopi lacks.
   */
  public static String unboundMessage(String name) {
    String what = NAMES.get(name);
    return what == null ? "unbound variable: " + name
        : "unbound variable: " + name + " (a Kawa " + what + " that Kopi does not support yet)";
  }

  /** Every name in the table, for the test that keeps it honest. */
  public static java.util.Set<String> names() {
    return NAMES.keySet();
  }
}
