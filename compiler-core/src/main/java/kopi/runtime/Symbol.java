package kopi.runtime;

import java.util.concurrent.ConcurrentHashMap;

/**
 * A symbol. Interned symbols are unique per name, so {@code eq?} is {@code ==}; the table is a
 * concurrent map because compiled programs may intern from several threads. Uninterned symbols
 * (for {@code gensym}-style uses) are never equal to another symbol.
 */
@CallsNoScheme
public final class Symbol {
  private static final ConcurrentHashMap<String, Symbol> TABLE = new ConcurrentHashMap<>();

  private final String name;

  private Symbol(String name) {
    this.name = name;
  }

  /** The unique interned symbol named {@code name}. */
  public static Symbol intern(String name) {
    Symbol existing = TABLE.get(name);
    if (existing != null) {
      return existing;
    }
    // No Symbol::new here: a method reference links at run time, milliseconds before a program's
    // first symbol.
    Symbol fresh = new Symbol(name);
    Symbol raced = TABLE.putIfAbsent(name, fresh);
    return raced != null ? raced : fresh;
  }

  /** A fresh symbol that is not in the table and so differs from every other symbol. */
  public static Symbol uninterned(String name) {
    return new Symbol(name);
  }

  public String name() {
    return name;
  }

  public boolean isInterned() {
    return TABLE.get(name) == this;
  }

  @Override
  public String toString() {
    return name;
  }
}
