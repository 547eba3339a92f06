package kopi.runtime;

import java.io.IOException;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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

  /** Internal names of the runtime's classes, with whether each calls no Scheme procedure. */
  private final Map<String, Boolean> classes;
  /** The {@link Unwindable} methods as {@code name + descriptor}, by the internal name of their class. */
  private final Map<String, Set<String>> unwindable;

  private UnwindingIndex(Map<String, Boolean> classes, Map<String, Set<String>> unwindable) {
    this.classes = classes;
    this.unwindable = unwindable;
  }

  /** The index read from {@value #RESOURCE}, or null when the class path has none. */
  public static UnwindingIndex get() {
    return INDEX;
  }

  /** Whether the runtime has the class {@code internalName} ({@code kopi/runtime/...}). */
  public boolean hasClass(String internalName) {
    return classes.containsKey(internalName);
  }

  /** Whether the runtime class {@code internalName} is marked {@link CallsNoScheme}. */
  public boolean callsNoScheme(String internalName) {
    return Boolean.TRUE.equals(classes.get(internalName));
  }

  /** Whether {@code internalName.method} with JVM descriptor {@code descriptor} is {@link Unwindable}. */
  public boolean unwindable(String internalName, String method, String descriptor) {
    Set<String> methods = unwindable.get(internalName);
    return methods != null && methods.contains(method + descriptor);
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
    if (text == null) {
      return null;
    }
    Map<String, Boolean> classes = new HashMap<>();
    Map<String, Set<String>> unwindable = new HashMap<>();
    String current = null;
    int at = 0;
    while (at < text.length()) {
      int end = IndexResources.lineEnd(text, at);
      char kind = IndexResources.lineKind(text, at, end);
      if (kind == 'c') {
        int tab = text.indexOf('\t', at + 2);
        if (tab < 0 || tab + 2 != end) {
          throw malformed(text, at, end);
        }
        current = text.substring(at + 2, tab);
        classes.put(current, text.charAt(tab + 1) == '1');
      } else if (kind == 'u' && current != null) {
        // No lambda here: the index is read at start-up, where linking one costs (issue 21).
        Set<String> methods = unwindable.get(current);
        if (methods == null) {
          methods = new HashSet<>();
          unwindable.put(current, methods);
        }
        methods.add(text.substring(at + 2, end));
      } else if (kind != '#') {
        throw malformed(text, at, end);
      }
      at = end + 1;
    }
    return new UnwindingIndex(classes, unwindable);
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
