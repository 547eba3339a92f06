package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.Capture;
import kopi.runtime.Continuations;
import kopi.runtime.JavaFrame;
import kopi.runtime.ErrorObject;
import kopi.runtime.Errors;
import kopi.runtime.Exceptions;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Parameter;
import kopi.runtime.Procedure;
import kopi.runtime.Promise;
import kopi.runtime.Symbol;
import kopi.runtime.TailCall;
import kopi.runtime.Unspecified;
import kopi.runtime.Unwindable;
import kopi.runtime.Values;

/**
 * Control: booleans, procedures, {@code apply}, {@code map}, continuations, multiple values,
 * {@code dynamic-wind}, exceptions, promises and parameters, plus the helpers the expander uses to
 * implement derived forms ({@code %guard}, {@code %make-lazy-promise}, {@code %parameterize}).
 */
public final class ControlLib {
  private ControlLib() {}

  @Builtin("boolean?")
  public static Object booleanP(Object x) {
    return x instanceof Boolean;
  }

  @Builtin("not")
  public static Object not(Object x) {
    return kopi.runtime.TypeCheck.isFalse(x);
  }

  @Builtin(value = "boolean=?", min = 1)
  public static Object booleanEq(Object[] args) {
    for (Object x : args) {
      if (!(x instanceof Boolean)) {
        throw Errors.wrongType("boolean=?", "boolean", x);
      }
    }
    for (int i = 1; i < args.length; i++) {
      if (args[i] != args[0]) {
        return false;
      }
    }
    return true;
  }

  @Builtin("procedure?")
  public static Object procedureP(Object x) {
    return x instanceof Procedure;
  }

  @Builtin("void")
  public static Object voidValue(Object[] ignored) {
    return Unspecified.VALUE;
  }

  @Builtin("void?")
  public static Object voidP(Object x) {
    return x == Unspecified.VALUE;
  }

  // ------------------------------------------------------------------ apply, map, for-each

  @Builtin(value = "apply", tailCalls = true, types = {"procedure", "*"})
  public static Object apply(Object f, Object args) {
    return new TailCall(Args.procedure("apply", f), Args.listToArray("apply", SequenceLib.asList(args)));
  }

  @Builtin(value = "apply", min = 2, tailCalls = true, types = {"procedure", "*"})
  public static Object apply(Object[] args) {
    Procedure f = Args.procedure("apply", args[0]);
    Object[] spread = Args.listToArray("apply", SequenceLib.asList(args[args.length - 1]));
    Object[] all = new Object[args.length - 2 + spread.length];
    System.arraycopy(args, 1, all, 0, args.length - 2);
    System.arraycopy(spread, 0, all, args.length - 2, spread.length);
    return new TailCall(f, all);
  }

  @Builtin(value = "map", types = {"procedure", "*"})
  @Unwindable
  public static Object map(Object f, Object list) {
    Procedure proc = Args.procedure("map", f);
    Pair head = new Pair(null, Nil.NIL);
    Object elements = sequenceList(list);
    return mapFrom(proc, elements, elements, head, head);
  }

  /**
   * The list {@code map} or {@code for-each} walks for {@code x}: {@code x} itself when it is a list,
   * else the elements of a vector, string, Java collection or other sequence, as Kawa takes them
   * ({@link SequenceLib#asList}). Compiled {@code map} and {@code for-each} loops call it too.
   */
  public static Object sequenceList(Object x) {
    return x instanceof Pair || x == Nil.NIL ? x : SequenceLib.asList(x);
  }

  /**
   * The loop of {@code map} from {@code x} on, appending to {@code tail}. It takes part in captures:
   * the saved frame keeps a copy of the results so far, and each re-entry copies it again, so a
   * re-entered {@code map} never changes a list an earlier return handed out (R7RS 6.10).
   */
  @Unwindable
  static Object mapFrom(Procedure proc, Object x, Object list, Pair head, Pair tail) {
    for (; x instanceof Pair p; x = p.cdr) {
      Object value;
      try {
        value = Procedure.call(proc, p.car);
      } catch (Capture capture) {
        throw capture.push(new MapFrame(proc, p.cdr, list, copy(head.cdr)));
      }
      Pair next = new Pair(value, Nil.NIL);
      tail.cdr = next;
      tail = next;
    }
    checkListEnd("map", x, list);
    return head.cdr;
  }

