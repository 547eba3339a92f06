package kopi.runtime;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.IdentityHashMap;

/**
 * The three equivalences of Scheme, {@code eq?}, {@code eqv?} and {@code equal?}, as the runtime
 * itself needs them (hash tables, {@code member}, {@code assoc}) and the builtins of
 * {@code kopi.runtime.lib.EqualityLib} expose them. Characters and fixnums are boxed objects on
 * the JVM, so {@code eq?} compares them by value (as {@code eqv?}) rather than by box identity: code
 * such as {@code (eq? c #\a)} then behaves as it does in Kawa. The code generator must not inline
 * {@code eq?} as a bare reference comparison unless one side is known to be neither.
 */
@CallsNoScheme
public final class Equality {
  private Equality() {}

  public static boolean isEq(Object a, Object b) {
    if (a == b) {
      return true;
    }
    if (a instanceof Long x && b instanceof Long y) {
      return x.longValue() == y.longValue();
    }
    return a instanceof Char && a.equals(b);
  }

  public static boolean isEqv(Object a, Object b) {
    if (a == b) {
      return true;
    }
    if (a instanceof Long x) {
      return b instanceof Long y && x.longValue() == y.longValue();
    }
    if (a instanceof Double x) {
      return b instanceof Double y && x.equals(y);
    }
    if (a instanceof Char || a instanceof BigInteger || a instanceof Ratnum || a instanceof Complex
        || a instanceof Quaternion || a instanceof Quantity) {
      return a.equals(b);
    }
    if (a instanceof String s && s.isEmpty()) {
      return b instanceof String t && t.isEmpty();
    }
    return a instanceof Keyword && a.equals(b);
  }

  /**
   * Structural equality, with an explicit stack so that deep nesting cannot overflow the Java
   * stack. It terminates on circular data, as R7RS 6.1
   * requires: see {@link StructuralEquality}.
   */
  /**
   * An object of a JDK class that {@code equal?} compares with its own {@code equals}, as Kawa does
   * (two {@code ArrayList}s of the same elements, two {@code HashMap}s, two {@code LocalDate}s...);
   * not a number, string, character or array, which have their Scheme equality. Classes of the
   * program, whose {@code equals} may be Scheme code, keep {@code eqv?}.
   */
  static boolean javaObject(Object x) {
    if (x == null || x instanceof Number || x instanceof CharSequence || x instanceof Boolean
        || x.getClass().isArray()) {
      return false;
    }
    ClassLoader loader = x.getClass().getClassLoader();
    return loader == null || loader == ClassLoader.getPlatformClassLoader();
  }

  public static boolean isEqual(Object a, Object b) {
    return new StructuralEquality().equal(a, b);
  }

  /**
   * One {@code equal?} comparison. It first walks the two structures plainly with a budget of
   * steps, which is all that small acyclic data needs. Once the budget is spent it also keeps a
   * union-find of the pairs and vectors compared so far (Adams and Dybvig, "Efficient nondestructive
   * equality checking for trees and graphs", 2008): two nodes already in one class are taken as
   * equal, which is what equality of circular data means (the structures unfold to the same
   * infinite tree), and every other step merges two classes, so the walk ends.
   */
  private static final class StructuralEquality {
    private int budget = 10_000;
    private IdentityHashMap<Object, Object> parent;

    /**
     * Pairs still to compare, two slots each, so that nesting in the car (a list nested 100,000
     * deep) costs heap, not Java stack. Along a list the cdrs are compared in the loop itself.
     */
    private Object[] pending;
    private int top;

    boolean equal(Object a, Object b) {
      while (true) {
        if (!step(a, b)) {
          return false;
        }
        if (top == 0) {
          return true;
        }
        b = pending[--top];
        a = pending[--top];
        pending[top] = null;
        pending[top + 1] = null;
      }
    }

    /** Compares {@code a} and {@code b} down their cdrs, leaving the cars and elements on the stack. */
    private boolean step(Object a, Object b) {
      while (true) {
        if (isEqv(a, b)) {
          return true;
        }
        if (a instanceof RandomAccessList x && b instanceof RandomAccessList y) {
          a = x.toPairs();
          b = y.toPairs();
          continue;
        }
        if (a instanceof Pair p && b instanceof Pair q) {
          if (alreadyJoined(a, b)) {
            return true;
          }
          if (!isEqv(p.car, q.car)) {
            push(p.car, q.car);
          }
          a = p.cdr;
          b = q.cdr;
          continue;
        }
        if (a instanceof CharSequence s && b instanceof CharSequence t) {
          return MString.comparesAsText(a) && MString.comparesAsText(b) && MString.sameText(s, t);
        }
        if (a instanceof Object[] v && b instanceof Object[] w) {
          if (v.length != w.length) {
            return false;
          }
          if (alreadyJoined(a, b)) {
            return true;
          }
          for (int i = v.length - 1; i >= 0; i--) {
            if (!isEqv(v[i], w[i])) {
              push(v[i], w[i]);
            }
          }
          return true;
        }
        if (a instanceof byte[] v && b instanceof byte[] w) {
          return Arrays.equals(v, w);
        }
        if (a instanceof UniformVector u) {
          return u.sameElements(b);
        }
        return javaObject(a) && javaObject(b) && a.equals(b);
      }
    }

    private void push(Object a, Object b) {
      if (pending == null) {
        pending = new Object[16];
      } else if (top + 2 > pending.length) {
        pending = Arrays.copyOf(pending, pending.length * 2);
      }
      pending[top++] = a;
      pending[top++] = b;
    }

    /**
     * Whether {@code a} and {@code b} are already assumed equal; if not, they are from now on.
     * While the budget lasts nothing is recorded.
     */
    private boolean alreadyJoined(Object a, Object b) {
      if (budget > 0) {
        budget--;
        return false;
      }
      if (parent == null) {
        parent = new IdentityHashMap<>();
      }
      Object rootA = find(a);
      Object rootB = find(b);
      if (rootA == rootB) {
        return true;
      }
      parent.put(rootA, rootB);
      return false;
    }

    private Object find(Object x) {
      Object root = x;
      for (Object up = parent.get(root); up != null; up = parent.get(root)) {
        root = up;
      }
      // Path compression keeps later finds short.
      while (x != root) {
        Object up = parent.get(x);
        parent.put(x, root);
        x = up;
      }
      return root;
    }
  }
}
