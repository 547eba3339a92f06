package kopi.expand;

import java.math.BigInteger;
import java.util.List;
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
 * (the DESIGN.md representation table): scopes are dropped, identifiers become interned symbols.
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

  public static Object toValue(Syntax syntax) {
    if (syntax instanceof Syntax.Id id) {
      return Symbol.intern(id.name());
    }
    if (syntax instanceof Syntax.SList list) {
      Object result = list.tail() == null ? Nil.NIL : toValue(list.tail());
      List<Syntax> elements = list.elements();
      for (int i = elements.size() - 1; i >= 0; i--) {
        result = new Pair(toValue(elements.get(i)), result);
      }
      return result;
    }
    if (syntax instanceof Syntax.SVector vector) {
      Object[] result = new Object[vector.elements().size()];
      for (int i = 0; i < result.length; i++) {
        result[i] = toValue(vector.elements().get(i));
      }
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
    if (value instanceof Syntax.Keyword k) {
      return Keyword.intern(k.name());
    }
    if (value instanceof byte[] bytes) {
      return bytes.clone();
    }
    if (value instanceof Syntax.Special special) {
      switch (special.name()) {
        case "eof":
          return Eof.VALUE;
        case "void":
          return Unspecified.VALUE;
        case "default":
          return DefaultObject.VALUE;
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
    return kopi.runtime.lib.NumberLib.fromLiteral(number);
  }
}