  private record MapFrame(Procedure proc, Object rest, Object list, Object done) implements JavaFrame {
    @Override
    public Object resume() {
      Object value = resumeCall();
      Pair head = new Pair(null, copy(done));
      Pair tail = head;
      while (tail.cdr instanceof Pair p) {
        tail = p;
      }
      Pair next = new Pair(value, Nil.NIL);
      tail.cdr = next;
      return mapFrom(proc, rest, list, head, next);
    }
  }

  /**
   * For a compiled {@code map} loop re-entered by a continuation ({@code FunctionEmitter.mapLoop}):
   * a copy of its results from {@code head} through {@code tail}, which an earlier return of the
   * loop owns.
   */
  public static Object mapCopy(Object head, Object tail) {
    Pair first = new Pair(((Pair) head).car, Nil.NIL);
    Pair last = first;
    for (Pair p = (Pair) head; p != tail;) {
      p = (Pair) p.cdr;
      Pair next = new Pair(p.car, Nil.NIL);
      last.cdr = next;
      last = next;
    }
    return first;
  }

  /** The list a compiled {@code map} loop returns: its first pair, or the empty list when it has none. */
  public static Object mapResult(Object head) {
    return head == null ? Nil.NIL : head;
  }

  /** The last pair of the list {@code head}: where a re-entered {@code map} loop appends. */
  public static Object lastPair(Object head) {
    Pair last = (Pair) head;
    while (last.cdr instanceof Pair p) {
      last = p;
    }
    return last;
  }

  private static Object copy(Object list) {
    Pair head = new Pair(null, Nil.NIL);
    Pair tail = head;
    for (Object x = list; x instanceof Pair p; x = p.cdr) {
      Pair next = new Pair(p.car, Nil.NIL);
      tail.cdr = next;
      tail = next;
    }
    return head.cdr;
  }

  @Builtin(value = "map", min = 2, types = {"procedure", "*"})
  @Unwindable
  public static Object map(Object[] args) {
    Procedure proc = Args.procedure("map", args[0]);
    Pair head = new Pair(null, Nil.NIL);
    return mapColumns(proc, lists("map", args), head, head);
  }

  /**
   * The loop of multi-list {@code map}: {@code lists} holds what is left of each list and advances
   * as columns are taken. Like {@link #mapFrom} it takes part in captures, saving a copy of the
   * remaining lists and of the results so far.
   */
  @Unwindable
  static Object mapColumns(Procedure proc, Object[] lists, Pair head, Pair tail) {
    for (Object[] column = column(lists); column != null; column = column(lists)) {
      Object value;
      try {
        value = Procedure.callN(proc, column);
      } catch (Capture capture) {
        throw capture.push(new MapColumnsFrame(proc, lists.clone(), copy(head.cdr)));
      }
      Pair next = new Pair(value, Nil.NIL);
      tail.cdr = next;
      tail = next;
    }
    return head.cdr;
  }

  private record MapColumnsFrame(Procedure proc, Object[] rest, Object done) implements JavaFrame {
    @Override
    public Object resume() {
      Object value = resumeCall();
      Pair head = new Pair(null, copy(done));
      Pair tail = head;
      while (tail.cdr instanceof Pair p) {
        tail = p;
      }
      Pair next = new Pair(value, Nil.NIL);
      tail.cdr = next;
      return mapColumns(proc, rest.clone(), head, next);
    }
  }

  @Builtin(value = "for-each", types = {"procedure", "*"})
  @Unwindable
  public static Object forEach(Object f, Object list) {
    Object elements = sequenceList(list);
    return forEachFrom(Args.procedure("for-each", f), elements, elements);
  }

  /** The loop of {@code for-each} from {@code x} on; it takes part in captures. */
  @Unwindable
  static Object forEachFrom(Procedure proc, Object x, Object list) {
    for (; x instanceof Pair p; x = p.cdr) {
      try {
        Procedure.call(proc, p.car);
      } catch (Capture capture) {
        throw capture.push(new ForEachFrame(proc, p.cdr, list));
      }
    }
    checkListEnd("for-each", x, list);
    return Unspecified.VALUE;
  }

  private record ForEachFrame(Procedure proc, Object rest, Object list) implements JavaFrame {
    @Override
    public Object resume() {
      resumeCall();
      return forEachFrom(proc, rest, list);
    }
  }

  @Builtin(value = "for-each", min = 2, types = {"procedure", "*"})
  @Unwindable
  public static Object forEach(Object[] args) {
    return forEachColumns(Args.procedure("for-each", args[0]), lists("for-each", args));
  }

