package kopi.runtime;

/**
 * A tail-call bounce: compiled code in tail position returns {@code new TailCall(f, args)} instead
 * of calling {@code f}, and the nearest non-tail caller runs the loop in {@link #resolve}. This keeps
 * the Java stack flat for mutual recursion and calls to unknown procedures (R7RS proper tail calls).
 */
public final class TailCall {
  private final Object procedure;
  private final Object[] args;

  /** A pending call of {@code procedure} (checked when run) with {@code args}, which it takes over. */
  public TailCall(Object procedure, Object[] args) {
    this.procedure = procedure;
    this.args = args;
  }

  public static TailCall of(Object procedure) {
    return new TailCall(procedure, new Object[0]);
  }

  public static TailCall of(Object procedure, Object a) {
    return new TailCall(procedure, new Object[] {a});
  }

  public static TailCall of(Object procedure, Object a, Object b) {
    return new TailCall(procedure, new Object[] {a, b});
  }

  public static TailCall of(Object procedure, Object a, Object b, Object c) {
    return new TailCall(procedure, new Object[] {a, b, c});
  }

  public static TailCall of(Object procedure, Object a, Object b, Object c, Object d) {
    return new TailCall(procedure, new Object[] {a, b, c, d});
  }

  /** Runs bounces until a real value comes back; any other value is returned as it is. */
  public static Object resolve(Object result) {
    while (result instanceof TailCall call) {
      result = Procedure.dispatch(Procedure.check(call.procedure), call.args);
    }
    return result;
  }

  public Object procedure() {
    return procedure;
  }

  public Object[] args() {
    return args;
  }
}
