package kopi.expand;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import kopi.runtime.Char;
import kopi.runtime.DefaultObject;
import kopi.runtime.Eof;
import kopi.runtime.Keyword;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Ratnum;
import kopi.runtime.Symbol;
import kopi.runtime.Unspecified;
import kopi.syntax.NumberLiteral;

/**
 * Turns syntax into the runtime values that {@code quote} and self-evaluating literals denote
 * (the representations of the runtime's package notes): scopes are dropped, identifiers become interned symbols.
 * This is the only class of the expander that builds runtime data.
 */
public final class Datums {
  private Datums() {}

  /** Thrown for a literal the runtime cannot represent yet (complex numbers). */
  public static final class UnsupportedLiteral extends RuntimeException {
    public final Syntax where;

    UnsupportedLiteral(Syntax where, String message) {
      super(message, null, false, false);
      this.where = where;
    }
  }

  /**
   * The value of quoted syntax. A list or vector that occurs more than once in the tree (a datum
   * label referenced without a cycle, {@code (#0=(x) #0#)}) becomes one shared value, so the
   * sharing the text wrote survives as {@code eq?}.
   */
  public static Object toValue(Syntax syntax) {
    // Most quoted data (and every self-evaluating literal) are atoms, which need no memo: its
    // identity map was a sizeable share of the expander's allocation.
    boolean compound = syntax instanceof Syntax.SList || syntax instanceof Syntax.SVector;
    return toValue(syntax, compound ? new Memo() : null);
  }

  /**
   * The values already built for the lists and vectors of one quoted datum. The reader gives both
   * occurrences of a labelled datum the same syntax object, but adding a scope copies the tree, so
   * a copy is recognised as well: the same source range and equal syntax (scopes included) can only
   * be the same text read once. Merging two such occurrences of a literal is also what R7RS allows
   * of constants, so the rule is safe for syntax a macro duplicated. Ranges are compared before
   * the deep {@code equals}, which thus runs only for real copies.
   */
  private static final class Memo {
    private final Map<Syntax, Object> byIdentity = new IdentityHashMap<>();
    private final Map<Key, List<Syntax>> byRange = new HashMap<>();

    Object get(Syntax syntax) {
      Object known = byIdentity.get(syntax);
      if (known != null || syntax.start() < 0) {
        return known;
      }
      List<Syntax> candidates = byRange.get(range(syntax));
      if (candidates != null) {
        for (Syntax candidate : candidates) {
          if (candidate.equals(syntax)) {
            return byIdentity.get(candidate);
          }
        }
      }
      return null;
    }

    void put(Syntax syntax, Object value) {
      byIdentity.put(syntax, value);
      if (syntax.start() >= 0) {
        byRange.computeIfAbsent(range(syntax), k -> new ArrayList<>(1)).add(syntax);
      }
    }

    /**
     * The range and a shallow summary of the elements: a macro's expansion gives all its nodes the
     * use's range, and keyed by the range alone each list was compared with every other (a
     * recursive define-macro over a form of 250 elements took 17 s for 10,000 levels).
     */
    private static Key range(Syntax syntax) {
      List<Syntax> elements = syntax instanceof Syntax.SList list ? list.elements()
          : ((Syntax.SVector) syntax).elements();
      int shallow = elements.size();
      for (Syntax element : elements) {
        shallow = 31 * shallow + (element instanceof Syntax.Id id ? id.name().hashCode()
            : element instanceof Syntax.Atom atom ? java.util.Objects.hashCode(atom.value())
            : element instanceof Syntax.SList list ? 17 * list.size() : 19);
      }
      return new Key(((long) syntax.start() << 32) | (syntax.end() & 0xffffffffL), shallow);
    }

    private record Key(long range, int shallow) {}
  }

  private static Object toValue(Syntax syntax, Memo done) {
    if (syntax instanceof Syntax.Id id) {
      return Symbol.intern(id.name());
    }
    if (syntax instanceof Syntax.SList list) {
      Object known = done.get(list);
      if (known != null) {
        return known;
      }
      Object result = list.tail() == null ? Nil.NIL : toValue(list.tail(), done);
      List<Syntax> elements = list.elements();
      for (int i = elements.size() - 1; i >= 0; i--) {
        result = new Pair(toValue(elements.get(i), done), result);
      }
      done.put(list, result);
      return result;
    }
    if (syntax instanceof Syntax.SVector vector) {
      Object known = done.get(vector);
      if (known != null) {
        return known;
      }
      Object[] result = new Object[vector.elements().size()];
      for (int i = 0; i < result.length; i++) {
        result[i] = toValue(vector.elements().get(i), done);
      }
      done.put(vector, result);
      return result;
    }
    return atom(((Syntax.Atom) syntax).value(), syntax);
  }

  /** The runtime value of an atom's payload. */
  public static Object atom(Object value, Syntax where) {
    if (value instanceof NumberLiteral number) {
      return number(number, where);
    }
    if (value instanceof Syntax.Char c) {
      return Char.of(c.codePoint());
    }
    if (value instanceof Syntax.Circular circular) {
      return circular.value();
    }
    if (value instanceof Syntax.Keyword k) {
      return Keyword.intern(k.name());
    }
    if (value instanceof byte[] bytes) {
      return bytes.clone();
    }
    if (value instanceof kopi.runtime.UniformVector vector) {
      return vector.copy();
    }
    if (value instanceof Syntax.Special special) {
      switch (special.name()) {
        case "eof":
          return Eof.VALUE;
        case "void":
          return Unspecified.VALUE;
        case "default":
          return DefaultObject.VALUE;
        case "null":
          return null;
        default:
          throw new UnsupportedLiteral(where, "#!" + special.name() + " cannot be used as a value");
      }
    }
    return value;
  }

  public static Object number(NumberLiteral number, Syntax where) {
    if (number instanceof NumberLiteral.Exact exact) {
      if (exact.denominator().equals(BigInteger.ONE)) {
        BigInteger n = exact.numerator();
        return n.bitLength() < 64 ? (Object) n.longValue() : n;
      }
      return Ratnum.make(exact.numerator(), exact.denominator());
    }
    if (number instanceof NumberLiteral.Inexact inexact) {
      return inexact.value();
    }
    // A complex literal: the runtime owns its normalisation (exactness of the parts, zero imaginary).
    return kopi.runtime.Num.fromLiteral(number);
  }
}
