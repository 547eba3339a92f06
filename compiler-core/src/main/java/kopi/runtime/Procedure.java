package kopi.runtime;

/**
 * A Scheme procedure. Compiled lambdas, builtins, continuations and parameters all extend it.
 *
 * <p>The calling protocol: callers use {@code apply0} …
 * {@code apply4} for up to four arguments and {@link #applyN} beyond. A subclass overrides the
 * entries it makes fast; the base class routes every other entry to one that is overridden and
 * otherwise reports an arity error. Which entries a class overrides is computed once per class by
 * reflection, which is what keeps a subclass that overrides only {@code apply2} from bouncing
 * between {@code apply1} and {@code applyN} forever.
 *
 * <p>A call may return a {@link TailCall} bounce; callers in non-tail position pass the result
 * through {@link TailCall#resolve}. The static {@code call} helpers do that for Java code.
 */
public abstract class Procedure {
  private static final int APPLY_N = 5;
  private static final ClassValue<Integer> OVERRIDDEN = new ClassValue<>() {
    @Override
    protected Integer computeValue(Class<?> type) {
      return overriddenEntries(type);
    }
  };

  /**
   * An anonymous procedure of unknown arity; arity errors then name only the argument count. A
   * procedure keeps no name or arity of its own: {@link NamedProcedure} keeps them in fields, and
   * a compiled closure's class answers them from constants, so that a closure instance holds only
   * its captured variables (continuation-passing code allocates one per call).
   */
  protected Procedure() {}

  @Unwindable
  public Object apply0() {
    return routeFixed(new Object[0], 0);
  }

  @Unwindable
  public Object apply1(Object a) {
    return routeFixed(new Object[] {a}, 1);
  }

  @Unwindable
  public Object apply2(Object a, Object b) {
    return routeFixed(new Object[] {a, b}, 2);
  }

  @Unwindable
  public Object apply3(Object a, Object b, Object c) {
    return routeFixed(new Object[] {a, b, c}, 3);
  }

  @Unwindable
  public Object apply4(Object a, Object b, Object c, Object d) {
    return routeFixed(new Object[] {a, b, c, d}, 4);
  }

  /** Any number of arguments; the array belongs to the callee, which may keep it. */
  @Unwindable
  public Object applyN(Object[] args) {
    int mask = OVERRIDDEN.get(getClass());
    int n = args.length;
    if (n <= 4 && (mask & (1 << n)) != 0) {
      return applyFixed(args);
    }
    throw arityError(n);
  }

  /** The name for messages and printing ({@code #<procedure name>}), or null when anonymous. */
  public String name() {
    return null;
  }

  public int minArity() {
    return 0;
  }

  /** The largest accepted argument count, or -1 when there is a rest parameter. */
  public int maxArity() {
    return -1;
  }

  /**
   * The accepted argument counts for hover text and messages: {@code "2"}, {@code "1 or more"},
   * {@code "1 to 3"}, or {@code "any number"} when unknown.
   */
  public String arityDescription() {
    int min = minArity();
    int max = maxArity();
    if (max < 0) {
      return min == 0 ? "any number" : min + " or more";
    }
    return min == max ? Integer.toString(min) : min + " to " + max;
  }

  /** The error for a call with {@code count} arguments that this procedure does not accept. */
  public SchemeError arityError(int count) {
    int min = minArity();
    int max = maxArity();
    if (max >= 0 || min > 0) {
      return Errors.arity(name(), min, max, count);
    }
    return Errors.error((name() == null ? "#<procedure>" : name())
        + ": wrong number of arguments, got " + count);
  }

  @Override
  public String toString() {
    return name() == null ? "#<procedure>" : "#<procedure " + name() + ">";
  }

  // ---------------------------------------------------------------- static helpers for Java code

  /**
   * The builtin that gives the procedure a sequence is when applied ({@code (v i)}), or false when
   * its argument is no sequence.
   */
  public static final String SEQUENCE_PROCEDURE = "%sequence-procedure";