  /** The loop of multi-list {@code for-each}; it takes part in captures like {@link #forEachFrom}. */
  @Unwindable
  static Object forEachColumns(Procedure proc, Object[] lists) {
    for (Object[] column = column(lists); column != null; column = column(lists)) {
      try {
        Procedure.callN(proc, column);
      } catch (Capture capture) {
        throw capture.push(new ForEachColumnsFrame(proc, lists.clone()));
      }
    }
    return Unspecified.VALUE;
  }

  private record ForEachColumnsFrame(Procedure proc, Object[] rest) implements JavaFrame {
    @Override
    public Object resume() {
      resumeCall();
      return forEachColumns(proc, rest.clone());
    }
  }

  // ------------------------------------------------------------------ continuations and values

  @Builtin(value = {"call-with-current-continuation", "call/cc"}, types = {"procedure"})
  @Unwindable
  public static Object callCC(Object f) {
    return Exceptions.callWithCurrentContinuation(f);
  }

  /**
   * {@code (%call/ec receiver)}: {@code call/cc} where the compiler proved that the continuation
   * cannot be called after the call returns (kopi.analysis.EscapeContinuations), so nothing is
   * captured.
   */
  @Builtin("%call/ec")
  @Unwindable
  public static Object callEC(Object f) {
    return Exceptions.callWithEscapeContinuation(f);
  }

  @Builtin("values")
  public static Object values(Object a) {
    return a;
  }

  @Builtin("values")
  public static Object values(Object[] args) {
    return Values.of(args);
  }

  @Builtin(value = "call-with-values", tailCalls = true, types = {"procedure", "procedure"})
  @Unwindable
  public static Object callWithValues(Object producer, Object consumer) {
    Procedure receiver = Args.procedure("call-with-values", consumer);
    Object result;
    try {
      result = Procedure.call(producer);
    } catch (Capture capture) {
      throw capture.push(new Consuming(receiver));
    }
    return new TailCall(receiver, Values.forConsumer(result, receiver));
  }

  /** A {@code call-with-values} whose producer was captured: the consumer is still to be called. */
  private record Consuming(Procedure consumer) implements JavaFrame {
    @Override
    public Object resume() {
      Object result = resumeCall();
      return new TailCall(consumer, Values.forConsumer(result, consumer));
    }
  }

  @Builtin(value = "dynamic-wind", types = {"procedure", "procedure", "procedure"})
  @Unwindable
  public static Object dynamicWind(Object before, Object thunk, Object after) {
    return Exceptions.dynamicWind(before, thunk, after);
  }

  // ------------------------------------------------------------------ exceptions

  @Builtin("raise")
  @Unwindable
  public static Object raise(Object x) {
    throw Exceptions.raise(x);
  }

  @Builtin("raise-continuable")
  @Unwindable
  public static Object raiseContinuable(Object x) {
    return Exceptions.raiseContinuable(x);
  }

  @Builtin("with-exception-handler")
  @Unwindable
  public static Object withExceptionHandler(Object handler, Object thunk) {
    return Exceptions.withExceptionHandler(Args.procedure("with-exception-handler", handler), thunk);
  }

  /**
   * {@code (%guard body-thunk handler)}: the run-time half of {@code guard}. See
   * {@link Exceptions#guard}: the handler runs after unwinding, in the guard's dynamic environment,
   * and should end with {@code (raise-continuable condition)} when no clause matches.
   */
  @Builtin(value = "%guard", tailCalls = true)
  @Unwindable
  public static Object guard(Object body, Object handler) {
    return Exceptions.guard(body, handler);
  }

  @Builtin(value = "error", min = 1)
  @Unwindable
  public static Object error(Object[] args) {
    Object message = args[0];
    // Kawa accepts a symbol naming the caller first, (error 'who "msg" ...), and shows it displayed.
    String text = message instanceof CharSequence s ? s.toString() : kopi.runtime.Printer.displayString(message);
    Object irritants = Pair.listWithTail(args, 1, Nil.NIL);
    throw Exceptions.raise(new ErrorObject(text, irritants, ErrorObject.MISC_ERROR, false));
  }

  @Builtin("error-object?")
  public static Object errorObjectP(Object x) {
    return x instanceof ErrorObject || x instanceof Throwable;
  }

  @Builtin("error-object-message")
  public static Object errorObjectMessage(Object x) {
    if (x instanceof ErrorObject e) {
      return e.objectMessage();
    }
    if (x instanceof Throwable t) {
      return t.getMessage() == null ? t.getClass().getName() : t.getMessage();
    }
    throw Errors.wrongType("error-object-message", "error object", x);
  }

