package kopi.runtime;

/**
 * A parameter object ({@code make-parameter}). Calling it with no argument gives its value in the
 * current thread. {@code parameterize} binds it per thread for the extent of a thunk through
 * {@link #parameterize}; the converter runs on the initial value and on every parameterized value.
 * Calling it with one argument sets it, as in Kawa 3.1.1, after the converter: inside a
 * {@code parameterize} of it the innermost binding (which the {@code parameterize} restores when it
 * exits), elsewhere its value outside any {@code parameterize}. That value is shared by all threads
 * (in Kawa each thread has its own, taken from its parent when it starts), so that a value set by
 * one REPL input, which a session runs on a thread of its own, is the value in the next.
 * A new thread starts with the bindings of the thread that made it (as in Kawa), so a
 * {@code future} or a Java thread started inside {@code (parameterize ((current-output-port p)) ...)}
 * writes to {@code p}; later changes in either thread do not reach the other.
 */
public final class Parameter extends NamedProcedure {
  private final Object converter;
  /** The value outside any {@code parameterize}, converted. */
  private volatile Object global;
  private final ThreadLocal<Object> binding = new InheritableThreadLocal<>();

  public Parameter(String name, Object value, Object converter) {
    super(name, 0, 1);
    this.converter = converter;
    this.global = converter == null ? value : Procedure.call(converter, value);
  }

  @Override
  public Object apply0() {
    Object value = binding.get();
    if (value == null) {
      return global;
    }
    return value == NULL_VALUE ? null : value;
  }

  /** {@code (p value)}: sets the parameter to the converted value, as {@link #set} does. */
  @Override
  public Object apply1(Object value) {
    set(convert(value));
    return Unspecified.VALUE;
  }

  /**
   * Sets the innermost binding of this thread to {@code converted}, or the value outside any
   * {@code parameterize} when this thread has none.
   */
  public void set(Object converted) {
    if (binding.get() == null) {
      global = converted;
    } else {
      binding.set(converted == null ? NULL_VALUE : converted);
    }
  }

  /** Names the parameter in the message, since it is a procedure of its own kind. */
  @Override
  public SchemeError arityError(int count) {
    return Errors.arity(toString(), 0, 1, count);
  }

  /** The value in this thread. */
  public Object get() {
    return apply0();
  }

  /** The converter applied to {@code value}, as {@code parameterize} does before binding. */
  public Object convert(Object value) {
    return converter == null ? value : Procedure.call(converter, value);
  }

  /**
   * Binds each parameter in {@code parameters} to the matching converted value (both Scheme lists),
   * calls {@code thunk}, and restores the old bindings however the thunk exits.
   */
  @Unwindable
  public static Object parameterize(Object parameters, Object values, Object thunk) {
    int count = 0;
    for (Object p = parameters; p instanceof Pair pair; p = pair.cdr) {
      count++;
    }
    Parameter[] params = new Parameter[count];
    Object[] converted = new Object[count];
    Object p = parameters;
    Object v = values;
    for (int i = 0; i < count; i++, p = ((Pair) p).cdr, v = ((Pair) v).cdr) {
      Object candidate = ((Pair) p).car;
      if (!(candidate instanceof Parameter parameter)) {
        throw Errors.wrongType("parameterize", "parameter", candidate);
      }
      if (!(v instanceof Pair)) {
        throw Errors.error("parameterize: expected as many values as parameters, got " + i);
      }
      params[i] = parameter;
      converted[i] = parameter.convert(((Pair) v).car);
    }
    return parameterizeBody(params, converted, thunk, false);
  }

  /**
   * Binds {@code params} to {@code converted} around a call of {@code thunk}, or when
   * {@code resuming} around the rebuilt frames of a continuation captured inside it. The bindings
   * live in thread locals, outside the state a continuation saves, so a re-entry binds them again
   * from the saved frame (the frames outside it were rebuilt first, so what it restores afterwards
   * are the outer bindings of the re-entered computation).
   */
  @Unwindable
  static Object parameterizeBody(Parameter[] params, Object[] converted, Object thunk, boolean resuming) {
    int count = params.length;
    Object[] saved = new Object[count];
    for (int i = 0; i < count; i++) {
      saved[i] = params[i].binding.get();
      params[i].binding.set(converted[i] == null ? NULL_VALUE : converted[i]);
    }
    try {
      return resuming ? TailCall.resolve(Continuations.resumeNext()) : Procedure.call(thunk);
    } catch (Capture capture) {
      throw capture.push(new Parameterized(params, converted));
    } finally {
      for (int i = count - 1; i >= 0; i--) {
        if (saved[i] == null) {
          params[i].binding.remove();
        } else {
          params[i].binding.set(saved[i]);
        }
      }
    }
  }

  private record Parameterized(Parameter[] params, Object[] converted) implements JavaFrame {
    @Override
    public Object resume() {
      return parameterizeBody(params, converted, null, true);
    }
  }

  /** Stands for a Java null bound by {@code parameterize}, since the thread local uses null for "unbound". */
  private static final Object NULL_VALUE = new Object();

  @Override
  public String toString() {
    return name() == null ? "#<parameter>" : "#<parameter " + name() + ">";
  }
}
