package kopi.runtime.lib;

import java.util.Arrays;
import kopi.runtime.Builtin;
import kopi.runtime.Char;
import kopi.runtime.Errors;
import kopi.runtime.MString;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;
import kopi.runtime.Unspecified;

/** Vectors ({@code Object[]}): (scheme base). */
public final class VectorLib {
  private VectorLib() {}

  @Builtin("vector?")
  public static Object vectorP(Object x) {
    return x instanceof Object[];
  }

  @Builtin("make-vector")
  public static Object makeVector(Object k) {
    return makeVector(k, Boolean.FALSE);
  }

  @Builtin("make-vector")
  public static Object makeVector(Object k, Object fill) {
    Object[] v = new Object[Args.index("make-vector", k)];
    Arrays.fill(v, fill);
    return v;
  }

  @Builtin("vector")
  public static Object vector(Object[] elements) {
    return elements.clone();
  }

  @Builtin("vector-length")
  public static Object vectorLength(Object v) {
    return (long) Args.vector("vector-length", v).length;
  }

  @Builtin("vector-ref")
  public static Object vectorRef(Object v, Object k) {
    Object[] vector = Args.vector("vector-ref", v);
    return vector[Args.index("vector-ref", k, vector.length)];
  }

  @Builtin("vector-set!")
  public static Object vectorSet(Object v, Object k, Object value) {
    Object[] vector = Args.vector("vector-set!", v);
    vector[Args.index("vector-set!", k, vector.length)] = value;
    return Unspecified.VALUE;
  }

  @Builtin("vector->list")
  public static Object vectorToList(Object v) {
    return vectorToList(v, null, null);
  }

  @Builtin("vector->list")
  public static Object vectorToList(Object v, Object start) {
    return vectorToList(v, start, null);
  }

  @Builtin("vector->list")
  public static Object vectorToList(Object v, Object start, Object end) {
    Object[] vector = Args.vector("vector->list", v);
    int from = Args.start("vector->list", start, vector.length);
    int to = Args.end("vector->list", end, from, vector.length);
    Object result = Nil.NIL;
    for (int i = to - 1; i >= from; i--) {
      result = new Pair(vector[i], result);
    }
    return result;
  }

  @Builtin("list->vector")
  public static Object listToVector(Object list) {
    return Args.listToArray("list->vector", list);
  }

  @Builtin("vector-fill!")
  public static Object vectorFill(Object v, Object fill) {
    return vectorFill(v, fill, null, null);
  }

  @Builtin("vector-fill!")
  public static Object vectorFill(Object v, Object fill, Object start) {
    return vectorFill(v, fill, start, null);
  }

  @Builtin("vector-fill!")
  public static Object vectorFill(Object v, Object fill, Object start, Object end) {
    Object[] vector = Args.vector("vector-fill!", v);
    int from = Args.start("vector-fill!", start, vector.length);
    Arrays.fill(vector, from, Args.end("vector-fill!", end, from, vector.length), fill);
    return Unspecified.VALUE;
  }

  @Builtin("vector-copy")
  public static Object vectorCopy(Object v) {
    return Args.vector("vector-copy", v).clone();
  }

  @Builtin("vector-copy")
  public static Object vectorCopy(Object v, Object start) {
    return vectorCopy(v, start, null);
  }

  @Builtin("vector-copy")
  public static Object vectorCopy(Object v, Object start, Object end) {
    Object[] vector = Args.vector("vector-copy", v);
    int from = Args.start("vector-copy", start, vector.length);
    return Arrays.copyOfRange(vector, from, Args.end("vector-copy", end, from, vector.length));
  }

  @Builtin("vector-copy!")
  public static Object vectorCopyBang(Object to, Object at, Object from) {
    return vectorCopyBang(to, at, from, null, null);
  }

  @Builtin("vector-copy!")
  public static Object vectorCopyBang(Object to, Object at, Object from, Object start) {
    return vectorCopyBang(to, at, from, start, null);
  }

