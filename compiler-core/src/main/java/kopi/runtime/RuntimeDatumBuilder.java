package kopi.runtime;

import java.util.IdentityHashMap;
import java.util.List;
import kopi.syntax.DatumBuilder;
import kopi.syntax.NumberLiteral;

/**
 * Builds runtime values from what {@code kopi.syntax.DatumReader} reads, for {@code read} and for
 * quoted constants: symbols, {@code String}s (immutable, like literals), {@link Char}s, numbers in
 * the representation of the runtime contract, {@link Pair} lists, {@code Object[]} vectors,
 * {@code byte[]} bytevectors, and circular data through datum labels.
 */
public final class RuntimeDatumBuilder implements DatumBuilder<Object> {

  @Override
  public Object symbol(String name, int start, int end) {
    return Symbol.intern(name);
  }

  @Override
  public Object keyword(String name, int start, int end) {
    return Keyword.intern(name);
  }

  @Override
  public Object string(String value, int start, int end) {
    return value;
  }

  @Override
  public Object regex(String token, int start, int end) {
    return kopi.syntax.RegexLiteral.compile(token);
  }

  @Override
  public Object character(int codePoint, int start, int end) {
    return Char.of(codePoint);
  }

  @Override
  public Object bool(boolean value, int start, int end) {
    return value;
  }

  @Override
  public Object number(NumberLiteral value, int start, int end) {
    return Num.fromLiteral(value);
  }

  @Override
  public Object list(List<Object> elements, Object tail, int start, int end) {
    Object result = tail == null ? Nil.NIL : tail;
    for (int i = elements.size() - 1; i >= 0; i--) {
      result = new Pair(elements.get(i), result);
    }
    return result;
  }

  @Override
  public Object vector(List<Object> elements, int start, int end) {
    return elements.toArray();
  }

  @Override
  public Object bytevector(byte[] bytes, int start, int end) {
    return bytes.clone();
  }

  @Override
  public Object uniformVector(String tag, List<kopi.syntax.NumberLiteral> elements, int start, int end) {
    return UniformVector.of(tag, elements.stream().map(Num::fromLiteral).toArray());
  }

  @Override
  public Object array(kopi.syntax.ArrayPrefix prefix, Object contents, int start, int end) {
    Object array = Array.literal(prefix.lows(), prefix.lengths(), contents);
    return array == null ? contents : array;
  }

  @Override
  public Object special(String name, int start, int end) {
    return switch (name) {
      case "eof" -> Eof.VALUE;
      case "void" -> Unspecified.VALUE;
      case "default" -> DefaultObject.VALUE;
      case "null" -> null;
      default -> Symbol.intern("#!" + name);
    };
  }

  @Override
  public Object placeholder(int label, int start, int end) {
    return new Placeholder(label);
  }

  /** Replaces {@code placeholder} by {@code datum} everywhere inside {@code datum}, without recursion. */
  @Override
  public Object patch(Object placeholder, Object datum) {
    if (datum == placeholder) {
      throw Errors.error("read: datum label #" + ((Placeholder) placeholder).label + "# refers only to itself");
    }
    IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
    java.util.ArrayDeque<Object> work = new java.util.ArrayDeque<>();
    work.push(datum);
    while (!work.isEmpty()) {
      Object node = work.pop();
      if (seen.put(node, Boolean.TRUE) != null) {
        continue;
      }
      if (node instanceof Pair pair) {
        if (pair.car == placeholder) {
          pair.car = datum;
        } else {
          pushCompound(work, pair.car);
        }
        if (pair.cdr == placeholder) {
          pair.cdr = datum;
        } else {
          pushCompound(work, pair.cdr);
        }
      } else if (node instanceof Object[] vector) {
        for (int i = 0; i < vector.length; i++) {
          if (vector[i] == placeholder) {
            vector[i] = datum;
          } else {
            pushCompound(work, vector[i]);
          }
        }
      }
    }
    return datum;
  }

  private static void pushCompound(java.util.ArrayDeque<Object> work, Object value) {
    if (value instanceof Pair || value instanceof Object[]) {
      work.push(value);
    }
  }

  /** Stands for a labelled datum until {@link #patch} replaces it. */
  private static final class Placeholder {
    final int label;

    Placeholder(int label) {
      this.label = label;
    }
  }
}
