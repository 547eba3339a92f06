package kopi.runtime.lib;

import java.lang.reflect.Array;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.JavaArrays;
import kopi.runtime.JavaInterop;
import kopi.runtime.Pair;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.Unspecified;

/**
 * Kawa's sequences as procedures: {@code (v i)} is element {@code i} of a vector, string, list,
 * bytevector, Java array or {@code java.util.List}, and {@code (set! (v i) x)} stores into it
 * (SRFI 17's generalized {@code set!}, whose other targets, {@code (set! (car p) x)} and the like,
 * the expander turns into the matching setter). Each access checks like the builtin of its type.
 */
public final class SequenceLib {
  private SequenceLib() {}

  /** The procedure a call of {@code sequence} applies, or false when it is not a sequence. */
  @Builtin(Procedure.SEQUENCE_PROCEDURE)
  public static Object procedure(Object sequence) {
    Procedure accessor = accessor(sequence);
    return accessor == null ? Boolean.FALSE : accessor;
  }

  /** The procedure a call of {@code sequence} applies, or null when it is not a sequence. */
  public static Procedure accessor(Object sequence) {
    if (sequence instanceof Object[] || sequence instanceof CharSequence || sequence instanceof Pair
        || sequence instanceof byte[] || sequence instanceof java.util.List<?>
        || sequence instanceof kopi.runtime.UniformVector) {
      return new NamedProcedure("sequence-ref", 1, 1) {
        @Override
        public Object apply1(Object index) {
          return ref(sequence, index);
        }

        /** A sequence takes exactly one index; any other call is not a call of a procedure at all. */
        @Override
        public kopi.runtime.SchemeError arityError(int count) {
          return Errors.notAProcedure(sequence);
        }
      };
    }
    return JavaArrays.isJavaArray(sequence) ? JavaArrays.accessor(sequence) : null;
  }

  static Object ref(Object sequence, Object index) {
    if (sequence instanceof Object[]) {
      return VectorLib.vectorRef(sequence, index);
    }
    if (sequence instanceof CharSequence) {
      return StringLib.stringRef(sequence, index);
    }
    if (sequence instanceof Pair) {
      return ListLib.listRef(sequence, index);
    }
    if (sequence instanceof byte[]) {
      return BytevectorLib.bytevectorU8Ref(sequence, index);
    }
    if (sequence instanceof kopi.runtime.UniformVector vector) {
      return UniformVectorLib.ref(vector.kind(), vector.kind().typeName() + "-ref", vector, index);
    }
    java.util.List<?> list = (java.util.List<?>) sequence;
    return JavaInterop.fromJava(list.get(checkIndex(index, list.size())));
  }

  /** {@code (set! (sequence i) value)}. */
  @Builtin("%sequence-set!")
  public static Object set(Object sequence, Object index, Object value) {
    if (sequence instanceof Object[]) {
      return VectorLib.vectorSet(sequence, index, value);
    }
    if (sequence instanceof CharSequence) {
      return StringLib.stringSet(sequence, index, value);
    }
    if (sequence instanceof Pair) {
      return ListLib.listSet(sequence, index, value);
    }
    if (sequence instanceof byte[]) {
      return BytevectorLib.bytevectorU8Set(sequence, index, value);
    }
    if (sequence instanceof kopi.runtime.UniformVector vector) {
      return UniformVectorLib.set(vector.kind(), vector.kind().typeName() + "-set!", vector, index, value);
    }
    if (sequence instanceof java.util.List<?>) {
      @SuppressWarnings("unchecked")
      java.util.List<Object> list = (java.util.List<Object>) sequence;
      list.set(checkIndex(index, list.size()), value);
      return Unspecified.VALUE;
    }
    if (JavaArrays.isJavaArray(sequence)) {
      int i = checkIndex(index, Array.getLength(sequence));
      Array.set(sequence, i, JavaInterop.toJava(sequence.getClass().getComponentType(), value));
      return Unspecified.VALUE;
    }
    if (sequence instanceof kopi.runtime.Procedure) {
      // (set! (f x) v) for a procedure f: its setter (SRFI 17) stores.
      return SetterLib.setterApply(new Object[] {sequence, index, value});
    }
    throw Errors.wrongType("set!", "a vector, string, list, bytevector, Java array or java.util.List to store into",
        sequence);
  }

