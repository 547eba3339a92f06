package kopi.runtime.lib;

import kopi.runtime.Array;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.Procedure;
import kopi.runtime.UniformVector;
import kopi.runtime.Unspecified;
import kopi.runtime.Values;

/**
 * SRFI 25 arrays ({@link Array}) with Kawa's additions {@code build-array} and
 * {@code array-shape}. A shape is a rank-2 array of bounds, one row {@code (low high)} per
 * dimension; indexes are given one by one or as a vector. A vector is a rank-1 array.
 */
public final class Srfi25Lib {
  private Srfi25Lib() {}

  /** {@code x} as an array: a vector is a rank-1 array over its own elements. */
  private static Array array(String who, Object x) {
    if (x instanceof Array a) {
      return a;
    }
    if (x instanceof Object[] vector) {
      return new Array(new int[] {0}, new int[] {vector.length}, new int[] {1}, 0, vector);
    }
    throw Errors.wrongType(who, "array", x);
  }

  private static int integer(String who, Object x) {
    if (x instanceof Long l && l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE) {
      return (int) (long) l;
    }
    throw Errors.wrongType(who, "exact integer", x);
  }

  /** The lows and lengths of a shape. */
  private static int[][] bounds(String who, Object shape) {
    Array s = array(who, shape);
    if (s.rank() != 2 || s.length(1) != 2) {
      throw Errors.wrongType(who, "shape (a rank-2 array of low and high bounds)", shape);
    }
    int rank = s.length(0);
    int[] lows = new int[rank];
    int[] lengths = new int[rank];
    for (int k = 0; k < rank; k++) {
      int low = integer(who, s.get(new int[] {s.low(0) + k, s.low(1)}));
      int high = integer(who, s.get(new int[] {s.low(0) + k, s.low(1) + 1}));
      if (high < low) {
        throw Errors.error(who + ": dimension " + k + " has high bound " + high + " below low bound " + low);
      }
      lows[k] = low;
      lengths[k] = high - low;
    }
    return new int[][] {lows, lengths};
  }

  /** A fresh array, a vector when it is of rank 1 from 0. */
  private static Object make(int[][] bounds, Object fill) {
    if (bounds[0].length == 1 && bounds[0][0] == 0) {
      Object[] vector = new Object[bounds[1][0]];
      java.util.Arrays.fill(vector, fill);
      return vector;
    }
    return Array.make(bounds[0], bounds[1], fill);
  }

  @Builtin(value = "shape", min = 0)
  public static Object shape(Object[] bounds) {
    if (bounds.length % 2 != 0) {
      throw Errors.error("shape: expected pairs of low and high bounds, got " + bounds.length + " bounds");
    }
    Array s = Array.make(new int[] {0, 0}, new int[] {bounds.length / 2, 2}, null);
    for (int i = 0; i < bounds.length; i++) {
      integer("shape", bounds[i]);
      s.set(new int[] {i / 2, i % 2}, bounds[i]);
    }
    bounds("shape", s);
    return s;
  }

  @Builtin("make-array")
  public static Object makeArray(Object shape) {
    return make(bounds("make-array", shape), Unspecified.VALUE);
  }

  @Builtin("make-array")
  public static Object makeArray(Object shape, Object fill) {
    return make(bounds("make-array", shape), fill);
  }

  /** {@code (array shape obj ...)}: the elements in row-major order. */
  @Builtin(value = "array", min = 1)
  public static Object arrayOf(Object[] args) {
    int[][] bounds = bounds("array", args[0]);
    Object made = make(bounds, Unspecified.VALUE);
    Array a = array("array", made);
    if (args.length - 1 != a.size()) {
      throw Errors.error("array: the shape has " + a.size() + " elements, got " + (args.length - 1));
    }
    for (int i = 1; i < args.length; i++) {
      setRowMajor(a, i - 1, args[i]);
    }
    return made;
  }

  private static void setRowMajor(Array a, int index, Object value) {
    int[] indexes = rowMajorIndexes(a, index);
    a.set(indexes, value);
  }

  private static int[] rowMajorIndexes(Array a, int index) {
    int[] indexes = new int[a.rank()];
    for (int k = a.rank() - 1; k >= 0; k--) {
      indexes[k] = a.low(k) + index % a.length(k);
      index /= a.length(k);
    }
    return indexes;
  }

  @Builtin("array?")
  public static Object arrayP(Object x) {
    return x instanceof Array || x instanceof Object[];
  }

  @Builtin("array-rank")
  public static Object rank(Object a) {
    return (long) array("array-rank", a).rank();
  }

  private static int dimension(String who, Array a, Object k) {
    int d = integer(who, k);
    if (d < 0 || d >= a.rank()) {
      throw Errors.error(who + ": dimension " + d + " is not below the rank " + a.rank());
    }
    return d;
  }

  @Builtin("array-start")
  public static Object start(Object a, Object k) {
    Array array = array("array-start", a);
    return (long) array.low(dimension("array-start", array, k));
  }

