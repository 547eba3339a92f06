package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.Builtins;
import kopi.runtime.Errors;
import kopi.runtime.HashTable;
import kopi.runtime.Procedure;
import kopi.runtime.Unspecified;

/**
 * Hash tables under the SRFI 69 names ({@code make-hash-table}, {@code hash-table-ref/default},
 * ...) and the R6RS ones ({@code make-equal-hashtable}, {@code hashtable-ref}, ...), both over
 * {@link HashTable}. {@code make-hash-table} with no argument compares with {@code equal?}.
 */
public final class HashTableLib {
  private HashTableLib() {}

  @Builtin("make-hash-table")
  public static Object makeHashTable() {
    return new HashTable(HashTable.Kind.EQUAL, null, null);
  }

  @Builtin("make-hash-table")
  public static Object makeHashTable(Object equality) {
    return makeHashTable(equality, null);
  }

  @Builtin("make-hash-table")
  public static Object makeHashTable(Object equality, Object hash) {
    Procedure eq = Args.procedure("make-hash-table", equality);
    Procedure h = hash == null ? null : Args.procedure("make-hash-table", hash);
    if (h == null && (eq == Builtins.lookup("eq?") || eq == Builtins.lookup("eqv?"))) {
      return new HashTable(HashTable.Kind.EQV, eq, null);
    }
    if (h == null && (eq == Builtins.lookup("equal?") || eq == Builtins.lookup("string=?"))) {
      return new HashTable(HashTable.Kind.EQUAL, eq, null);
    }
    return new HashTable(HashTable.Kind.CUSTOM, eq, h);
  }

  @Builtin("make-eqv-hashtable")
  public static Object makeEqvHashtable() {
    return new HashTable(HashTable.Kind.EQV, null, null);
  }

  @Builtin("make-eqv-hashtable")
  public static Object makeEqvHashtable(Object capacity) {
    return new HashTable(HashTable.Kind.EQV, null, null);
  }

  /** An eqv? table whose equivalence function is eq? (R6RS's {@code hashtable-equivalence-function}). */
  @Builtin("make-eq-hashtable")
  public static Object makeEqHashtable() {
    return new HashTable(HashTable.Kind.EQV, Builtins.lookup("eq?"), null);
  }

  @Builtin("make-eq-hashtable")
  public static Object makeEqHashtable(Object capacity) {
    return makeEqHashtable();
  }

  @Builtin({"make-equal-hashtable", "make-string-hashtable"})
  public static Object makeEqualHashtable() {
    return new HashTable(HashTable.Kind.EQUAL, null, null);
  }

  @Builtin({"make-equal-hashtable", "make-string-hashtable"})
  public static Object makeEqualHashtable(Object capacity) {
    return new HashTable(HashTable.Kind.EQUAL, null, null);
  }

  @Builtin("make-hashtable")
  public static Object makeHashtable(Object hash, Object equality) {
    return makeHashTable(equality, hash);
  }

  @Builtin({"hash-table?", "hashtable?"})
  public static Object hashTableP(Object x) {
    return x instanceof HashTable;
  }

  @Builtin({"hash-table-set!", "hashtable-set!"})
  public static Object set(Object table, Object key, Object value) {
    mutableTable("hash-table-set!", table).put(key, value);
    return Unspecified.VALUE;
  }

  /** SRFI 69 {@code (hash-table-ref table key [failure-thunk])}: an error when absent without a thunk. */
  @Builtin(value = "hash-table-ref", types = {"*", "*", "procedure", "procedure"})
  public static Object ref(Object table, Object key) {
    Object value = table("hash-table-ref", table).get(key, MISSING);
    if (value == MISSING) {
      throw Errors.error("hash-table-ref: key not found: " + kopi.runtime.Printer.writeString(key));
    }
    return value;
  }

  @Builtin(value = "hash-table-ref", types = {"*", "*", "procedure", "procedure"})
  public static Object ref(Object table, Object key, Object failure) {
    Object value = table("hash-table-ref", table).get(key, MISSING);
    return value == MISSING ? Procedure.call(failure) : value;
  }

  @Builtin({"hash-table-ref/default", "hashtable-ref"})
  public static Object refDefault(Object table, Object key, Object fallback) {
    return table("hash-table-ref/default", table).get(key, fallback);
  }

  @Builtin({"hash-table-delete!", "hashtable-delete!"})
  public static Object delete(Object table, Object key) {
    mutableTable("hash-table-delete!", table).remove(key);
    return Unspecified.VALUE;
  }

  @Builtin({"hash-table-exists?", "hash-table-contains?", "hashtable-contains?"})
  public static Object contains(Object table, Object key) {
    return table("hash-table-contains?", table).contains(key);
  }

