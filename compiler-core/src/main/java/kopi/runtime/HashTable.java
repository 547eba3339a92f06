package kopi.runtime;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A hash table (SRFI 69 and R6RS hashtables), mutable unless it is a copy made immutable by R6RS
 * {@code hashtable-copy}, whose every change is then an error. Keys are wrapped so that the Java map
 * compares them the Scheme way: by {@code eqv?} (which is also our {@code eq?} on boxed numbers and
 * characters), by {@code equal?}, or by a user equality predicate with a user hash procedure.
 * Iteration follows insertion order, so printing a table's keys is deterministic.
 */
public final class HashTable {
  /** How keys are compared. */
  public enum Kind {
    EQV, EQUAL, CUSTOM
  }

  private final Kind kind;
  private final Procedure equality;
  private final Procedure hash;
  private final LinkedHashMap<Key, Object> map = new LinkedHashMap<>();
  private final boolean mutable;

  public HashTable(Kind kind, Procedure equality, Procedure hash) {
    this(kind, equality, hash, true);
  }

  private HashTable(Kind kind, Procedure equality, Procedure hash, boolean mutable) {
    this.kind = kind;
    this.equality = equality;
    this.hash = hash;
    this.mutable = mutable;
  }

  /** Whether the table may change ({@code hashtable-mutable?}). */
  public boolean isMutable() {
    return mutable;
  }

  /**
   * This table, for a change by {@code who}; the error {@code who: cannot modify non-mutable
   * hashtable} (Kawa 3.1.1's words) when it is immutable. Every change goes through it.
   */
  public HashTable checkMutable(String who) {
    if (!mutable) {
      throw Errors.error(who + ": cannot modify non-mutable hashtable");
    }
    return this;
  }

  /**
   * The equivalence predicate keys are compared with ({@code hash-table-equivalence-function}): the
   * one the table was made with (for the eqv and equal kinds it only names the comparison).
   */
  public Procedure equivalence() {
    return equality != null ? equality : Builtins.lookup(kind == Kind.EQV ? "eqv?" : "equal?");
  }

  /** The hash function of the keys ({@code hash-table-hash-function}). */
  public Procedure hashFunction() {
    return hash != null ? hash : Builtins.lookup(kind == Kind.EQV ? "hash-by-identity" : "hash");
  }

  public Object get(Object key, Object absent) {
    return map.getOrDefault(wrap(key), absent);
  }

  public boolean contains(Object key) {
    return map.containsKey(wrap(key));
  }

  public void put(Object key, Object value) {
    checkMutable("hash table");
    map.put(wrap(key), value);
  }

  public void remove(Object key) {
    checkMutable("hash table");
    map.remove(wrap(key));
  }

  public void clear() {
    checkMutable("hash table");
    map.clear();
  }

  public int size() {
    return map.size();
  }

  /** The keys and values, in insertion order, as a Scheme list of pairs. */
  public Object toAlist() {
    Object[] entries = new Object[map.size()];
    int i = 0;
    for (Map.Entry<Key, Object> entry : map.entrySet()) {
      entries[i++] = new Pair(entry.getKey().value, entry.getValue());
    }
    return Pair.list(entries);
  }

  public Object[] keys() {
    return map.keySet().stream().map(key -> key.value).toArray();
  }

  public Object[] values() {
    return map.values().toArray();
  }

  /** A mutable copy. */
  public HashTable copy() {
    return copy(true);
  }

  /** A copy, mutable or not. */
  public HashTable copy(boolean mutable) {
    HashTable copy = new HashTable(kind, equality, hash, mutable);
    copy.map.putAll(map);
    return copy;
  }

  @Override
  public String toString() {
    return "#<hash-table " + map.size() + ">";
  }

  /** The {@code equal?}-compatible hash of SRFI 69's {@code hash}: structural, bounded on big or circular data. */
  public static int equalHash(Object x) {
    return equalHash(x, 64);
  }

  private static int equalHash(Object x, int budget) {
    if (x instanceof CharSequence text && MString.comparesAsText(x)) {
      int h = 0;
      for (int i = 0; i < text.length(); i++) {
        h = 31 * h + text.charAt(i);
      }
      return h;
    }
    if (x instanceof Pair || x instanceof Object[]) {
      int h = x instanceof Pair ? 17 : 19;
      Object node = x;
      while (budget-- > 0) {
        if (node instanceof Pair pair) {
          h = 31 * h + equalHash(pair.car, budget / 2);
          node = pair.cdr;
        } else if (node instanceof Object[] vector) {
          for (int i = 0; i < vector.length && budget-- > 0; i++) {
            h = 31 * h + equalHash(vector[i], budget / 2);
          }
          break;
        } else {
          h = 31 * h + eqvHash(node);
          break;
        }
      }
      return h;
    }
    if (x instanceof byte[] bytes) {
      return java.util.Arrays.hashCode(bytes);
    }
    if (x instanceof UniformVector vector) {
      return vector.elementsHash();
    }
    return Equality.javaObject(x) ? x.hashCode() : eqvHash(x);
  }

  /** A hash consistent with {@code eqv?}: by value for numbers and characters, else by identity. */
  public static int eqvHash(Object x) {
    if (x instanceof Long || x instanceof Double || x instanceof java.math.BigInteger || x instanceof Ratnum
        || x instanceof Char || x instanceof Keyword) {
      return x.hashCode();
    }
    return System.identityHashCode(x);
  }

  private Key wrap(Object key) {
    return new Key(key);
  }

  /** A key as the Java map sees it: hashing and equality per the table's kind. */
  private final class Key {
    final Object value;
    final int hashCode;

    Key(Object value) {
      this.value = value;
      this.hashCode = switch (kind) {
        case EQV -> eqvHash(value);
        case EQUAL -> equalHash(value);
        case CUSTOM -> hash == null ? equalHash(value) : Num.toBig(Procedure.call(hash, value)).intValue();
      };
    }

    @Override
    public boolean equals(Object other) {
      if (!(other instanceof HashTable.Key key)) {
        return false;
      }
      return switch (kind) {
        case EQV -> Equality.isEqv(value, key.value);
        case EQUAL -> Equality.isEqual(value, key.value);
        case CUSTOM -> Procedure.call(equality, value, key.value) != Boolean.FALSE;
      };
    }

    @Override
    public int hashCode() {
      return hashCode;
    }
  }
}