  @Builtin("array-end")
  public static Object end(Object a, Object k) {
    Array array = array("array-end", a);
    int d = dimension("array-end", array, k);
    return (long) (array.low(d) + array.length(d));
  }

  /** The indexes of an access: given one by one, or as one vector or rank-1 array. */
  private static int[] indexes(String who, Array a, Object[] args, int from, int to) {
    Object[] given = java.util.Arrays.copyOfRange(args, from, to);
    if (given.length == 1 && a.rank() != 1
        || given.length == 1 && (given[0] instanceof Object[] || given[0] instanceof Array)) {
      if (given[0] instanceof Object[] vector) {
        given = vector;
      } else if (given[0] instanceof Array index && index.rank() == 1) {
        given = new Object[index.length(0)];
        for (int i = 0; i < given.length; i++) {
          given[i] = index.get(new int[] {index.low(0) + i});
        }
      } else if (given[0] instanceof UniformVector v) {
        Object[] elements = new Object[v.length()];
        for (int i = 0; i < elements.length; i++) {
          elements[i] = v.get(i);
        }
        given = elements;
      }
    }
    if (given.length != a.rank()) {
      throw Errors.error(who + ": expected " + a.rank() + " indexes, got " + given.length);
    }
    int[] indexes = new int[given.length];
    for (int k = 0; k < given.length; k++) {
      indexes[k] = integer(who, given[k]);
    }
    if (a.place(indexes) < 0) {
      throw Errors.error(who + ": index " + java.util.Arrays.toString(indexes).replace(",", "").replace("[", "(")
          .replace("]", ")") + " is out of bounds");
    }
    return indexes;
  }

  @Builtin(value = "array-ref", min = 1)
  public static Object ref(Object[] args) {
    Array a = array("array-ref", args[0]);
    return a.get(indexes("array-ref", a, args, 1, args.length));
  }

  @Builtin(value = "array-set!", min = 2)
  public static Object set(Object[] args) {
    Array a = array("array-set!", args[0]);
    a.set(indexes("array-set!", a, args, 1, args.length - 1), args[args.length - 1]);
    return Unspecified.VALUE;
  }

  /**
   * {@code (share-array array shape proc)}: a view whose indexes {@code proc}, an affine map,
   * turns into the indexes of {@code array}; the map is sampled at the low corner and one step
   * along each dimension.
   */
  @Builtin("share-array")
  public static Object share(Object array, Object shape, Object proc) {
    Array a = array("share-array", array);
    int[][] bounds = bounds("share-array", shape);
    Procedure f = Args.procedure("share-array", proc);
    int rank = bounds[0].length;
    int base = place(a, f, bounds[0].clone());
    int[] strides = new int[rank];
    for (int k = 0; k < rank; k++) {
      if (bounds[1][k] > 1) {
        int[] step = bounds[0].clone();
        step[k]++;
        strides[k] = place(a, f, step) - base;
      }
    }
    return new Array(bounds[0], bounds[1], strides, base, storeOf(a));
  }

  private static Object[] storeOf(Array a) {
    return a.storeArray();
  }

  private static int place(Array a, Procedure f, int[] indexes) {
    Object[] args = new Object[indexes.length];
    for (int i = 0; i < args.length; i++) {
      args[i] = (long) indexes[i];
    }
    Object[] result = Values.toArray(Procedure.callN(f, args));
    int[] old = new int[result.length];
    for (int i = 0; i < old.length; i++) {
      old[i] = integer("share-array", result[i]);
    }
    if (old.length != a.rank() || a.place(old) < 0) {
      throw Errors.error("share-array: the mapping gives indexes outside the array");
    }
    return a.place(old);
  }

  /** Kawa's {@code (build-array shape proc)}: each element is {@code (proc index-vector)}. */
  @Builtin("build-array")
  public static Object build(Object shape, Object proc) {
    int[][] bounds = bounds("build-array", shape);
    Procedure f = Args.procedure("build-array", proc);
    Object made = make(bounds, Unspecified.VALUE);
    Array a = array("build-array", made);
    for (int i = 0; i < a.size(); i++) {
      int[] indexes = rowMajorIndexes(a, i);
      Object[] boxed = new Object[indexes.length];
      for (int k = 0; k < boxed.length; k++) {
        boxed[k] = (long) indexes[k];
      }
      a.set(indexes, Procedure.call(f, UniformVector.of("s32", boxed)));
    }
    return made;
  }

  /** Kawa's {@code (array-shape array)}: the shape of an array. */
  @Builtin("array-shape")
  public static Object arrayShape(Object array) {
    Array a = array("array-shape", array);
    Object[] bounds = new Object[2 * a.rank()];
    for (int k = 0; k < a.rank(); k++) {
      bounds[2 * k] = (long) a.low(k);
      bounds[2 * k + 1] = (long) (a.low(k) + a.length(k));
    }
    return shape(bounds);
  }
}
