package kopi.runtime;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The Scheme backtrace of an uncaught error, read from its Java stack trace when the error is
 * reported (never before: raising and catching errors costs nothing more). A Scheme frame is a
 * frame of a Scheme source file ({@link Launcher#isSchemeSource}, or the session's own file name
 * such as {@code <repl>}) in a method compiled from a procedure or a top-level form; the runtime's
 * frames, reflection and the generated glue (a closure's {@code apply1}, a module's {@code $init},
 * {@code main}) are left out. Method names go back to the Scheme names: codegen names a procedure's
 * method {@code MANGLED$N} ({@code kopi.ir.ClosureConversion#mangle}), an anonymous one
 * {@code lambda$N}, a top-level form {@link #TOP_LEVEL_METHOD}{@code N}, and a method re-entered by
 * a continuation gets {@code $rN} after that.
 *
 * <p>Each frame prints as {@code   at NAME (FILE:LINE:COL)} (the column when the class knows it,
 * see {@link Launcher#column}), innermost first; a run of repeated frames (one procedure, or a
 * cycle of up to {@link #MAX_CYCLE} mutually recursive ones) prints once, followed by
 * {@code   ... 9,990 more frames of loop}. The JVM records at most about a thousand frames of an
 * exception ({@code -XX:MaxJavaStackTraceDepth}); when the record was cut, the backtrace says so.
 * With the environment variable {@code KOPI_BACKTRACE=full} the Java stack trace follows.
 */
public final class Backtrace {
  /** The prefix of the method of top-level form N; shown as {@code top-level}. Written by {@code kopi.codegen}. */
  public static final String TOP_LEVEL_METHOD = "$form$";

  /**
   * The end of the method of a loop's body that runs as a procedure of its own ({@code
   * kopi.ir.LoopBodies}), {@code NAME$N$b}: its frame shows as the loop's, in place of the loop's
   * frame that called it. Written by {@code kopi.ir}.
   */
  public static final String LOOP_BODY = "$b";

  /** The name a top-level form's frame shows. */
  public static final String TOP_LEVEL_NAME = "top-level";

  /** The longest cycle of frames that collapses into one "... more frames" line. */
  static final int MAX_CYCLE = 4;

  /** A run of repeated frames collapses when it holds at least this many frames beyond its first cycle. */
  static final int MIN_COLLAPSED = 3;

  private Backtrace() {}

  /** One Scheme frame: the procedure's name, its source file, its line (0 when unknown) and the raw frame. */
  public record Frame(String name, String file, int line, StackTraceElement element) {
    boolean sameAs(Frame other) {
      return name.equals(other.name) && file.equals(other.file) && line == other.line;
    }
  }

  /** Whether {@code KOPI_BACKTRACE=full} asks for the Java frames too. */
  public static boolean full() {
    String mode = System.getenv("KOPI_BACKTRACE");
    return mode != null && mode.strip().toLowerCase(Locale.ROOT).equals("full");
  }

  /**
   * The Scheme frames of {@code failure}, innermost first: those of the first exception in its cause
   * chain that has any. {@code sessionFile}, when not null, is one more file name whose frames count
   * (the REPL's {@code <repl>}, {@code -e}'s {@code <command line>}).
   */
  public static List<Frame> frames(Throwable failure, String sessionFile) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      List<Frame> frames = new ArrayList<>();
      boolean inBody = false;
      for (StackTraceElement element : t.getStackTrace()) {
        Frame frame = frame(element, sessionFile);
        if (frame != null) {
          // The frame that called a loop's body is the loop's, where the body is written.
          if (!inBody) {
            frames.add(frame);
          }
          inBody = isLoopBody(element.getMethodName());
        }
      }
      if (!frames.isEmpty()) {
        return frames;
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return List.of();
  }

  /** Whether the JVM cut the recorded stack of the exception holding the Scheme frames. */
  static boolean truncated(Throwable failure, String sessionFile) {
    for (Throwable t = failure; t != null && t.getCause() != t; t = t.getCause()) {
      StackTraceElement[] stack = t.getStackTrace();
      for (StackTraceElement element : stack) {
        if (frame(element, sessionFile) != null) {
          // A whole stack ends in the thread's first method; a cut one ends anywhere, most often
          // in the middle of a deep recursion.
          StackTraceElement last = stack[stack.length - 1];
          return stack.length >= 1000
              && !(last.getClassName().equals("java.lang.Thread") && last.getMethodName().equals("run"));
        }
      }
    }
    return false;
  }

  /** The Scheme frame of {@code element}, or null when it is not one. */
  static Frame frame(StackTraceElement element, String sessionFile) {
    String file = element.getFileName();
    if (file == null || !(Launcher.isSchemeSource(file) || file.equals(sessionFile))) {
      return null;
    }
    String name = schemeName(element.getMethodName());
    return name == null ? null : new Frame(name, file, Math.max(0, element.getLineNumber()), element);
  }

  /**
   * The Scheme name of a generated method: {@code loop} for {@code loop$3} (or {@code loop$3$r7},
   * or a loop's body {@code loop$3$b}),
   * {@code list->vector} for {@code list-$gtvector$12}, {@code lambda} for {@code lambda$5},
   * {@link #TOP_LEVEL_NAME} for a top-level form; null for glue ({@code apply1}, {@code $init}).
   */
  static String schemeName(String method) {
    int end = withoutSuffixes(method);
    int dollar = method.lastIndexOf('$', end - 1);
    if (dollar <= 0 || dollar + 1 >= end || !digits(method, dollar + 1, end)) {
      return null;
    }
    String base = method.substring(0, dollar);
    if ((base + "$").equals(TOP_LEVEL_METHOD)) {
      return TOP_LEVEL_NAME;
    }
    return demangle(base);
  }

  /** Where {@code method}'s name ends without its {@code $rM} (re-entered by a continuation) and {@link #LOOP_BODY}. */
  private static int withoutSuffixes(String method) {
    int end = method.length();
    int resume = method.lastIndexOf("$r");
    if (resume > 0 && resume + 2 < end && digits(method, resume + 2, end)) {
      end = resume;
    }
    return method.startsWith(LOOP_BODY, end - LOOP_BODY.length()) ? end - LOOP_BODY.length() : end;
  }

  /** Whether {@code method} holds the body of a loop ({@link #LOOP_BODY}, perhaps re-entered). */
  static boolean isLoopBody(String method) {
    int end = withoutSuffixes(method);
    return end < method.length() && method.startsWith(LOOP_BODY, end) && schemeName(method) != null;
  }

  private static boolean digits(String text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (text.charAt(i) < '0' || text.charAt(i) > '9') {
        return false;
      }
    }
    return from < to;
  }

  private static final String[][] ESCAPES = {
      {"$dot", "."}, {"$semi", ";"}, {"$lbrack", "["}, {"$rbrack", "]"}, {"$slash", "/"},
      {"$lt", "<"}, {"$gt", ">"}, {"$$", "$"}};

  /** Undoes {@code kopi.ir.ClosureConversion#mangle}; null when {@code mangled} is not one of its results. */
  static String demangle(String mangled) {
    if (mangled.equals("$empty")) {
      return "";
    }
    StringBuilder out = new StringBuilder();
    int i = 0;
    next : while (i < mangled.length()) {
      char c = mangled.charAt(i);
      if (c != '$') {
        out.append(c);
        i++;
        continue;
      }
      for (String[] escape : ESCAPES) {
        if (mangled.startsWith(escape[0], i)) {
          out.append(escape[1]);
          i += escape[0].length();
          continue next;
        }
      }
      // A long name keeps its start and a digest of the whole: NAME$hHEX.
      if (mangled.startsWith("$h", i) && mangled.length() - i == 26) {
        return out.append("...").toString();
      }
      return null;
    }
    return out.toString();
  }

  /**
   * The backtrace lines of {@code failure} (without line ends), for printing after its
   * {@code FILE:LINE: MESSAGE} line; columns come from classes loaded by {@code loader} (may be
   * null). Empty when no frame is Scheme code and the Java frames are not asked for.
   */
  public static List<String> lines(Throwable failure, ClassLoader loader, String sessionFile, boolean full) {
    List<String> out = new ArrayList<>();
    List<Frame> frames = frames(failure, sessionFile);
    Map<StackTraceElement, Launcher.Position> columns = new HashMap<>();
    int i = 0;
    while (i < frames.size()) {
      int[] cycle = cycleAt(frames, i);
      int period = cycle[0];
      int repeats = cycle[1];
      for (int k = 0; k < period; k++) {
        out.add(format(frames.get(i + k), loader, columns));
      }
      if (repeats > 1) {
        java.util.Set<String> names = new java.util.LinkedHashSet<>();
        for (int k = 0; k < period; k++) {
          names.add(frames.get(i + k).name());
        }
        out.add(String.format(Locale.ROOT, "  ... %,d more frames of %s", (repeats - 1) * period,
            String.join(", ", names)));
      }
      i += period * repeats;
    }
    if (!frames.isEmpty() && truncated(failure, sessionFile)) {
      out.add("  ... older frames were not recorded (the JVM keeps "
          + String.format(Locale.ROOT, "%,d", stackLength(failure, sessionFile))
          + " Java frames; -XX:MaxJavaStackTraceDepth sets more)");
    }
    if (full) {
      out.add("  Java stack trace:");
      java.io.StringWriter text = new java.io.StringWriter();
      failure.printStackTrace(new java.io.PrintWriter(text));
      for (String line : text.toString().split("\\R")) {
        out.add("    " + line);
      }
    }
    return out;
  }

  /** A frame as the backtrace shows it: the procedure's name, file, line and column (0 when unknown). */
  public record Shown(String name, String file, int line, int column) {}

  /**
   * The frames {@link #lines} shows, innermost first, each repeated run once (without the
   * {@code ... more frames} lines): for an editor, which shows them as places to go to.
   */
  public static List<Shown> shown(Throwable failure, ClassLoader loader, String sessionFile) {
    List<Shown> out = new ArrayList<>();
    List<Frame> frames = frames(failure, sessionFile);
    int i = 0;
    while (i < frames.size()) {
      int[] cycle = cycleAt(frames, i);
      for (int k = 0; k < cycle[0]; k++) {
        Frame frame = frames.get(i + k);
        int column = frame.line() > 0 ? Launcher.column(frame.element(), loader) : 0;
        out.add(new Shown(frame.name(), frame.file(), frame.line(), column));
      }
      i += cycle[0] * cycle[1];
    }
    return out;
  }

  /** {@link #lines} joined, each ending in a line end; empty when there are none. */
  public static String text(Throwable failure, ClassLoader loader, String sessionFile) {
    StringBuilder out = new StringBuilder();
    for (String line : lines(failure, loader, sessionFile, full())) {
      out.append(line).append(System.lineSeparator());
    }
    return out.toString();
  }

  private static int stackLength(Throwable failure, String sessionFile) {
    for (Throwable t = failure; t != null && t.getCause() != t; t = t.getCause()) {
      for (StackTraceElement element : t.getStackTrace()) {
        if (frame(element, sessionFile) != null) {
          return t.getStackTrace().length;
        }
      }
    }
    return 0;
  }

  /**
   * The repetition starting at frame {@code i}: {period, repeats}, the shortest cycle of at most
   * {@link #MAX_CYCLE} frames repeated often enough to be worth collapsing, else {1, 1}.
   */
  private static int[] cycleAt(List<Frame> frames, int i) {
    for (int period = 1; period <= MAX_CYCLE && i + 2 * period <= frames.size(); period++) {
      int repeats = 1;
      outer : while (i + (repeats + 1) * period <= frames.size()) {
        for (int k = 0; k < period; k++) {
          if (!frames.get(i + k).sameAs(frames.get(i + repeats * period + k))) {
            break outer;
          }
        }
        repeats++;
      }
      if ((repeats - 1) * period >= MIN_COLLAPSED) {
        return new int[] {period, repeats};
      }
    }
    return new int[] {1, 1};
  }

  private static String format(Frame frame, ClassLoader loader, Map<StackTraceElement, Launcher.Position> positions) {
    Launcher.Position at = positions.computeIfAbsent(frame.element(), element -> Launcher.position(element, loader));
    StringBuilder out = new StringBuilder("  at ").append(frame.name()).append(" (").append(at.file());
    if (at.line() > 0) {
      out.append(':').append(at.line());
      if (at.column() > 0) {
        out.append(':').append(at.column());
      }
    }
    return out.append(')').toString();
  }
}
