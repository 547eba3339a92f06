package kopi.runtime;

/**
 * A tail-call bounce: compiled code in tail position returns {@code new TailCall(f, args)} instead
 * of calling {@code f}, and the nearest non-tail caller runs the loop in {@link #resolve}. This keeps
 * the Java stack flat for mutual recursion and calls to unknown procedures (R7RS proper tail calls).
 * A few tail calls in a row to unknown procedures run as direct calls first ({@link #direct}).
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

  /** A bounce with more than four arguments, which it takes over in {@code args}. */
  public static TailCall ofArgs(Object procedure, Object[] args) {
    return new TailCall(procedure, args);
  }

  /**
   * How many direct tail calls ({@link #direct}) may be unfinished at once above the innermost
   * trampoline running a bounce, before the next one bounces. Each keeps its caller's frame on the
   * Java stack until it ends.
   */
  static final int DIRECT_LIMIT = 8;

  /**
   * The one thread whose tail calls may run as direct calls (the first to run a bounce, until it
   * ends): the budget below is plain static state, and only this thread reads or writes it.
   */
  private static Thread owner;

  /** How many more direct tail calls may start before one must bounce; owner's only. */
  private static int budget;

  /**
   * Whether a tail call to an unknown procedure (or a known global) may run as a direct call
   * ({@link #call1} and the others), rather than return a bounce; takes one from the budget when
   * so, and the call gives it back when it ends. Direct calls save an allocation and a round trip
   * through the trampoline per call, which is the inner loop of continuation-passing code. Proper
   * tail calls stay proper: at most {@link #DIRECT_LIMIT} frames of direct calls are on the stack
   * above the trampoline that last reset the budget ({@link #resolve}), and each trampoline puts
   * the budget back as it found it when it returns, so the frames they leave are bounded by a
   * constant per trampoline, and a loop of tail calls bounces at least once every
   * {@link #DIRECT_LIMIT} calls.
   */
  private static boolean direct() {
    if (Thread.currentThread() != owner) {
      return false;
    }
    int left = budget;
    if (left <= 0) {
      return false;
    }
    budget = left - 1;
    return true;
  }

  // The tail calls of unknown procedures (and of known globals on a cycle of tail calls): each is a
  // direct call while the budget allows (direct), else the bounce. A direct call gives its unit of
  // budget back when it ends, however it ends (a value, a bounce passing through on its way to the
  // trampoline, an exception, a capture unwinding the stack): the budget then counts the direct
  // calls whose frames are still on the stack above the innermost trampoline, rather than every
  // direct call made since that trampoline started, so code that makes non-tail calls of procedures
  // ending in unknown tail calls (a rewriter calling itself on each subterm) does not run out.

  @Unwindable
  public static Object call0(Object f) {
    if (!direct()) {
      return of(f);
    }
    try {
      return Procedure.check(f).apply0();
    } finally {
      budget++;
    }
  }

  @Unwindable
  public static Object call1(Object f, Object a) {
    if (!direct()) {
      return of(f, a);
    }
    try {
      return Procedure.check(f).apply1(a);
    } finally {
      budget++;
    }
  }

  @Unwindable
  public static Object call2(Object f, Object a, Object b) {
    if (!direct()) {
      return of(f, a, b);
    }
    try {
      return Procedure.check(f).apply2(a, b);
    } finally {
      budget++;
    }
  }

  @Unwindable
  public static Object call3(Object f, Object a, Object b, Object c) {
    if (!direct()) {
      return of(f, a, b, c);
    }
    try {
      return Procedure.check(f).apply3(a, b, c);
    } finally {
      budget++;
    }
  }

  @Unwindable
  public static Object call4(Object f, Object a, Object b, Object c, Object d) {
    if (!direct()) {
      return of(f, a, b, c, d);
    }
    try {
      return Procedure.check(f).apply4(a, b, c, d);
    } finally {
      budget++;
    }
  }

  /** A tail call with more than four arguments, which it takes over in {@code args}. */
  @Unwindable
  public static Object callN(Object f, Object[] args) {
    if (!direct()) {
      return ofArgs(f, args);
    }
    try {
      return Procedure.check(f).applyN(args);
    } finally {
      budget++;
    }
  }

  /** Runs bounces until a real value comes back; any other value is returned as it is. */
  @Unwindable
  public static Object resolve(Object result) {
    if (result instanceof TailCall call) {
      return bounce(call);
    }
    return result;
  }

  /**
   * The trampoline: runs {@code call} and the bounces it leads to, each with a fresh budget of
   * direct tail calls when this thread owns the budget, and puts the budget back as it was.
   */
  @Unwindable
  private static Object bounce(TailCall call) {
    Thread me = Thread.currentThread();
    if (me != owner && !claim(me)) {
      Object result = call;
      while (result instanceof TailCall next) {
        result = next.run();
      }
      return result;
    }
    int saved = budget;
    try {
      Object result = call;
      while (result instanceof TailCall next) {
        budget = DIRECT_LIMIT;
        result = next.run();
      }
      return result;
    } finally {
      budget = saved;
    }
  }

  /** Makes {@code me} the owner of the budget when there is none or the owner ended. */
  private static synchronized boolean claim(Thread me) {
    Thread current = owner;
    if (current == null || !current.isAlive()) {
      budget = 0;
      owner = me;
    }
    return owner == me;
  }

  /** Lets the next thread that runs a bounce own the budget: for tests that need a fresh owner. */
  static synchronized void releaseForTesting() {
    owner = null;
    budget = 0;
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
