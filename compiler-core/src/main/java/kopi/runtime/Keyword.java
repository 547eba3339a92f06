package kopi.runtime;

import java.util.concurrent.ConcurrentHashMap;

/**
 * A Kawa keyword such as {@code foo:}, as {@code read} returns it. Interned like symbols so that
 * {@code eq?} works; {@link #name} excludes the colon.
 */
@CallsNoScheme
public final class Keyword {
  private static final ConcurrentHashMap<String, Keyword> TABLE = new ConcurrentHashMap<>();

  private final String name;

  private Keyword(String name) {
    this.name = name;
  }

  public static Keyword intern(String name) {
    return TABLE.computeIfAbsent(name, Keyword::new);
  }

  public String name() {
    return name;
  }

  @Override
  public String toString() {
    return name + ":";
  }
}
