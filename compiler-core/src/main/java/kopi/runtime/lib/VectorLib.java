package kopi.runtime.lib;

import java.util.Arrays;
import kopi.runtime.Builtin;
import kopi.runtime.Capture;
import kopi.runtime.Continuations;
import kopi.runtime.JavaFrame;
import kopi.runtime.Char;
import kopi.runtime.Errors;
import kopi.runtime.MString;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;
import kopi.runtime.TailCall;
import kopi.runtime.Unspecified;
import kopi.runtime.Unwindable;

/** Vectors ({@code Object[]}): (scheme base). */
public final class VectorLib {
  private VectorLib() {}

  @Builtin("vector?")
  public static Object vectorP(Object x) {
    return x instanceof Object[];
  }

  @Builtin(value = "make-vector", types = {"integer", "*"})
  public static Object makeVector(Object k) {
    return makeVector(k, Boolean.FALSE);
  }

  @Builtin(value = "make-vector", types = {"integer", "*"})
  public static Object makeVector(Object k, Object fill) {
    Object[] v = new Object[Args.index("make-vector", k)];
    Arrays.fill(v, fill);
    return v;
  }

  @Builtin("vector")
  public static Object vector(Object[] elements) {
    return elements.clone();
  }

  @Builtin(value = "vector-length", types = {"vector"})
  public static Object vectorLength(Object v) {
    return (long) Args.vector("vector-length", v).length;
  }

  // vector-ref and vector-set! take a fixnum index in range before the argument checks: the code
  // that calls them with an index the compiler does not split ((vector-ref rules (vector-ref
  // position-rule p)) in earley) then makes one call in the first JIT tier, not four, and the
  // optimizing tier leaves the checks' error paths out when they never ran.

  @Builtin(value = "vector-ref", types = {"vector", "integer"})
  public static Object vectorRef(Object v, Object k) {
    if (v instanceof Object[] vector && k instanceof Long l && l >= 0 && l < vector.length) {
      return vector[(int) (long) l];
    }
    Object[] vector = Args.vector("vector-ref", v);
    return vector[Args.index("vector-ref", k, vector.length)];
  }

  @Builtin(value = "vector-set!", types = {"vector", "integer", "*"})
  public static Object vectorSet(Object v, Object k, Object value) {
    if (v instanceof Object[] vector && k instanceof Long l && l >= 0 && l < vector.length) {
      vector[(int) (long) l] = value;
      return Unspecified.VALUE;
    }
    Object[] vector = Args.vector("vector-set!", v);
    vector[Args.index("vector-set!", k, vector.length)] = value;
    return Unspecified.VALUE;
  }

  @Builtin(value = "vector->list", types = {"vector", "integer", "integer"})
  public static Object vectorToList(Object v) {
    return vectorToList(v, null, null);
  }

  @Builtin(value = "vector->list", types = {"vector", "integer", "integer"})
  public static Object vectorToList(Object v, Object start) {
    return vectorToList(v, start, null);
  }

  @Builtin(value = "vector->list", types = {"vector", "integer", "integer"})
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

  @Builtin(value = "list->vector", types = {"list"})
  public static Object listToVector(Object list) {
    return Args.listToArray("list->vector", list);
  }

  @Builtin(value = "vector-fill!", types = {"vector", "*", "integer", "integer"})
  public static Object vectorFill(Object v, Object fill) {
    return vectorFill(v, fill, null, null);
  }

  @Builtin(value = "vector-fill!", types = {"vector", "*", "integer", "integer"})
  public static Object vectorFill(Object v, Object fill, Object start) {
    return vectorFill(v, fill, start, null);
  }

  @Builtin(value = "vector-fill!", types = {"vector", "*", "integer", "integer"})
  public static Object vectorFill(Object v, Object fill, Object start, Object end) {
    Object[] vector = Args.vector("vector-fill!", v);
    int from = Args.start("vector-fill!", start, vector.length);
    Arrays.fill(vector, from, Args.end("vector-fill!", end, from, vector.length), fill);
    return Unspecified.VALUE;
  }

  @Builtin(value = "vector-copy", types = {"vector", "integer", "integer"})
  public static Object vectorCopy(Object v) {
    return Args.vector("vector-copy", v).clone();
  }

  @Builtin(value = "vector-copy", types = {"vector", "integer", "integer"})
  public static Object vectorCopy(Object v, Object start) {
    return vectorCopy(v, start, null);
  }

  @Builtin(value = "vector-copy", types = {"vector", "integer", "integer"})
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

