package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.HashTable;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;

/**
 * The SRFI 69 hash-table procedures that only {@code (import (srfi 69))} binds; the common ones
 * ({@code make-hash-table}, {@code hash-table-ref}, ...) are in the default environment
 * ({@link HashTableLib}).
 */
public final class Srfi69Lib {
  private Srfi69Lib() {}

  @Builtin("alist->hash-table")
  public static Object alistToHashTable(Object alist) {
    return fill((HashTable) HashTableLib.makeHashTable(), alist);
  }

  @Builtin("alist->hash-table")
  public static Object alistToHashTable(Object alist, Object equality) {
    return fill((HashTable) HashTableLib.makeHashTable(equality), alist);
  }

  @Builtin("alist->hash-table")
  public static Object alistToHashTable(Object alist, Object equality, Object hash) {
    return fill((HashTable) HashTableLib.makeHashTable(equality, hash), alist);
  }

  /** The first association of a key wins, as SRFI 69 says. */
  private static HashTable fill(HashTable table, Object alist) {
    for (Object l = alist; l instanceof Pair p; l = p.cdr) {
      Pair entry = Args.pair("alist->hash-table", p.car);
      if (!table.contains(entry.car)) {
        table.put(entry.car, entry.cdr);
      }
    }
    return table;
  }

  @Builtin("hash-table-equivalence-function")
  public static Object equivalenceFunction(Object table) {
    return HashTableLib.table("hash-table-equivalence-function", table).equivalence();
  }

  @Builtin("hash-table-hash-function")
  public static Object hashFunction(Object table) {
    return HashTableLib.table("hash-table-hash-function", table).hashFunction();
  }

  /** {@code (hash-table-fold table f init)}: {@code (f key value acc)} over every association. */
  @Builtin("hash-table-fold")
  public static Object fold(Object table, Object f, Object init) {
    HashTable t = HashTableLib.table("hash-table-fold", table);
    Procedure proc = Args.procedure("hash-table-fold", f);
    Object acc = init;
    for (Object key : t.keys()) {
      acc = Procedure.call(proc, key, t.get(key, null), acc);
    }
    return acc;
  }

  /** Adds every association of {@code table2} to {@code table1}; returns {@code table1}. */
  @Builtin("hash-table-merge!")
  public static Object merge(Object table1, Object table2) {
    HashTable into = HashTableLib.mutableTable("hash-table-merge!", table1);
    HashTable from = HashTableLib.table("hash-table-merge!", table2);
    for (Object key : from.keys()) {
      into.put(key, from.get(key, null));
    }
    return into;
  }

  @Builtin("string-ci-hash")
  public static Object stringCiHash(Object s) {
    return (long) (HashTable.equalHash(foldCase(s)) & Integer.MAX_VALUE);
  }

  @Builtin("string-ci-hash")
  public static Object stringCiHash(Object s, Object bound) {
    return HashTableLib.bounded("string-ci-hash", HashTable.equalHash(foldCase(s)), bound);
  }

  private static String foldCase(Object s) {
    return Args.string("string-ci-hash", s).toString().toLowerCase(java.util.Locale.ROOT);
  }

  @Builtin("hash-by-identity")
  public static Object hashByIdentity(Object x) {
    return (long) (HashTable.eqvHash(x) & Integer.MAX_VALUE);
  }

  @Builtin("hash-by-identity")
  public static Object hashByIdentity(Object x, Object bound) {
    return HashTableLib.bounded("hash-by-identity", HashTable.eqvHash(x), bound);
  }
}
