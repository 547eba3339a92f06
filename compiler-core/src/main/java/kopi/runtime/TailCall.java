package kopi.runtime;

/**
 * A tail-call bounce: compiled code in tail position returns {@code new TailCall(f, args)} instead
 * of calling {@code f}, and the nearest non-tail caller runs the loop in {@link #resolve}. This keeps
 * the Java stack flat for mutual recursion and calls to unknown procedures (R7RS proper tail calls).
 *
 * <p>Calls with up to four arguments keep them in fields rather than in an array, and
 * {@link #resolve} calls the matching {@code applyK} entry directly. Tail calls to unknown
 * procedures are the inner loop of continuation-passing code, so one allocation per bounce instead
 * of two (and no array spreading) is measurable there.
 */
public final class TailCall {
  private static final Object[] NO_ARGS = new Object[0];

  private final Object procedure;
  /** The arguments for {@code applyN}, or null when the call has at most four (in a to d). */
  private final Object[] args;
  private final int count;
  private final Object a;
  private final Object b;
  private final Object c;
  private final Object d;

  /** A pending call of {@code procedure} (checked when run) with {@code args}, which it takes over. */
  public TailCall(Object procedure, Object[] args) {
    this.procedure = procedure;
    this.args = args;
    this.count = args.length;
    this.a = null;
    this.b = null;
    this.c = null;
    this.d = null;
  }

  private TailCall(Object procedure, int count, Object a, Object b, Object c, Object d) {
    this.procedure = procedure;
    this.args = null;
    this.count = count;
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }

  public static TailCall of(Object procedure) {
    return new TailCall(procedure, 0, null, null, null, null);
  }

  public static TailCall of(Object procedure, Object a) {
    return new TailCall(procedure, 1, a, null, null, null);
  }

  public static TailCall of(Object procedure, Object a, Object b) {
    return new TailCall(procedure, 2, a, b, null, null);
  }

  public static TailCall of(Object procedure, Object a, Object b, Object c) {
    return new TailCall(procedure, 3, a, b, c, null);
  }

  public static TailCall of(Object procedure, Object a, Object b, Object c, Object d) {
    return new TailCall(procedure, 4, a, b, c, d);
  }

  /** Runs bounces until a real value comes back; any other value is returned as it is. */
  @Unwindable
  public static Object resolve(Object result) {
    while (result instanceof TailCall call) {
      result = call.run();
    }
    return result;
  }

  /** Makes the call once; the result may be another bounce. */
  @Unwindable
  private Object run() {
    Procedure f = Procedure.check(procedure);
    if (args != null) {
      return Procedure.dispatch(f, args);
    }
    return switch (count) {
      case 0 -> f.apply0();
      case 1 -> f.apply1(a);
      case 2 -> f.apply2(a, b);
      case 3 -> f.apply3(a, b, c);
      default -> f.apply4(a, b, c, d);
    };
  }

  public Object procedure() {
    return procedure;
  }

  /** The arguments, as a fresh array when the call keeps them in fields. */
  public Object[] args() {
    if (args != null) {
      return args;
    }
    return switch (count) {
      case 0 -> NO_ARGS;
      case 1 -> new Object[] {a};
      case 2 -> new Object[] {a, b};
      case 3 -> new Object[] {a, b, c};
      default -> new Object[] {a, b, c, d};
    };
  }
}