  /**
   * The elements of a sequence as a fresh list, for Kawa's splice {@code @xs} among a call's
   * arguments: a list, vector, string, bytevector, Java array or {@code java.util.List}.
   */
  @Builtin("%splice")
  public static Object splice(Object sequence) {
    java.util.List<Object> items = new java.util.ArrayList<>();
    if (sequence instanceof Pair || sequence == kopi.runtime.Nil.NIL) {
      Object rest = sequence;
      while (rest instanceof Pair pair) {
        items.add(pair.car);
        rest = pair.cdr;
      }
      if (rest != kopi.runtime.Nil.NIL) {
        throw Errors.wrongType("@", "a proper list, vector, string or other sequence to splice", sequence);
      }
    } else if (isSequence(sequence)) {
      boolean scheme = sequence instanceof Object[] || sequence instanceof CharSequence || sequence instanceof byte[]
          || sequence instanceof kopi.runtime.UniformVector;
      int length = length(sequence);
      for (int i = 0; i < length; i++) {
        items.add(scheme ? ref(sequence, (long) i) : javaElement(sequence, i));
      }
    } else {
      throw Errors.wrongType("@", "a list, vector, string or other sequence to splice", sequence);
    }
    Object list = kopi.runtime.Nil.NIL;
    for (int i = items.size() - 1; i >= 0; i--) {
      list = new Pair(items.get(i), list);
    }
    return list;
  }

  /**
   * Where Kawa's {@code map}, {@code for-each}, {@code apply} and {@code length} take a list they
   * take any sequence: a list, or a value that is no sequence, as it is (the caller checks it), and
   * the elements of a vector, string, bytevector, uniform vector, Java array or
   * {@code java.lang.Iterable} (a {@code java.util.Set}...) as a fresh list.
   */
  public static Object asList(Object sequence) {
    if (sequence instanceof Pair || sequence == kopi.runtime.Nil.NIL) {
      return sequence;
    }
    if (isSequence(sequence)) {
      return splice(sequence);
    }
    if (sequence instanceof Iterable<?> iterable) {
      Pair head = new Pair(null, kopi.runtime.Nil.NIL);
      Pair tail = head;
      for (Object element : iterable) {
        Pair next = new Pair(JavaInterop.fromJava(element), kopi.runtime.Nil.NIL);
        tail.cdr = next;
        tail = next;
      }
      return head.cdr;
    }
    return sequence;
  }

  /** True for the sequences other than lists that {@link #splice} takes apart. */
  private static boolean isSequence(Object sequence) {
    return sequence instanceof Object[] || sequence instanceof CharSequence || sequence instanceof byte[]
        || sequence instanceof java.util.List<?> || JavaArrays.isJavaArray(sequence)
        || sequence instanceof kopi.runtime.UniformVector;
  }

  /**
   * For Kawa's sequence pattern {@code [p ...]}: the elements of {@code sequence} as a vector when
   * it is a sequence of {@code count} elements (of at least {@code count - 1} when {@code splice} is
   * an index, which then holds a vector of the elements the others leave), else {@code #f}.
   */
  @Builtin("%match-sequence")
  public static Object matchSequence(Object sequence, Object count, Object splice) {
    int n = (int) (long) (Long) count;
    int at = (int) (long) (Long) splice;
    Object[] items;
    if (sequence instanceof Pair || sequence == kopi.runtime.Nil.NIL) {
      Object rest = sequence;
      while (rest instanceof Pair pair) {
        rest = pair.cdr;
      }
      if (rest != kopi.runtime.Nil.NIL) {
        return Boolean.FALSE;
      }
      items = listItems(sequence);
    } else if (sequence instanceof Object[] || sequence instanceof CharSequence || sequence instanceof byte[]
        || sequence instanceof java.util.List<?> || JavaArrays.isJavaArray(sequence)
        || sequence instanceof kopi.runtime.UniformVector) {
      items = listItems(splice(sequence));
    } else {
      return Boolean.FALSE;
    }
    if (at < 0 ? items.length != n : items.length < n - 1) {
      return Boolean.FALSE;
    }
    if (at < 0) {
      return items;
    }
    Object[] out = new Object[n];
    int tail = n - 1 - at;
    System.arraycopy(items, 0, out, 0, at);
    out[at] = java.util.Arrays.copyOfRange(items, at, items.length - tail);
    System.arraycopy(items, items.length - tail, out, at + 1, tail);
    return out;
  }

  private static Object[] listItems(Object list) {
    java.util.List<Object> items = new java.util.ArrayList<>();
    for (Object rest = list; rest instanceof Pair pair; rest = pair.cdr) {
      items.add(pair.car);
    }
    return items.toArray();
  }

  /** The error of a {@code match} whose value no clause matches. */
  @Builtin("%match-failed")
  public static Object matchFailed(Object value) {
    throw kopi.runtime.Errors.error("match: no clause matches " + kopi.runtime.Printer.writeString(value));
  }

  private static int length(Object sequence) {
    if (sequence instanceof CharSequence text) {
      return text.length();
    }
    if (sequence instanceof java.util.List<?> list) {
      return list.size();
    }
    if (sequence instanceof kopi.runtime.UniformVector vector) {
      return vector.length();
    }
    return Array.getLength(sequence);
  }

  private static Object javaElement(Object sequence, int i) {
    Object element = sequence instanceof java.util.List<?> list ? list.get(i) : Array.get(sequence, i);
    return JavaInterop.fromJava(element);
  }

  private static int checkIndex(Object index, int length) {
    if (!(index instanceof Long i) || i < 0 || i >= length) {
      throw Errors.outOfRange("sequence-ref", index, length);
    }
    return (int) (long) i;
  }
}