  @Builtin({"hash-table-size", "hash-table-count", "hashtable-size"})
  public static Object size(Object table) {
    return (long) table("hash-table-size", table).size();
  }

  @Builtin("hash-table-keys")
  public static Object keys(Object table) {
    return kopi.runtime.Pair.list(table("hash-table-keys", table).keys());
  }

  @Builtin("hashtable-keys")
  public static Object keysVector(Object table) {
    return table("hashtable-keys", table).keys();
  }

  @Builtin("hash-table-values")
  public static Object values(Object table) {
    return kopi.runtime.Pair.list(table("hash-table-values", table).values());
  }

  @Builtin("hash-table->alist")
  public static Object toAlist(Object table) {
    return table("hash-table->alist", table).toAlist();
  }

  @Builtin("hash-table-walk")
  public static Object walk(Object table, Object proc) {
    Procedure f = Args.procedure("hash-table-walk", proc);
    HashTable t = table("hash-table-walk", table);
    Object[] keys = t.keys();
    for (Object key : keys) {
      Procedure.call(f, key, t.get(key, null));
    }
    return Unspecified.VALUE;
  }

  @Builtin("hash-table-update!")
  public static Object update(Object table, Object key, Object proc) {
    HashTable t = mutableTable("hash-table-update!", table);
    t.put(key, Procedure.call(Args.procedure("hash-table-update!", proc), ref(t, key)));
    return Unspecified.VALUE;
  }

  @Builtin("hash-table-update!")
  public static Object update(Object table, Object key, Object proc, Object failure) {
    HashTable t = mutableTable("hash-table-update!", table);
    t.put(key, Procedure.call(Args.procedure("hash-table-update!", proc), ref(t, key, failure)));
    return Unspecified.VALUE;
  }

  @Builtin({"hash-table-update!/default", "hashtable-update!"})
  public static Object updateDefault(Object table, Object key, Object proc, Object fallback) {
    HashTable t = mutableTable("hash-table-update!/default", table);
    t.put(key, Procedure.call(Args.procedure("hash-table-update!/default", proc), t.get(key, fallback)));
    return Unspecified.VALUE;
  }

  /** SRFI 69's {@code hash-table-copy}: a mutable copy. */
  @Builtin("hash-table-copy")
  public static Object copy(Object table) {
    return table("hash-table-copy", table).copy();
  }

  /** R6RS {@code (hashtable-copy table)}: an immutable copy, as in Kawa 3.1.1. */
  @Builtin("hashtable-copy")
  public static Object hashtableCopy(Object table) {
    return table("hashtable-copy", table).copy(false);
  }

  /** R6RS {@code (hashtable-copy table mutable)}: a copy, mutable when {@code mutable} is true. */
  @Builtin("hashtable-copy")
  public static Object hashtableCopy(Object table, Object mutable) {
    return table("hashtable-copy", table).copy(mutable != Boolean.FALSE);
  }

  @Builtin("hashtable-mutable?")
  public static Object hashtableMutableP(Object table) {
    return table("hashtable-mutable?", table).isMutable();
  }

  @Builtin({"hash-table-clear!", "hashtable-clear!"})
  public static Object clear(Object table) {
    mutableTable("hash-table-clear!", table).clear();
    return Unspecified.VALUE;
  }

  @Builtin({"hash", "equal-hash"})
  public static Object hash(Object x) {
    return (long) (HashTable.equalHash(x) & Integer.MAX_VALUE);
  }

  @Builtin("string-hash")
  public static Object stringHash(Object s) {
    return (long) (HashTable.equalHash(Args.string("string-hash", s).toString()) & Integer.MAX_VALUE);
  }

  /** SRFI 69 {@code (hash obj bound)}: a hash below {@code bound}. */
  @Builtin({"hash", "equal-hash"})
  public static Object hash(Object x, Object bound) {
    return bounded("hash", HashTable.equalHash(x), bound);
  }

  @Builtin("string-hash")
  public static Object stringHash(Object s, Object bound) {
    return bounded("string-hash", HashTable.equalHash(Args.string("string-hash", s).toString()), bound);
  }

  static Object bounded(String who, int hash, Object bound) {
    long b = Args.positive(who, bound);
    return (hash & Integer.MAX_VALUE) % b;
  }

  private static final Object MISSING = new Object();

  /** {@code x} as a hash table that {@code who} may change. */
  static HashTable mutableTable(String who, Object x) {
    return table(who, x).checkMutable(who);
  }

  static HashTable table(String who, Object x) {
    if (x instanceof HashTable t) {
      return t;
    }
    throw Errors.wrongType(who, "hash table", x);
  }
}