  @Builtin("error-object-irritants")
  public static Object errorObjectIrritants(Object x) {
    if (x instanceof ErrorObject e) {
      return e.irritants();
    }
    if (x instanceof Throwable) {
      return Nil.NIL;
    }
    throw Errors.wrongType("error-object-irritants", "error object", x);
  }

  @Builtin("read-error?")
  public static Object readErrorP(Object x) {
    return x instanceof ErrorObject e && e.message().startsWith("read:");
  }

  @Builtin("file-error?")
  public static Object fileErrorP(Object x) {
    return x instanceof java.io.IOException
        || x instanceof java.io.UncheckedIOException
        || x instanceof ErrorObject e && e.message().startsWith("file:");
  }

  // ------------------------------------------------------------------ promises

  @Builtin("make-promise")
  public static Object makePromise(Object value) {
    return Promise.ready(value);
  }

  @Builtin("promise?")
  public static Object promiseP(Object x) {
    return x instanceof Promise;
  }

  @Builtin(value = "force", types = {"*"})
  @Unwindable
  public static Object force(Object x) {
    return Promise.force(x);
  }

  /**
   * {@code (%keyword-arg rest key:)}: the value after {@code key:} in the keyword and value pairs of
   * a {@code #!key} procedure's extra arguments, or {@code #!default} when the key is absent.
   */
  @Builtin("%keyword-arg")
  public static Object keywordArg(Object rest, Object keyword) {
    for (Object list = rest; list instanceof Pair pair && pair.cdr instanceof Pair value; list = value.cdr) {
      if (pair.car == keyword) {
        return value.car;
      }
    }
    return kopi.runtime.DefaultObject.VALUE;
  }

  /**
   * {@code (%check-keywords "who" rest '(key: ...))}: the extra arguments of a {@code #!key}
   * procedure without {@code #!rest} must be pairs of one of its keywords and a value.
   */
  @Builtin("%check-keywords")
  public static Object checkKeywords(Object who, Object rest, Object allowed) {
    for (Object list = rest; list != Nil.NIL;) {
      Pair pair = (Pair) list;
      if (!(pair.car instanceof kopi.runtime.Keyword keyword)) {
        throw Errors.error(who + ": expected a keyword argument, got " + kopi.runtime.Printer.writeString(pair.car));
      }
      boolean known = false;
      for (Object k = allowed; k instanceof Pair p; k = p.cdr) {
        known |= p.car == keyword;
      }
      if (!known) {
        throw Errors.error(who + ": unexpected keyword " + keyword + " (it takes "
            + kopi.runtime.Printer.displayString(allowed) + ")");
      }
      if (!(pair.cdr instanceof Pair value)) {
        throw Errors.error(who + ": keyword " + keyword + " has no value");
      }
      list = value.cdr;
    }
    return Unspecified.VALUE;
  }

  /**
   * Kawa's {@code (primitive-throw exception)}: raises a Java exception (a
   * {@code java.lang.Throwable}) as a condition; {@code guard}, {@code try-catch} and handlers see
   * the exception object itself.
   */
  @Builtin("primitive-throw")
  public static Object primitiveThrow(Object exception) {
    if (!(exception instanceof Throwable)) {
      throw Errors.wrongType("primitive-throw", "java.lang.Throwable", exception);
    }
    throw Exceptions.raise(exception);
  }

  /**
   * Kawa's {@code throw}: {@code (throw exception)} raises a Java exception as
   * {@code primitive-throw} does, and Guile's {@code (throw key arg ...)}, with a symbol key, raises
   * an error object that {@code catch} matches by its key, whose message is the key and whose
   * irritants are the arguments (written {@code #<ERROR key arg ...>}), as in Kawa 3.1.1.
   */
  @Builtin(value = "throw", min = 1)
  public static Object throwKey(Object[] args) {
    if (args[0] instanceof Symbol key) {
      throw Exceptions.raise(ErrorObject.thrown(key, Pair.listWithTail(args, 1, Nil.NIL)));
    }
    if (args.length == 1 && args[0] instanceof Throwable) {
      throw Exceptions.raise(args[0]);
    }
    throw Errors.error("throw: expected a symbol key or one java.lang.Throwable, got "
        + kopi.runtime.Printer.writeString(Pair.listWithTail(args, 0, Nil.NIL)));
  }

