package kopi.runtime;

import java.lang.StackWalker.StackFrame;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import kopi.runtime.DynamicState.Wind;

/**
 * Re-entrant continuations by capturing the stack with an exception (Pettyjohn, Clements,
 * Marshall, Krishnamurthi, Felleisen: "Continuations from generalized stack inspection", ICFP
 * 2005). The code generator gives every compiled method that makes calls an exception handler per
 * call site that saves the frame into a {@link ResumeFrame}, and a resume twin that rebuilds it;
 * see {@code kopi.codegen.ContinuationInstrumenter}. The runtime side is here:
 *
 * <ul>
 *   <li>{@link #drive} runs a unit of work (a module body, a REPL form) and is where captures and
 *       re-entries land. On a {@link Capture} it stores the unwound frames in the continuation and
 *       rebuilds them at once, so the capturing computation goes on with the receiver of
 *       {@code call/cc} applied to the continuation. On a {@link Reinstate} it rebuilds the frames
 *       of the continuation being re-entered, with the value passed to it.</li>
 *   <li>{@link #resumeNext} rebuilds the next saved frame (outermost first); past the innermost one
 *       it runs what happens at the {@code call/cc} itself. It is also where a capture made while
 *       rebuilt frames are still on the stack lands, sharing their saved frames.</li>
 *   <li>{@link #obstacle} decides, before anything is unwound, whether the stack can be captured:
 *       every frame between {@code call/cc} and the driver must be compiled code, a runtime method
 *       that takes part ({@link JavaFrame}) or one that only passes values through. Otherwise (a
 *       Java frame such as {@code sort} calling back into Scheme, or no driver at all) the
 *       continuation is escape-only, and re-entering it is an error naming the frame.</li>
 * </ul>
 *
 * A continuation is delimited by the innermost driver: in a REPL each form is one unit, so
 * re-entering a continuation of an earlier form finishes that form again and its value becomes the
 * value of the current form; in a program the module body is one unit.
 */
public final class Continuations {
  private Continuations() {}

  /** The static field that marks a class as instrumented by the code generator. */
  public static final String MARKER = "$resumable";

  private static final StackWalker WALKER = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

