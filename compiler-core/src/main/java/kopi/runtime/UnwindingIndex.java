package kopi.runtime;

import java.io.IOException;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * What {@link Continuations} and the code generator ask about the runtime's classes, read from the
 * resource {@value #RESOURCE}: which classes the runtime has, which of them are marked
 * {@link CallsNoScheme}, and which methods are marked {@link Unwindable}. The marks stay the one
 * declaration of these facts; the build writes this index from them after compiling
 * ({@link BuiltinIndex#main}; read through {@link IndexResources}), because reading the marks by reflection parses annotations and
 * builds proxy classes, the largest single cost of compiling the first form (about a sixth of
 * {@code kopi -e}'s start-up). Without the resource (classes compiled by something other than
 * Maven) {@link #get} is null and the callers reflect, so the index is an optimisation only.
 *
 * <p>Format: one line per runtime class, {@code c internalName flag} (flag 1 when the class is
 * {@link CallsNoScheme}, else 0), followed by a line {@code u name+descriptor} per {@link Unwindable}
 * method it declares. Lines starting with {@code #} are comments.
 */
public final class UnwindingIndex {
  /** The class-path resource holding the index. */
  public static final String RESOURCE = "kopi/runtime/unwinding.index";

  private static final String PREFIX = "kopi/runtime/";

  /** The index, or null when there is no resource; read on first use. */
  private static final UnwindingIndex INDEX = read();

  /**
   * The index text. Nothing of it is parsed up front: its class lines are sorted by name, so a
   * class is found by a binary search when first asked about ({@link #entry}), and its lines are
   * parsed then (issue 21: parsing the whole index cost every start-up about half a millisecond).
   */
  private final String text;
  /** The classes asked about so far, each with what the index says of it ({@link #ABSENT}: not in it). */
  private final Map<String, ClassEntry> classes = new ConcurrentHashMap<>();

  /** What the index says of one class: its {@link CallsNoScheme} mark and its {@link Unwindable} methods. */
  private record ClassEntry(boolean callsNoScheme, Set<String> unwindable) {}

  private static final ClassEntry ABSENT = new ClassEntry(false, Set.of());

  private UnwindingIndex(String text) {
    this.text = text;
  }

  /** The index read from {@value #RESOURCE}, or null when the class path has none. */
  public static UnwindingIndex get() {
    return INDEX;
  }

  /** Whether the runtime has the class {@code internalName} ({@code kopi/runtime/...}). */
  public boolean hasClass(String internalName) {
    return entry(internalName) != ABSENT;
  }

  /** Whether the runtime class {@code internalName} is marked {@link CallsNoScheme}. */
  public boolean callsNoScheme(String internalName) {
    return entry(internalName).callsNoScheme();
  }

  /** Whether {@code internalName.method} with JVM descriptor {@code descriptor} is {@link Unwindable}. */
  public boolean unwindable(String internalName, String method, String descriptor) {
    return entry(internalName).unwindable().contains(method + descriptor);
  }

  private ClassEntry entry(String internalName) {
    ClassEntry known = classes.get(internalName);
    if (known == null) {
      known = find(internalName);
      classes.putIfAbsent(internalName, known);
    }
    return known;
  }

  /** The class line of {@code internalName} and its method lines, parsed; {@link #ABSENT} when there is none. */
  private ClassEntry find(String internalName) {
    // Lines starting before lo belong to classes less than the name (or are the comment); the
    // line at hi (or the end) does not. Method lines count as their class, the class line before them.
    int lo = 0;
    int hi = text.length();
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      int start = text.lastIndexOf('\n', mid - 1) + 1;
      int classLine = text.startsWith("u\t", start) ? text.lastIndexOf("\nc\t", start) + 1 : start;
      boolean less = text.startsWith("c\t", classLine)
          ? className(classLine).compareTo(internalName) < 0
          : text.startsWith("#", classLine);
      if (less) {
        lo = IndexResources.lineEnd(text, start) + 1;
      } else {
        hi = start;
      }
    }
    if (lo >= text.length() || !text.startsWith("c\t", lo) || !className(lo).equals(internalName)) {
      return ABSENT;
    }
    int end = IndexResources.lineEnd(text, lo);
    int tab = text.indexOf('\t', lo + 2);
    if (tab + 2 != end) {
      throw malformed(text, lo, end);
    }
    boolean callsNoScheme = text.charAt(tab + 1) == '1';
    Set<String> methods = new HashSet<>();
    for (int at = end + 1; at < text.length() && text.startsWith("u\t", at);) {
      int lineEnd = IndexResources.lineEnd(text, at);
      methods.add(text.substring(at + 2, lineEnd));
      at = lineEnd + 1;
    }
    return new ClassEntry(callsNoScheme, methods);
  }

  /** The class name of the class line at {@code at}. */
  private String className(int at) {
    int tab = text.indexOf('\t', at + 2);
    int end = IndexResources.lineEnd(text, at);
    if (tab < 0 || tab > end) {
      throw malformed(text, at, end);
    }
    return text.substring(at + 2, tab);
  }

  /**
   * The {@link Unwindable} methods {@code type} declares, as {@code name + descriptor}, by
   * reflection: what the index records, and what callers use without it.
   */
  static Set<String> unwindableMethods(Class<?> type) {
    Set<String> methods = new HashSet<>();
    for (Method method : type.getDeclaredMethods()) {
      if (method.isAnnotationPresent(Unwindable.class)) {
        methods.add(method.getName() + MethodType.methodType(method.getReturnType(),
            method.getParameterTypes()).toMethodDescriptorString());
      }
    }
    return Set.copyOf(methods);
  }

  private static UnwindingIndex read() {
    String text = IndexResources.read(RESOURCE);
    return text == null ? null : new UnwindingIndex(text);
  }

  private static IllegalStateException malformed(String text, int at, int end) {
    return new IllegalStateException("malformed " + RESOURCE + " line: " + text.substring(at, end));
  }

  /**
   * The index of the runtime classes under {@code classesDirectory} (the compiler's output), as
   * the resource holds it; the classes are loaded from this class's loader, uninitialised.
   */
  public static String text(Path classesDirectory) throws IOException {
    Path root = classesDirectory.resolve(PREFIX);
    List<String> names = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      files.filter(file -> file.toString().endsWith(".class")).forEach(file -> {
        String relative = classesDirectory.relativize(file).toString().replace('\\', '/');
        names.add(relative.substring(0, relative.length() - ".class".length()));
      });
    }
    // Written after this index, from it: whether a build finds it depends on the build before.
    names.remove(IndexResources.EMBEDDED_CLASS.replace('.', '/'));
    names.sort(null);
    StringBuilder out = new StringBuilder("# kopi unwinding index, generated by kopi.runtime.BuiltinIndex\n");
    for (String name : names) {
      Class<?> type;
      try {
        type = Class.forName(name.replace('/', '.'), false, UnwindingIndex.class.getClassLoader());
      } catch (ClassNotFoundException | LinkageError e) {
        // Present as a resource but not loadable: the code generator counts it a runtime class.
        out.append("c\t").append(name).append("\t0\n");
        continue;
      }
      out.append("c\t").append(name).append('\t')
          .append(type.isAnnotationPresent(CallsNoScheme.class) ? 1 : 0).append('\n');
      List<String> methods = new ArrayList<>(unwindableMethods(type));
      methods.sort(null);
      for (String method : methods) {
        out.append("u\t").append(method).append('\n');
      }
    }
    return out.toString();
  }
}