  /**
   * Guile's {@code (catch key thunk handler)}, as Kawa 3.1.1 has it: calls {@code thunk}; if it
   * raises an error object whose key is {@code key} (any key when {@code key} is {@code #t}), that
   * is a {@code (throw key arg ...)} or an {@code error} (key {@code misc-error}, arguments the
   * message and irritants), the stack unwinds to here and {@code (handler key arg ...)} is
   * tail-called. Anything else raised goes on to the handlers outside, as from a {@code guard} with
   * no matching clause; the runtime's own errors are not caught, as Kawa's Java exceptions are not.
   */
  @Builtin(value = "catch", tailCalls = true)
  @Unwindable
  public static Object catchKey(Object key, Object thunk, Object handler) {
    Args.procedure("catch", thunk);
    Procedure receiver = Args.procedure("catch", handler);
    Procedure selector = new NamedProcedure("catch", 1, 1) {
      @Override
      public Object apply1(Object condition) {
        if (!(condition instanceof ErrorObject error) || error.key() == null
            || key != Boolean.TRUE && key != error.key()) {
          return Boolean.FALSE;
        }
        java.util.List<Object> arguments = new java.util.ArrayList<>();
        arguments.add(error.key());
        for (Object rest = error.handlerArguments(); rest instanceof Pair pair; rest = pair.cdr) {
          arguments.add(pair.car);
        }
        return new NamedProcedure("catch", 0, 0) {
          @Override
          public Object apply0() {
            return TailCall.ofArgs(receiver, arguments.toArray());
          }
        };
      }
    };
    return Exceptions.guard(thunk, selector);
  }

  /**
   * {@code try-catch}'s view of a condition as a Java exception: a Java exception is itself, any
   * other raised object a {@link kopi.runtime.SchemeError} carrying it, whose message is its text.
   */
  @Builtin("%as-throwable")
  public static Object asThrowable(Object condition) {
    return condition instanceof Throwable ? condition : new kopi.runtime.SchemeError(condition);
  }

  /** {@code (delay e)} expands to {@code (%make-delayed-promise (lambda () e))}. */
  @Builtin("%make-delayed-promise")
  public static Object makeDelayedPromise(Object thunk) {
    return Promise.delayed(thunk);
  }

  /** {@code (delay-force e)} expands to {@code (%make-lazy-promise (lambda () e))}. */
  @Builtin("%make-lazy-promise")
  public static Object makeLazyPromise(Object thunk) {
    return Promise.lazy(thunk);
  }

  // ------------------------------------------------------------------ parameters

  @Builtin("make-parameter")
  public static Object makeParameter(Object value) {
    return new Parameter(null, value, null);
  }

  @Builtin("make-parameter")
  public static Object makeParameter(Object value, Object converter) {
    return new Parameter(null, value, Args.procedure("make-parameter", converter));
  }

  /**
   * {@code (parameterize ((p v) ...) body ...)} expands to
   * {@code (%parameterize (list p ...) (list v ...) (lambda () body ...))}.
   */
  @Builtin("%parameterize")
  @Unwindable
  public static Object parameterize(Object parameters, Object values, Object thunk) {
    return Parameter.parameterize(parameters, values, thunk);
  }

  /** The next column of cars, advancing each list; null when any list is exhausted. */
  /**
   * The list arguments of a multi-list {@code map} or {@code for-each}, each checked to be a pair
   * or the empty list: the walk stops at the shortest list, so a non-list would otherwise pass as
   * an empty one.
   */
  private static Object[] lists(String who, Object[] args) {
    Object[] lists = java.util.Arrays.copyOfRange(args, 1, args.length);
    for (int i = 0; i < lists.length; i++) {
      lists[i] = sequenceList(lists[i]);
      if (!(lists[i] instanceof Pair) && lists[i] != Nil.NIL) {
        throw Errors.wrongType(who, "list", lists[i]);
      }
    }
    return lists;
  }

  /**
   * A one-list walk must end at the empty list; anything else means {@code list} was not a list.
   * Compiled {@code map} and {@code for-each} loops call it too ({@code FunctionEmitter.mapLoop}).
   */
  public static void checkListEnd(String who, Object end, Object list) {
    if (end != Nil.NIL) {
      throw Errors.wrongType(who, list instanceof Pair ? "proper list" : "list", list);
    }
  }

  private static Object[] column(Object[] lists) {
    Object[] column = new Object[lists.length];
    for (int i = 0; i < lists.length; i++) {
      if (!(lists[i] instanceof Pair p)) {
        return null;
      }
      column[i] = p.car;
      lists[i] = p.cdr;
    }
    return column;
  }
}
