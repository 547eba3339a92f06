package kopi.runtime.lib;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.Nil;
import kopi.runtime.Num;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;
import kopi.runtime.Unspecified;
import kopi.runtime.Values;

/**
 * The SRFI 133 vector procedures beyond R7RS's ({@code vector-map}, {@code vector-copy}, ... are in
 * {@link VectorLib}); only {@code (import (srfi 133))} binds them. Procedures over several vectors
 * stop at the end of the shortest, except the {@code -right} searches, which SRFI 133 defines on
 * vectors of one length only and which here start at the end of the shortest.
 */
public final class Srfi133Lib {
  private Srfi133Lib() {}

  private static Object[] vec(String who, Object x) {
    return Args.vector(who, x);
  }

  private static Object[][] vectors(String who, Object[] args, int from) {
    Object[][] out = new Object[args.length - from][];
    for (int i = from; i < args.length; i++) {
      out[i - from] = vec(who, args[i]);
    }
    return out;
  }

  private static int shortest(Object[][] vectors) {
    int n = Integer.MAX_VALUE;
    for (Object[] v : vectors) {
      n = Math.min(n, v.length);
    }
    return vectors.length == 0 ? 0 : n;
  }

  private static Object[] row(Object[][] vectors, int i, int extraBefore) {
    Object[] out = new Object[vectors.length + extraBefore];
    for (int k = 0; k < vectors.length; k++) {
      out[k + extraBefore] = vectors[k][i];
    }
    return out;
  }

  // ---- constructors ----

  /** {@code (f index seed ...)} returns the element and the next seeds. */
  private static void unfold(String who, Object f, Object[] target, int start, int end, boolean right, Object[] seeds) {
    Procedure proc = Args.procedure(who, f);
    Object[] state = seeds.clone();
    for (int step = 0; step < end - start; step++) {
      int i = right ? end - 1 - step : start + step;
      Object[] call = new Object[state.length + 1];
      call[0] = (long) i;
      System.arraycopy(state, 0, call, 1, state.length);
      Object[] results = Values.toArray(Procedure.callN(proc, call));
      if (results.length == 0) {
        throw Errors.error(who + ": the generator returned no value");
      }
      target[i] = results[0];
      state = Arrays.copyOfRange(results, 1, results.length);
    }
  }

  @Builtin(value = "vector-unfold", min = 2)
  public static Object vectorUnfold(Object[] args) {
    Object[] out = new Object[Args.index("vector-unfold", args[1])];
    unfold("vector-unfold", args[0], out, 0, out.length, false, Arrays.copyOfRange(args, 2, args.length));
    return out;
  }

  @Builtin(value = "vector-unfold-right", min = 2)
  public static Object vectorUnfoldRight(Object[] args) {
    Object[] out = new Object[Args.index("vector-unfold-right", args[1])];
    unfold("vector-unfold-right", args[0], out, 0, out.length, true, Arrays.copyOfRange(args, 2, args.length));
    return out;
  }

  @Builtin(value = "vector-unfold!", min = 4)
  public static Object vectorUnfoldBang(Object[] args) {
    Object[] v = vec("vector-unfold!", args[1]);
    int start = Args.start("vector-unfold!", args[2], v.length);
    int end = Args.end("vector-unfold!", args[3], start, v.length);
    unfold("vector-unfold!", args[0], v, start, end, false, Arrays.copyOfRange(args, 4, args.length));
    return Unspecified.VALUE;
  }

  @Builtin(value = "vector-unfold-right!", min = 4)
  public static Object vectorUnfoldRightBang(Object[] args) {
    Object[] v = vec("vector-unfold-right!", args[1]);
    int start = Args.start("vector-unfold-right!", args[2], v.length);
    int end = Args.end("vector-unfold-right!", args[3], start, v.length);
    unfold("vector-unfold-right!", args[0], v, start, end, true, Arrays.copyOfRange(args, 4, args.length));
    return Unspecified.VALUE;
  }

  @Builtin(value = "vector-reverse-copy", min = 1)
  public static Object vectorReverseCopy(Object[] args) {
    Object[] v = vec("vector-reverse-copy", args[0]);
    int start = args.length > 1 ? Args.start("vector-reverse-copy", args[1], v.length) : 0;
    int end = args.length > 2 ? Args.end("vector-reverse-copy", args[2], start, v.length) : v.length;
    Object[] out = new Object[end - start];
    for (int i = 0; i < out.length; i++) {
      out[i] = v[end - 1 - i];
    }
    return out;
  }