  /** That builtin, looked up once, when a program first applies something that is not a procedure. */
  private static final class SequenceProcedure {
    private SequenceProcedure() {}

    static final Procedure BUILTIN = Builtins.lookup(SEQUENCE_PROCEDURE);
  }

  /** {@code value} as a procedure, or the error {@code attempt to call a non-procedure: 5}. */
  public static Procedure check(Object value) {
    if (value instanceof Procedure procedure) {
      return procedure;
    }
    // (v i) indexes a vector, string, list, bytevector, Java array or java.util.List, as in Kawa;
    // the sequence library, above this class, says how.
    if (value != null && SequenceProcedure.BUILTIN.apply1(value) instanceof Procedure accessor) {
      return accessor;
    }
    throw Errors.notAProcedure(value);
  }

  /** Calls {@code f} with no arguments and resolves tail calls. */
  @Unwindable
  public static Object call(Object f) {
    return TailCall.resolve(check(f).apply0());
  }

  @Unwindable
  public static Object call(Object f, Object a) {
    return TailCall.resolve(check(f).apply1(a));
  }

  @Unwindable
  public static Object call(Object f, Object a, Object b) {
    return TailCall.resolve(check(f).apply2(a, b));
  }

  @Unwindable
  public static Object call(Object f, Object a, Object b, Object c) {
    return TailCall.resolve(check(f).apply3(a, b, c));
  }

  @Unwindable
  public static Object call(Object f, Object a, Object b, Object c, Object d) {
    return TailCall.resolve(check(f).apply4(a, b, c, d));
  }

  /** Calls {@code f} with the arguments in {@code args} and resolves tail calls. */
  @Unwindable
  public static Object callN(Object f, Object[] args) {
    return TailCall.resolve(dispatch(check(f), args));
  }

  /** One call through the fixed entry that matches {@code args.length}; the result may be a bounce. */
  @Unwindable
  public static Object dispatch(Procedure f, Object[] args) {
    switch (args.length) {
      case 0:
        return f.apply0();
      case 1:
        return f.apply1(args[0]);
      case 2:
        return f.apply2(args[0], args[1]);
      case 3:
        return f.apply3(args[0], args[1], args[2]);
      case 4:
        return f.apply4(args[0], args[1], args[2], args[3]);
      default:
        return f.applyN(args);
    }
  }

  // ---------------------------------------------------------------- routing

  @Unwindable
  private Object routeFixed(Object[] args, int count) {
    int mask = OVERRIDDEN.get(getClass());
    if ((mask & (1 << APPLY_N)) != 0) {
      return applyN(args);
    }
    throw arityError(count);
  }

  @Unwindable
  private Object applyFixed(Object[] args) {
    return switch (args.length) {
      case 0 -> apply0();
      case 1 -> apply1(args[0]);
      case 2 -> apply2(args[0], args[1]);
      case 3 -> apply3(args[0], args[1], args[2]);
      default -> apply4(args[0], args[1], args[2], args[3]);
    };
  }

  /** Bit k is set when {@code applyK} is overridden below Procedure, bit 5 for {@code applyN}. */
  private static int overriddenEntries(Class<?> type) {
    int mask = 0;
    for (int k = 0; k <= APPLY_N; k++) {
      String method = k == APPLY_N ? "applyN" : "apply" + k;
      Class<?>[] parameters;
      if (k == APPLY_N) {
        parameters = new Class<?>[] {Object[].class};
      } else {
        parameters = new Class<?>[k];
        java.util.Arrays.fill(parameters, Object.class);
      }
      for (Class<?> c = type; c != null && c != Procedure.class; c = c.getSuperclass()) {
        try {
          c.getDeclaredMethod(method, parameters);
          mask |= 1 << k;
          break;
        } catch (NoSuchMethodException notHere) {
          // Keep looking in the superclass.
        }
      }
    }
    return mask;
  }
}