  @Builtin("vector-copy!")
  public static Object vectorCopyBang(Object to, Object at, Object from, Object start, Object end) {
    Object[] target = Args.vector("vector-copy!", to);
    Object[] source = Args.vector("vector-copy!", from);
    int position = Args.start("vector-copy!", at, target.length);
    int first = Args.start("vector-copy!", start, source.length);
    int last = Args.end("vector-copy!", end, first, source.length);
    if (position + last - first > target.length) {
      throw Errors.error("vector-copy!: " + (last - first) + " elements do not fit at index " + position
          + " of a vector of length " + target.length);
    }
    System.arraycopy(source, first, target, position, last - first);
    return Unspecified.VALUE;
  }

  @Builtin("vector-append")
  public static Object vectorAppend(Object[] vectors) {
    int total = 0;
    for (Object v : vectors) {
      total += Args.vector("vector-append", v).length;
    }
    Object[] result = new Object[total];
    int position = 0;
    for (Object v : vectors) {
      Object[] vector = (Object[]) v;
      System.arraycopy(vector, 0, result, position, vector.length);
      position += vector.length;
    }
    return result;
  }

  @Builtin("vector-map")
  public static Object vectorMap(Object f, Object v) {
    Procedure proc = Args.procedure("vector-map", f);
    Object[] vector = Args.vector("vector-map", v);
    Object[] result = new Object[vector.length];
    for (int i = 0; i < vector.length; i++) {
      result[i] = Procedure.call(proc, vector[i]);
    }
    return result;
  }

  @Builtin(value = "vector-map", min = 2)
  public static Object vectorMap(Object[] args) {
    Procedure proc = Args.procedure("vector-map", args[0]);
    int n = shortest("vector-map", args);
    Object[] result = new Object[n];
    for (int i = 0; i < n; i++) {
      result[i] = Procedure.callN(proc, column(args, i));
    }
    return result;
  }

  @Builtin("vector-for-each")
  public static Object vectorForEach(Object f, Object v) {
    Procedure proc = Args.procedure("vector-for-each", f);
    for (Object x : Args.vector("vector-for-each", v)) {
      Procedure.call(proc, x);
    }
    return Unspecified.VALUE;
  }

  @Builtin(value = "vector-for-each", min = 2)
  public static Object vectorForEach(Object[] args) {
    Procedure proc = Args.procedure("vector-for-each", args[0]);
    int n = shortest("vector-for-each", args);
    for (int i = 0; i < n; i++) {
      Procedure.callN(proc, column(args, i));
    }
    return Unspecified.VALUE;
  }

  @Builtin("vector->string")
  public static Object vectorToString(Object v) {
    return vectorToString(v, null, null);
  }

  @Builtin("vector->string")
  public static Object vectorToString(Object v, Object start) {
    return vectorToString(v, start, null);
  }

  @Builtin("vector->string")
  public static Object vectorToString(Object v, Object start, Object end) {
    Object[] vector = Args.vector("vector->string", v);
    int from = Args.start("vector->string", start, vector.length);
    int to = Args.end("vector->string", end, from, vector.length);
    MString result = new MString();
    for (int i = from; i < to; i++) {
      result.appendCodePoint(Args.character("vector->string", vector[i]).codePoint());
    }
    return result;
  }

  @Builtin("string->vector")
  public static Object stringToVector(Object s) {
    return stringToVector(s, null, null);
  }

  @Builtin("string->vector")
  public static Object stringToVector(Object s, Object start) {
    return stringToVector(s, start, null);
  }

  @Builtin("string->vector")
  public static Object stringToVector(Object s, Object start, Object end) {
    return StringLib.slice("string->vector", s, start, end).codePoints().mapToObj(Char::of).toArray();
  }

  private static int shortest(String who, Object[] args) {
    int n = Integer.MAX_VALUE;
    for (int i = 1; i < args.length; i++) {
      n = Math.min(n, Args.vector(who, args[i]).length);
    }
    return n;
  }

  private static Object[] column(Object[] args, int index) {
    Object[] column = new Object[args.length - 1];
    for (int k = 1; k < args.length; k++) {
      column[k - 1] = ((Object[]) args[k])[index];
    }
    return column;
  }
}
