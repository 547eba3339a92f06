package kopi.syntax;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A test {@link DatumBuilder} that builds small mutable data and writes them the way Kawa 3.1.1
 * writes them, so reader tests can compare with Kawa's output. Lists are mutable so that datum
 * labels can be patched into real cycles.
 */
class WritingBuilder implements DatumBuilder<Object> {

  record Sym(String name) {}

  record Kw(String name) {}

  record Chr(int code) {}

  record Special(String name) {}

  record Bytes(byte[] bytes) {}

  static final class MList {
    final List<Object> items;
    Object tail;

    MList(List<Object> items, Object tail) {
      this.items = new ArrayList<>(items);
      this.tail = tail;
    }
  }

  static final class Vec {
    final List<Object> items;

    Vec(List<Object> items) {
      this.items = new ArrayList<>(items);
    }
  }

  static final class Placeholder {}

  @Override
  public Object symbol(String name, int start, int end) {
    return new Sym(name);
  }

  @Override
  public Object keyword(String name, int start, int end) {
    return new Kw(name);
  }

  @Override
  public Object string(String value, int start, int end) {
    return value;
  }

  @Override
  public Object character(int codePoint, int start, int end) {
    return new Chr(codePoint);
  }

  @Override
  public Object bool(boolean value, int start, int end) {
    return value;
  }

  @Override
  public Object number(NumberLiteral value, int start, int end) {
    return value;
  }

  @Override
  public Object list(List<Object> elements, Object tail, int start, int end) {
    return new MList(elements, tail);
  }

  @Override
  public Object vector(List<Object> elements, int start, int end) {
    return new Vec(elements);
  }

  /** A SRFI 4 literal: its tag and its elements' number literals. */
  record Uniform(String tag, List<NumberLiteral> elements) {}

  @Override
  public Object uniformVector(String tag, List<NumberLiteral> elements, int start, int end) {
    return new Uniform(tag, elements);
  }

  @Override
  public Object bytevector(byte[] bytes, int start, int end) {
    return new Bytes(bytes);
  }

  @Override
  public Object special(String name, int start, int end) {
    return new Special(name);
  }

  @Override
  public Object regex(String token, int start, int end) {
    return new Special("regex " + token);
  }

  @Override
  public Object array(ArrayPrefix prefix, Object contents, int start, int end) {
    // Written as #!array-RANK: what the datum reader made of the contents is tested elsewhere.
    return new Special("array-" + prefix.rank());
  }

  @Override
  public Object placeholder(int label, int start, int end) {
    return new Placeholder();
  }

  @Override
  public Object patch(Object placeholder, Object datum) {
    replace(datum, placeholder, datum, new IdentityHashMap<>());
    return datum;
  }

  private static void replace(Object in, Object placeholder, Object datum, Map<Object, Boolean> seen) {
    if (seen.put(in, true) != null) {
      return;
    }
    List<Object> items = in instanceof MList list ? list.items : in instanceof Vec vec ? vec.items : null;
    if (items == null) {
      return;
    }
    for (int i = 0; i < items.size(); i++) {
      if (items.get(i) == placeholder) {
        items.set(i, datum);
      } else {
        replace(items.get(i), placeholder, datum, seen);
      }
    }
    if (in instanceof MList list) {
      if (list.tail == placeholder) {
        list.tail = datum;
      } else if (list.tail != null) {
        replace(list.tail, placeholder, datum, seen);
      }
    }
  }

  /** Writes a datum as Kawa's {@code write} does (for the forms the tests use). */
  static String write(Object datum) {
    StringBuilder out = new StringBuilder();
    write(datum, out, new IdentityHashMap<>());
    return out.toString();
  }

  static String writeAll(List<Object> data) {
    StringBuilder out = new StringBuilder();
    for (Object datum : data) {
      if (out.length() > 0) {
        out.append(' ');
      }
      out.append(write(datum));
    }
    return out.toString();
  }

  private static void write(Object datum, StringBuilder out, Map<Object, Boolean> active) {
    if (datum instanceof Sym sym) {
      out.append(sym.name());
    } else if (datum instanceof Kw kw) {
      out.append(kw.name()).append(':');
    } else if (datum instanceof String string) {
      out.append('"');
      for (char c : string.toCharArray()) {
        switch (c) {
          case '"' -> out.append("\\\"");
          case '\\' -> out.append("\\\\");
          case '\n' -> out.append("\\n");
          case '\t' -> out.append("\\t");
          default -> out.append(c);
        }
      }
      out.append('"');
    } else if (datum instanceof Chr chr) {
      out.append("#\\").appendCodePoint(chr.code());
    } else if (datum instanceof Boolean bool) {
      out.append(bool ? "#t" : "#f");
    } else if (datum instanceof NumberLiteral number) {
      out.append(numberText(number));
    } else if (datum instanceof Special special) {
      out.append("#!").append(special.name());
    } else if (datum instanceof Bytes bytes) {
      out.append("#u8(");
      for (int i = 0; i < bytes.bytes().length; i++) {
        out.append(i > 0 ? " " : "").append(bytes.bytes()[i] & 0xff);
      }
      out.append(')');
    } else if (active.containsKey(datum)) {
      out.append("<cycle>");
    } else if (datum instanceof Vec vec) {
      active.put(datum, true);
      out.append("#(");
      for (int i = 0; i < vec.items.size(); i++) {
        out.append(i > 0 ? " " : "");
        write(vec.items.get(i), out, active);
      }
      out.append(')');
      active.remove(datum);
    } else if (datum instanceof MList list) {
      active.put(datum, true);
      out.append('(');
      for (int i = 0; i < list.items.size(); i++) {
        out.append(i > 0 ? " " : "");
        write(list.items.get(i), out, active);
      }
      if (list.tail != null) {
        out.append(" . ");
        write(list.tail, out, active);
      }
      out.append(')');
      active.remove(datum);
    } else {
      out.append("<?").append(datum).append('>');
    }
  }

  static String numberText(NumberLiteral number) {
    if (number instanceof NumberLiteral.Exact exact) {
      return exact.denominator().equals(BigInteger.ONE) ? exact.numerator().toString()
          : exact.numerator() + "/" + exact.denominator();
    }
    if (number instanceof NumberLiteral.Inexact inexact) {
      double d = inexact.value();
      if (Double.isNaN(d)) {
        return "+nan.0";
      }
      if (Double.isInfinite(d)) {
        return d > 0 ? "+inf.0" : "-inf.0";
      }
      return Double.toString(d);
    }
    if (number instanceof NumberLiteral.Quaternion q) {
      StringBuilder out = new StringBuilder(numberText(q.real()));
      NumberLiteral[] parts = {q.imaginary(), q.jmag(), q.kmag()};
      for (int i = 0; i < 3; i++) {
        String part = numberText(parts[i]);
        out.append(part.startsWith("-") || part.startsWith("+") ? "" : "+").append(part).append("ijk".charAt(i));
      }
      return out.toString();
    }
    NumberLiteral.Complex complex = (NumberLiteral.Complex) number;
    String imaginary = numberText(complex.imaginary());
    String sign = imaginary.startsWith("-") || imaginary.startsWith("+") ? "" : "+";
    return numberText(complex.real()) + sign + imaginary + "i";
  }
}