  private static final ClassValue<Boolean> INSTRUMENTED = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> type) {
      try {
        type.getDeclaredField(MARKER);
        return true;
      } catch (NoSuchFieldException | SecurityException e) {
        return false;
      }
    }
  };

  /**
   * The methods of each runtime class a capture may unwind, as {@code name + descriptor}: those
   * marked {@link Unwindable} where they are declared.
   */
  private static final ClassValue<Set<String>> UNWINDABLE = new ClassValue<>() {
    @Override
    protected Set<String> computeValue(Class<?> type) {
      return UnwindingIndex.unwindableMethods(type);
    }
  };

  /**
   * Whether {@code type.method} with JVM descriptor {@code descriptor} is marked {@link Unwindable}:
   * from the {@link UnwindingIndex} for the runtime's own classes when there is one, else by
   * reflection.
   */
  private static boolean unwindable(Class<?> type, String method, String descriptor) {
    UnwindingIndex index = UnwindingIndex.get();
    if (index != null && type.getClassLoader() == Continuations.class.getClassLoader()) {
      String internalName = type.getName().replace('.', '/');
      if (index.hasClass(internalName)) {
        return index.unwindable(internalName, method, descriptor);
      }
    }
    return UNWINDABLE.get(type).contains(method + descriptor);
  }

  /**
   * Whether a capture may unwind through a frame of the runtime method {@code className.method}
   * ({@code descriptor} its JVM descriptor), as {@link #obstacle} decides; methods named
   * {@code resume} and those of this class count as such whatever they are. The code generator
   * asks it: a static call to a runtime method a capture cannot unwind needs no handler, since a
   * {@code call/cc} under that call finds the method's frame in the way, makes an escape-only
   * continuation and throws no {@link Capture}.
   */
  public static boolean mayUnwindThrough(String className, String method, String descriptor) {
    if (method.equals("resume") || className.equals(Continuations.class.getName())) {
      return true;
    }
    UnwindingIndex index = UnwindingIndex.get();
    String internalName = className.replace('.', '/');
    if (index != null && index.hasClass(internalName)) {
      return index.unwindable(internalName, method, descriptor);
    }
    Class<?> type = runtimeClass(className);
    return type != null && unwindable(type, method, descriptor);
  }

  /**
   * Whether no method of the runtime class {@code className} calls a Scheme procedure (it is marked
   * {@link CallsNoScheme}), so the code generator needs no capture handler around calls to it.
   */
  public static boolean callsNoScheme(String className) {
    UnwindingIndex index = UnwindingIndex.get();
    String internalName = className.replace('.', '/');
    if (index != null && index.hasClass(internalName)) {
      return index.callsNoScheme(internalName);
    }
    Class<?> type = runtimeClass(className);
    return type != null && type.isAnnotationPresent(CallsNoScheme.class);
  }

  /** Runtime classes by name, as the code generator asks about them ({@link #runtimeClass}). */
  private static final Map<String, Optional<Class<?>>> CLASSES = new ConcurrentHashMap<>();

  /** The class {@code className} of this runtime, without initialising it; null when there is none. */
  private static Class<?> runtimeClass(String className) {
    return CLASSES.computeIfAbsent(className, name -> {
      try {
        return Optional.of(Class.forName(name, false, Continuations.class.getClassLoader()));
      } catch (ClassNotFoundException | LinkageError e) {
        return Optional.empty();
      }
    }).orElse(null);
  }

  /** Unwinds the stack to the driver to re-enter a continuation; carries no stack trace. */
  static final class Reinstate extends Error {
    private static final long serialVersionUID = 1L;
    final transient Continuation continuation;
    final transient Object value;

    Reinstate(Continuation continuation, Object value) {
      super(null, null, false, false);
      this.continuation = continuation;
      this.value = value;
    }
  }

  /**
   * Runs {@code body} as one unit of work whose continuations can be captured and re-entered: the
   * module bodies of a program, each form of a REPL session.
   */
  public static Object drive(Callable<Object> body) throws Exception {
    Continuation k = null;
    Procedure receiver = null;
    Object value = null;
    while (true) {
      try {
        if (k == null) {
          return body.call();
        }
        DynamicState state = DynamicState.current();
        state.winds = k.winds;
        state.handlers = k.handlers;
        state.resumeFrames = k.frames;
        state.resumeIndex = 0;
        state.resumeContinuation = k;
        state.resumeReceiver = receiver;
        state.resumeValue = value;
        return resumeNext();
      } catch (Capture capture) {
        List<Object> unwound = capture.frames;
        Object[] frames = new Object[unwound.size()];
        for (int i = 0; i < frames.length; i++) {
          frames[i] = unwound.get(frames.length - 1 - i);
        }
        k = capture.continuation;
        k.frames = frames;
        receiver = capture.receiver;
        value = null;
      } catch (Reinstate reinstate) {
        k = reinstate.continuation;
        receiver = null;
        value = reinstate.value;
      }
    }
  }

  /**
   * Whether a capture made while rebuilt frames are still on the stack shares their saved frames
   * instead of unwinding them ({@link #resumeNext}). Only the benchmark that measures what sharing
   * saves turns it off, with {@code -Dkopi.continuations.noSharing=true}.
   */
  private static final boolean SHARING = !Boolean.getBoolean("kopi.continuations.noSharing");

  /** Rebuilds the next saved frame: {@link Rebuild#resumeNext}. Resume twins call it. */
  @Unwindable
  public static Object resumeNext() {
    return Rebuild.resumeNext();
  }

  /**
   * The rebuilding of saved frames, in a class of its own so that {@link #obstacle} knows its
   * frames by their class alone: with sharing, a capture stops at the first of them.
   */
  static final class Rebuild {
    private Rebuild() {}

    /**
     * Rebuilds the next saved frame, which rebuilds the ones inside it in turn: what it returns is the
     * value of the call that frame was making. Past the innermost frame this is the {@code call/cc}
     * itself: the receiver applied to the continuation, or the value the continuation was called with.
     *
     * <p>While this call runs, the frames rebuilt before it (indexes below {@code i}) are suspended in
     * the calls they were rebuilt in, so they are still exactly their saved frames. A capture that
     * reaches this frame therefore stops here: the new continuation shares those saved frames, adds the
     * ones the capture unwound, and this frame goes on rebuilding from index {@code i} as the driver
     * would have from index 0. A capture thus costs the frames made since the last rebuild, not the
     * whole stack (the sharing of Pettyjohn et al.).
     */
    @Unwindable
    public static Object resumeNext() {
      DynamicState state = DynamicState.current();
      Object[] frames = state.resumeFrames;
      int i = state.resumeIndex;
      while (true) {
        try {
          return resume(state, frames, i);
        } catch (Capture capture) {
          if (!SHARING) {
            throw capture;
          }
          List<Object> unwound = capture.frames;
          int added = unwound.size();
          Object[] shared = Arrays.copyOf(frames, i + added);
          for (int j = 0; j < added; j++) {
            shared[i + j] = unwound.get(added - 1 - j);
          }
          Continuation k = capture.continuation;
          k.frames = shared;
          state.winds = k.winds;
          state.handlers = k.handlers;
          state.resumeFrames = shared;
          state.resumeContinuation = k;
          state.resumeReceiver = capture.receiver;
          state.resumeValue = null;
          frames = shared;
        } catch (Reinstate reinstate) {
          // Re-entering a continuation whose frames below index i are the ones suspended here: only
          // the rest needs rebuilding (the dynamic-wind thunks ran before the throw).
          Continuation k = reinstate.continuation;
          if (!SHARING || !startsWith(k.frames, frames, i)) {
            throw reinstate;
          }
          state.winds = k.winds;
          state.handlers = k.handlers;
          state.resumeFrames = k.frames;
          state.resumeContinuation = k;
          state.resumeReceiver = null;
          state.resumeValue = reinstate.value;
          frames = k.frames;
        }
      }
    }

    /** Whether the first {@code n} saved frames of {@code target} are those of {@code current}. */
    private static boolean startsWith(Object[] target, Object[] current, int n) {
      if (target.length < n) {
        return false;
      }
      // Frame arrays share prefixes by construction, so a difference shows near the end first.
      for (int j = n - 1; j >= 0; j--) {
        if (target[j] != current[j]) {
          return false;
        }
      }
      return true;
    }

    /** Rebuilds {@code frames[i]}, or past the innermost frame runs the {@code call/cc} itself. */
    @Unwindable
    private static Object resume(DynamicState state, Object[] frames, int i) {
      if (i < frames.length) {
        state.resumeIndex = i + 1;
        Object frame = frames[i];
        if (frame instanceof ResumeFrame saved) {
          try {
            return (Object) saved.resume.invokeExact(saved);
          } catch (Throwable t) {
            throw Continuations.<RuntimeException>sneaky(t);
          }
        }
        return ((JavaFrame) frame).resume();
      }
      Continuation k = state.resumeContinuation;
      Procedure receiver = state.resumeReceiver;
      Object value = state.resumeValue;
      state.resumeFrames = null;
      state.resumeContinuation = null;
      state.resumeReceiver = null;
      state.resumeValue = null;
      return receiver != null ? Exceptions.receive(k, receiver) : value;
    }
  }

  /**
   * Null when the stack between the caller and the innermost driver can be captured, otherwise a
   * description of the first frame that cannot be saved. Only {@code call/cc} calls it
   * ({@link Exceptions#callWithCurrentContinuation}).
   */
  @Unwindable
  static String obstacle() {
    Optional<String> found = WALKER.walk(frames -> {
      // The first two frames are this method and call/cc, which takes part: skipped unasked, as
      // asking a frame its method name is a call into the VM.
      for (StackFrame frame : (Iterable<StackFrame>) frames.skip(2)::iterator) {
        Class<?> type = frame.getDeclaringClass();
        // Below a rebuild in progress every frame was saved before, and the capture stops there.
        if (type == Rebuild.class) {
          if (SHARING) {
            return Optional.of("");
          }
          continue;
        }
        FrameVerdict verdict = VERDICTS.get(type);
        if (verdict.all) {
          continue;
        }
        String method = frame.getMethodName();
        if (type == Continuations.class && method.equals("drive")) {
          return Optional.of("");
        }
        if (!verdict.mayUnwind(type, method, frame)) {
          return Optional.of(type.getName() + "." + method);
        }
      }
      return Optional.of("no driver: called from java");
    });
    String obstacle = found.orElse("");
    return obstacle.isEmpty() ? null : obstacle;
  }

  /**
   * What {@link #obstacle} knows of the frames of one class, so that a capture asks each class once:
   * whether every frame of it can be unwound (compiled code, {@code java.lang.invoke} plumbing), and
   * otherwise, per method name, whether all its overloads can be unwound, none can, or it depends on
   * the descriptor (asked of {@link #unwindable} each time).
   */
  private static final class FrameVerdict {
    final boolean all;
    private final Map<String, ByName> byName = new ConcurrentHashMap<>();

    FrameVerdict(Class<?> type) {
      this.all = type != Continuations.class
          && (INSTRUMENTED.get(type) || type.getName().startsWith("java.lang.invoke."));
    }

    boolean mayUnwind(Class<?> type, String method, StackFrame frame) {
      if (JavaFrame.class.isAssignableFrom(type) && method.equals("resume")) {
        return true;
      }
      ByName known = byName.get(method);
      if (known == null) {
        known = byName.computeIfAbsent(method, name -> uniform(type, name));
      }
      return known == ByName.DESCRIPTOR ? unwindable(type, method, frame.getDescriptor()) : known == ByName.ALL;
    }

    /** Whether the declared methods {@code name} of {@code type} agree, and how. */
    private static ByName uniform(Class<?> type, String name) {
      Boolean answer = null;
      try {
        for (java.lang.reflect.Method m : type.getDeclaredMethods()) {
          if (!m.getName().equals(name)) {
            continue;
          }
          String descriptor = java.lang.invoke.MethodType.methodType(m.getReturnType(), m.getParameterTypes())
              .toMethodDescriptorString();
          boolean each = unwindable(type, name, descriptor);
          if (answer == null) {
            answer = each;
          } else if (answer != each) {
            return ByName.DESCRIPTOR;
          }
        }
      } catch (SecurityException | LinkageError e) {
        return ByName.DESCRIPTOR;
      }
      return answer == null ? ByName.DESCRIPTOR : answer ? ByName.ALL : ByName.NONE;
    }
  }

  /** Whether every overload of a method name can be unwound, none can, or it depends on which. */
  private enum ByName {
    ALL,
    NONE,
    DESCRIPTOR
  }

  private static final ClassValue<FrameVerdict> VERDICTS = new ClassValue<>() {
    @Override
    protected FrameVerdict computeValue(Class<?> type) {
      return new FrameVerdict(type);
    }
  };

  /** The Scheme name of the builtin an {@link #obstacle} is in when it has one, else the Java method. */
  static String describe(String obstacle) {
    int dot = obstacle.lastIndexOf('.');
    if (dot < 0) {
      return obstacle;
    }
    String name = Builtins.schemeName(obstacle.substring(0, dot), obstacle.substring(dot + 1));
    return name != null ? name : obstacle.substring(obstacle.lastIndexOf('.', dot - 1) + 1);
  }

  /**
   * Runs the {@code dynamic-wind} thunks to go from the current winds to {@code target}: the
   * after-thunks of the winds being left, innermost first, then the before-thunks of the winds
   * being entered, outermost first, each in the dynamic extent of its own {@code dynamic-wind}.
   */
  static void rewind(Wind target) {
    DynamicState state = DynamicState.current();
    Wind from = state.winds;
    Wind common = commonTail(from, target);
    for (Wind w = from; w != common; w = w.next()) {
      state.winds = w.next();
      Procedure.call(w.after());
    }
    List<Wind> entering = new ArrayList<>();
    for (Wind w = target; w != common; w = w.next()) {
      entering.add(w);
    }
    for (int i = entering.size() - 1; i >= 0; i--) {
      Wind w = entering.get(i);
      state.winds = w.next();
      Procedure.call(w.before());
      state.winds = w;
    }
  }

  private static Wind commonTail(Wind a, Wind b) {
    int da = depth(a);
    int db = depth(b);
    for (; da > db; da--) {
      a = a.next();
    }
    for (; db > da; db--) {
      b = b.next();
    }
    while (a != b) {
      a = a.next();
      b = b.next();
    }
    return a;
  }

  private static int depth(Wind w) {
    int n = 0;
    for (; w != null; w = w.next()) {
      n++;
    }
    return n;
  }

  // ---------------------------------------------------------------- helpers for resume twins

  /** The value a resumed call produced, as the {@code long} the call site's descriptor returns. */
  public static long toLong(Object value) {
    return ((Number) value).longValue();
  }

  public static int toInt(Object value) {
    if (value instanceof Boolean b) {
      return b ? 1 : 0;
    }
    if (value instanceof Char c) {
      return c.codePoint();
    }
    return ((Number) value).intValue();
  }

  public static double toDouble(Object value) {
    return ((Number) value).doubleValue();
  }

  public static float toFloat(Object value) {
    return ((Number) value).floatValue();
  }

  @SuppressWarnings("unchecked")
  private static <T extends Throwable> T sneaky(Throwable t) throws T {
    throw (T) t;
  }
}