  @Builtin("vector-concatenate")
  public static Object vectorConcatenate(Object list) {
    List<Object> out = new ArrayList<>();
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      out.addAll(Arrays.asList(vec("vector-concatenate", p.car)));
    }
    return out.toArray();
  }

  @Builtin(value = "vector-append-subvectors", min = 0)
  public static Object vectorAppendSubvectors(Object[] args) {
    if (args.length % 3 != 0) {
      throw Errors
          .error("vector-append-subvectors: expected vector, start, end triples, got " + args.length + " arguments");
    }
    List<Object> out = new ArrayList<>();
    for (int i = 0; i < args.length; i += 3) {
      Object[] v = vec("vector-append-subvectors", args[i]);
      int start = Args.start("vector-append-subvectors", args[i + 1], v.length);
      int end = Args.end("vector-append-subvectors", args[i + 2], start, v.length);
      out.addAll(Arrays.asList(v).subList(start, end));
    }
    return out.toArray();
  }

  // ---- predicates ----

  @Builtin("vector-empty?")
  public static Object vectorEmptyP(Object v) {
    return vec("vector-empty?", v).length == 0;
  }

  @Builtin(value = "vector=", min = 1)
  public static Object vectorEquals(Object[] args) {
    Procedure same = Args.procedure("vector=", args[0]);
    Object[][] vs = vectors("vector=", args, 1);
    for (int k = 0; k + 1 < vs.length; k++) {
      Object[] a = vs[k];
      Object[] b = vs[k + 1];
      if (a.length != b.length) {
        return false;
      }
      if (a == b) {
        continue;
      }
      for (int i = 0; i < a.length; i++) {
        if (Procedure.call(same, a[i], b[i]) == Boolean.FALSE) {
          return false;
        }
      }
    }
    return true;
  }

  // ---- iteration ----

  /** {@code (vector-fold kons knil vec ...)}: {@code (kons state element ...)}, left to right. */
  @Builtin(value = "vector-fold", min = 3)
  public static Object vectorFold(Object[] args) {
    Procedure kons = Args.procedure("vector-fold", args[0]);
    Object[][] vs = vectors("vector-fold", args, 2);
    Object state = args[1];
    int n = shortest(vs);
    for (int i = 0; i < n; i++) {
      Object[] call = row(vs, i, 1);
      call[0] = state;
      state = Procedure.callN(kons, call);
    }
    return state;
  }

  @Builtin(value = "vector-fold-right", min = 3)
  public static Object vectorFoldRight(Object[] args) {
    Procedure kons = Args.procedure("vector-fold-right", args[0]);
    Object[][] vs = vectors("vector-fold-right", args, 2);
    Object state = args[1];
    for (int i = shortest(vs) - 1; i >= 0; i--) {
      Object[] call = row(vs, i, 1);
      call[0] = state;
      state = Procedure.callN(kons, call);
    }
    return state;
  }

  @Builtin(value = "vector-map!", min = 2)
  public static Object vectorMapBang(Object[] args) {
    Procedure f = Args.procedure("vector-map!", args[0]);
    Object[][] vs = vectors("vector-map!", args, 1);
    int n = shortest(vs);
    for (int i = 0; i < n; i++) {
      vs[0][i] = Procedure.callN(f, row(vs, i, 0));
    }
    return Unspecified.VALUE;
  }

  @Builtin(value = "vector-count", min = 2)
  public static Object vectorCount(Object[] args) {
    Procedure f = Args.procedure("vector-count", args[0]);
    Object[][] vs = vectors("vector-count", args, 1);
    long count = 0;
    int n = shortest(vs);
    for (int i = 0; i < n; i++) {
      if (Procedure.callN(f, row(vs, i, 0)) != Boolean.FALSE) {
        count++;
      }
    }
    return count;
  }

  @Builtin("vector-cumulate")
  public static Object vectorCumulate(Object f, Object knil, Object vector) {
    Procedure proc = Args.procedure("vector-cumulate", f);
    Object[] v = vec("vector-cumulate", vector);
    Object[] out = new Object[v.length];
    Object acc = knil;
    for (int i = 0; i < v.length; i++) {
      acc = Procedure.call(proc, acc, v[i]);
      out[i] = acc;
    }
    return out;
  }

  // ---- searching ----

  private static Object search(String who, Object[] args, boolean right, boolean wanted) {
    Procedure f = Args.procedure(who, args[0]);
    Object[][] vs = vectors(who, args, 1);
    int n = shortest(vs);
    for (int step = 0; step < n; step++) {
      int i = right ? n - 1 - step : step;
      if ((Procedure.callN(f, row(vs, i, 0)) != Boolean.FALSE) == wanted) {
        return (long) i;
      }
    }
    return false;
  }

  @Builtin(value = "vector-index", min = 2)
  public static Object vectorIndex(Object[] args) {
    return search("vector-index", args, false, true);
  }

  @Builtin(value = "vector-index-right", min = 2)
  public static Object vectorIndexRight(Object[] args) {
    return search("vector-index-right", args, true, true);
  }

  @Builtin(value = "vector-skip", min = 2)
  public static Object vectorSkip(Object[] args) {
    return search("vector-skip", args, false, false);
  }

  @Builtin(value = "vector-skip-right", min = 2)
  public static Object vectorSkipRight(Object[] args) {
    return search("vector-skip-right", args, true, false);
  }

  /** {@code (cmp element value)} is negative, zero or positive as the element is below, at or above. */
  @Builtin(value = "vector-binary-search", min = 3)
  public static Object vectorBinarySearch(Object[] args) {
    Object[] v = vec("vector-binary-search", args[0]);
    Object value = args[1];
    Procedure cmp = Args.procedure("vector-binary-search", args[2]);
    int lo = args.length > 3 ? Args.start("vector-binary-search", args[3], v.length) : 0;
    int hi = args.length > 4 ? Args.end("vector-binary-search", args[4], lo, v.length) : v.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      int sign = Num.sign("vector-binary-search", Procedure.call(cmp, v[mid], value));
      if (sign == 0) {
        return (long) mid;
      }
      if (sign < 0) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return false;
  }

  @Builtin(value = "vector-any", min = 2)
  public static Object vectorAny(Object[] args) {
    Procedure f = Args.procedure("vector-any", args[0]);
    Object[][] vs = vectors("vector-any", args, 1);
    int n = shortest(vs);
    for (int i = 0; i < n; i++) {
      Object value = Procedure.callN(f, row(vs, i, 0));
      if (value != Boolean.FALSE) {
        return value;
      }
    }
    return false;
  }

  @Builtin(value = "vector-every", min = 2)
  public static Object vectorEvery(Object[] args) {
    Procedure f = Args.procedure("vector-every", args[0]);
    Object[][] vs = vectors("vector-every", args, 1);
    int n = shortest(vs);
    Object value = true;
    for (int i = 0; i < n; i++) {
      value = Procedure.callN(f, row(vs, i, 0));
      if (value == Boolean.FALSE) {
        return false;
      }
    }
    return value;
  }

  /** A new vector with the elements satisfying {@code pred} first, and their count. */
  @Builtin("vector-partition")
  public static Object vectorPartition(Object pred, Object vector) {
    Procedure f = Args.procedure("vector-partition", pred);
    Object[] v = vec("vector-partition", vector);
    List<Object> yes = new ArrayList<>();
    List<Object> no = new ArrayList<>();
    for (Object x : v) {
      (Procedure.call(f, x) != Boolean.FALSE ? yes : no).add(x);
    }
    long count = yes.size();
    yes.addAll(no);
    return Values.of(yes.toArray(), count);
  }

  // ---- mutators ----

  @Builtin("vector-swap!")
  public static Object vectorSwap(Object vector, Object i, Object j) {
    Object[] v = vec("vector-swap!", vector);
    int a = Args.index("vector-swap!", i, v.length);
    int b = Args.index("vector-swap!", j, v.length);
    Object t = v[a];
    v[a] = v[b];
    v[b] = t;
    return Unspecified.VALUE;
  }

  @Builtin(value = "vector-reverse!", min = 1)
  public static Object vectorReverseBang(Object[] args) {
    Object[] v = vec("vector-reverse!", args[0]);
    int start = args.length > 1 ? Args.start("vector-reverse!", args[1], v.length) : 0;
    int end = args.length > 2 ? Args.end("vector-reverse!", args[2], start, v.length) : v.length;
    for (int i = start, j = end - 1; i < j; i++, j--) {
      Object t = v[i];
      v[i] = v[j];
      v[j] = t;
    }
    return Unspecified.VALUE;
  }

  @Builtin(value = "vector-reverse-copy!", min = 3)
  public static Object vectorReverseCopyBang(Object[] args) {
    Object[] to = vec("vector-reverse-copy!", args[0]);
    int at = Args.start("vector-reverse-copy!", args[1], to.length);
    Object[] from = vec("vector-reverse-copy!", args[2]);
    int start = args.length > 3 ? Args.start("vector-reverse-copy!", args[3], from.length) : 0;
    int end = args.length > 4 ? Args.end("vector-reverse-copy!", args[4], start, from.length) : from.length;
    if (at + (end - start) > to.length) {
      throw Errors.error("vector-reverse-copy!: " + (end - start) + " elements do not fit at " + at);
    }
    Object[] part = Arrays.copyOfRange(from, start, end);
    for (int i = 0; i < part.length; i++) {
      to[at + i] = part[part.length - 1 - i];
    }
    return Unspecified.VALUE;
  }

  // ---- conversion ----

  @Builtin(value = "reverse-vector->list", min = 1)
  public static Object reverseVectorToList(Object[] args) {
    Object[] v = vec("reverse-vector->list", args[0]);
    int start = args.length > 1 ? Args.start("reverse-vector->list", args[1], v.length) : 0;
    int end = args.length > 2 ? Args.end("reverse-vector->list", args[2], start, v.length) : v.length;
    Object result = Nil.NIL;
    for (int i = start; i < end; i++) {
      result = new Pair(v[i], result);
    }
    return result;
  }

  @Builtin("reverse-list->vector")
  public static Object reverseListToVector(Object list) {
    Object[] v = Args.listToArray("reverse-list->vector", list);
    Object[] out = new Object[v.length];
    for (int i = 0; i < v.length; i++) {
      out[i] = v[v.length - 1 - i];
    }
    return out;
  }
}