  @Builtin(value = "vector-map", types = {"procedure", "vector"})
  @Unwindable
  public static Object vectorMap(Object f, Object v) {
    Procedure proc = Args.procedure("vector-map", f);
    Object[] vector = Args.vector("vector-map", v);
    return vectorMapFrom(proc, new Object[][] {vector}, vector.length, 0, new Object[vector.length]);
  }

  @Builtin(value = "vector-map", min = 2, types = {"procedure", "vector"})
  @Unwindable
  public static Object vectorMap(Object[] args) {
    Procedure proc = Args.procedure("vector-map", args[0]);
    int n = shortest("vector-map", args);
    return vectorMapFrom(proc, vectors(args), n, 0, new Object[n]);
  }

  /**
   * The loop of {@code vector-map} from index {@code i}, filling {@code result}. It takes part in
   * continuation captures: the saved frame keeps a copy of the results so far, and each re-entry
   * fills a fresh copy, so a re-entered {@code vector-map} never changes a vector an earlier return
   * handed out (R7RS 6.8).
   */
  @Unwindable
  static Object vectorMapFrom(Procedure proc, Object[][] vectors, int n, int i, Object[] result) {
    for (; i < n; i++) {
      try {
        result[i] = vectors.length == 1
            ? Procedure.call(proc, vectors[0][i])
            : Procedure.callN(proc, column(vectors, i));
      } catch (Capture capture) {
        throw capture.push(new VectorMapFrame(proc, vectors, n, i, result.clone()));
      }
    }
    return result;
  }

  private record VectorMapFrame(Procedure proc, Object[][] vectors, int n, int i, Object[] done)
      implements JavaFrame {
    @Override
    public Object resume() {
      Object value = resumeCall();
      Object[] result = done.clone();
      result[i] = value;
      return vectorMapFrom(proc, vectors, n, i + 1, result);
    }
  }

  @Builtin(value = "vector-for-each", types = {"procedure", "vector"})
  @Unwindable
  public static Object vectorForEach(Object f, Object v) {
    Procedure proc = Args.procedure("vector-for-each", f);
    Object[] vector = Args.vector("vector-for-each", v);
    return vectorForEachFrom(proc, new Object[][] {vector}, vector.length, 0);
  }

  @Builtin(value = "vector-for-each", min = 2, types = {"procedure", "vector"})
  @Unwindable
  public static Object vectorForEach(Object[] args) {
    Procedure proc = Args.procedure("vector-for-each", args[0]);
    int n = shortest("vector-for-each", args);
    return vectorForEachFrom(proc, vectors(args), n, 0);
  }

  /** The loop of {@code vector-for-each} from index {@code i}; it takes part in captures. */
  @Unwindable
  static Object vectorForEachFrom(Procedure proc, Object[][] vectors, int n, int i) {
    for (; i < n; i++) {
      try {
        if (vectors.length == 1) {
          Procedure.call(proc, vectors[0][i]);
        } else {
          Procedure.callN(proc, column(vectors, i));
        }
      } catch (Capture capture) {
        throw capture.push(new VectorForEachFrame(proc, vectors, n, i + 1));
      }
    }
    return Unspecified.VALUE;
  }

  private record VectorForEachFrame(Procedure proc, Object[][] vectors, int n, int next) implements JavaFrame {
    @Override
    public Object resume() {
      resumeCall();
      return vectorForEachFrom(proc, vectors, n, next);
    }
  }

  @Builtin(value = "vector->string", types = {"vector", "integer", "integer"})
  public static Object vectorToString(Object v) {
    return vectorToString(v, null, null);
  }

  @Builtin(value = "vector->string", types = {"vector", "integer", "integer"})
  public static Object vectorToString(Object v, Object start) {
    return vectorToString(v, start, null);
  }

  @Builtin(value = "vector->string", types = {"vector", "integer", "integer"})
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

  @Builtin(value = "string->vector", types = {"string", "integer", "integer"})
  public static Object stringToVector(Object s) {
    return stringToVector(s, null, null);
  }

  @Builtin(value = "string->vector", types = {"string", "integer", "integer"})
  public static Object stringToVector(Object s, Object start) {
    return stringToVector(s, start, null);
  }

  @Builtin(value = "string->vector", types = {"string", "integer", "integer"})
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

  /** The vector arguments of a multi-vector {@code vector-map} or {@code vector-for-each}, checked by {@link #shortest}. */
  private static Object[][] vectors(Object[] args) {
    Object[][] vectors = new Object[args.length - 1][];
    for (int k = 1; k < args.length; k++) {
      vectors[k - 1] = (Object[]) args[k];
    }
    return vectors;
  }

  private static Object[] column(Object[][] vectors, int index) {
    Object[] column = new Object[vectors.length];
    for (int k = 0; k < vectors.length; k++) {
      column[k] = vectors[k][index];
    }
    return column;
  }
}
