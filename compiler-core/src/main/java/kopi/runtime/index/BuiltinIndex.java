package kopi.runtime.index;

import java.io.IOException;
import java.io.Writer;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import kopi.runtime.Builtin;
import kopi.runtime.Builtins;
import kopi.runtime.IndexResources;
import kopi.runtime.Procedure;
import kopi.runtime.UnwindingIndex;
import kopi.runtime.lib.BinaryIoLib;
import kopi.runtime.lib.BitwiseLib;
import kopi.runtime.lib.BytevectorLib;
import kopi.runtime.lib.BytevectorNumbersLib;
import kopi.runtime.lib.CharLib;
import kopi.runtime.lib.ControlLib;
import kopi.runtime.lib.CxrLib;
import kopi.runtime.lib.EqualityLib;
import kopi.runtime.lib.EvalLib;
import kopi.runtime.lib.FileLib;
import kopi.runtime.lib.FormatLib;
import kopi.runtime.lib.HashTableLib;
import kopi.runtime.lib.InteropLib;
import kopi.runtime.lib.IoLib;
import kopi.runtime.lib.ListLib;
import kopi.runtime.lib.ListOpsLib;
import kopi.runtime.lib.NumberLib;
import kopi.runtime.lib.PprintLib;
import kopi.runtime.lib.PrettyPrintLib;
import kopi.runtime.lib.QuantityLib;
import kopi.runtime.lib.QuaternionLib;
import kopi.runtime.lib.RecordLib;
import kopi.runtime.lib.RegexLib;
import kopi.runtime.lib.SequenceLib;
import kopi.runtime.lib.SetterLib;
import kopi.runtime.lib.Srfi101Lib;
import kopi.runtime.lib.Srfi115Lib;
import kopi.runtime.lib.Srfi133Lib;
import kopi.runtime.lib.Srfi13Lib;
import kopi.runtime.lib.Srfi143Lib;
import kopi.runtime.lib.Srfi14Lib;
import kopi.runtime.lib.Srfi151Lib;
import kopi.runtime.lib.Srfi17Lib;
import kopi.runtime.lib.Srfi1Lib;
import kopi.runtime.lib.Srfi25Lib;
import kopi.runtime.lib.Srfi60Lib;
import kopi.runtime.lib.Srfi64Lib;
import kopi.runtime.lib.Srfi69Lib;
import kopi.runtime.lib.Srfi95Lib;
import kopi.runtime.lib.StringLib;
import kopi.runtime.lib.StringOpsLib;
import kopi.runtime.lib.SyntaxLib;
import kopi.runtime.lib.SystemLib;
import kopi.runtime.lib.TestingLib;
import kopi.runtime.lib.ThreadLib;
import kopi.runtime.lib.TraceLib;
import kopi.runtime.lib.UniformVectorLib;
import kopi.runtime.lib.VectorLib;
import kopi.runtime.process.LiteralLib;
import kopi.runtime.process.ProcessLib;
import kopi.runtime.sql.SqlLib;

/**
 * The builtin index: what {@link Builtins} knows about every {@link Builtin} member, found by
 * reflection over the library classes, and its text form, the resource {@value Builtins#INDEX_RESOURCE}.
 *
 * <p>Reflection is the truth but it is slow at start-up: it loads and verifies every library class
 * and parses every annotation (about 150 ms of CPU before the first form is compiled). The build
 * therefore runs {@link #main} after compiling, which writes the index into the classes directory;
 * {@link Builtins} reads that small text file and touches a library class only when one of its
 * builtins is called or compiled. Without the resource {@link Builtins} fails at once, naming the
 * build step. The index has its own package, above the runtime's core and its libraries,
 * because it names every library.
 *
 * <p>Format: one line per member, fields separated by tabs. A method line is
 * {@code m name class method descriptor min tailCalls types} (min is the variadic method's fewest
 * arguments, tailCalls is 0 or 1, types the parameter types of {@link Builtin#types} joined by commas,
 * or {@code -}); a value line is {@code f name class field}. The methods of one
 * name come in the order {@link Builtins#methods} returns them. Lines starting with {@code #} are
 * comments.
 */
public final class BuiltinIndex {
  /** The library classes whose {@link Builtin} members are the builtins. */
  static final List<Class<?>> LIBRARIES = List.of(
      ListLib.class, EqualityLib.class, NumberLib.class, CharLib.class, StringLib.class, VectorLib.class,
      BytevectorLib.class, ControlLib.class, IoLib.class, RecordLib.class, SystemLib.class, CxrLib.class,
      ListOpsLib.class, HashTableLib.class, BinaryIoLib.class, FormatLib.class, ThreadLib.class,
      SequenceLib.class, EvalLib.class, ProcessLib.class, InteropLib.class, LiteralLib.class, SqlLib.class,
      UniformVectorLib.class, TraceLib.class, SyntaxLib.class, Srfi1Lib.class, Srfi69Lib.class,
      Srfi95Lib.class, Srfi133Lib.class, BitwiseLib.class, PprintLib.class, Srfi60Lib.class, Srfi151Lib.class,
      StringOpsLib.class, Srfi13Lib.class, Srfi14Lib.class, TestingLib.class, Srfi64Lib.class,
      SetterLib.class, Srfi17Lib.class, Srfi143Lib.class, RegexLib.class, Srfi101Lib.class,
      PrettyPrintLib.class, Srfi115Lib.class, Srfi25Lib.class, BytevectorNumbersLib.class,
      QuaternionLib.class, QuantityLib.class, FileLib.class);

  private BuiltinIndex() {}

  /** Writes the index under the classes directory given as the only argument. */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: BuiltinIndex CLASSES-DIRECTORY");
    }
    Path file = Path.of(args[0]).resolve(Builtins.INDEX_RESOURCE);
    Files.createDirectories(file.getParent());
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      out.write(text());
    }
    try (Writer out = Files.newBufferedWriter(Path.of(args[0]).resolve(Builtins.IMPORT_INDEX_RESOURCE),
        StandardCharsets.UTF_8)) {
      out.write(importText());
    }
    String unwinding = UnwindingIndex.text(Path.of(args[0]));
    try (Writer out = Files.newBufferedWriter(Path.of(args[0]).resolve(UnwindingIndex.RESOURCE),
        StandardCharsets.UTF_8)) {
      out.write(unwinding);
    }
    // The two indexes every start-up reads, also as class constants (IndexResources).
    Map<String, String> embedded = new java.util.LinkedHashMap<>();
    embedded.put(Builtins.INDEX_RESOURCE, text());
    embedded.put(UnwindingIndex.RESOURCE, unwinding);
    IndexResources.writeEmbedded(Path.of(args[0]), embedded);
  }

  /** The index of the library classes as the resource holds it (without the import-only builtins). */
  public static String text() {
    return text(false);
  }

  /** The index of the import-only builtins, as {@link Builtins#IMPORT_INDEX_RESOURCE} holds it. */
  public static String importText() {
    return text(true);
  }

  private static String text(boolean importOnly) {
    StringBuilder out = new StringBuilder("# kopi builtin index, generated by kopi.runtime.index.BuiltinIndex\n");
    Scan scan = scan();
    for (Map.Entry<String, List<Builtins.Entry>> entry : scan.methods().entrySet()) {
      if (entry.getValue().get(0).owner().startsWith(Builtins.IMPORT_ONLY_PREFIX) != importOnly) {
        continue;
      }
      for (Builtins.Entry method : entry.getValue()) {
        out.append("m\t").append(entry.getKey()).append('\t').append(method.owner()).append('\t')
            .append(method.method()).append('\t').append(method.descriptor()).append('\t')
            .append(method.min()).append('\t').append(method.tailCalls() ? 1 : 0).append('\t')
            .append(method.types().isEmpty() ? "-" : method.types()).append('\n');
      }
    }
    for (Map.Entry<String, String[]> entry : scan.values().entrySet()) {
      if (entry.getValue()[0].startsWith(Builtins.IMPORT_ONLY_PREFIX) != importOnly) {
        continue;
      }
      out.append("f\t").append(entry.getKey()).append('\t').append(entry.getValue()[0]).append('\t')
          .append(entry.getValue()[1]).append('\n');
    }
    return out.toString();
  }

  /**
   * The builtins by reflection: methods by name in {@link Builtins#methods} order, and for names
   * whose value is a field, its class and field name.
   */
  record Scan(Map<String, List<Builtins.Entry>> methods, Map<String, String[]> values) {}

  /** Scans the library classes; a malformed builtin is an {@link IllegalStateException}. */
  static Scan scan() {
    Map<String, List<Method>> found = new TreeMap<>();
    for (Class<?> library : LIBRARIES) {
      for (Method method : library.getMethods()) {
        Builtin builtin = method.getAnnotation(Builtin.class);
        if (builtin == null) {
          continue;
        }
        if (!Modifier.isStatic(method.getModifiers())) {
          throw new IllegalStateException("builtin is not static: " + method);
        }
        for (String name : builtin.value()) {
          found.computeIfAbsent(name, key -> new ArrayList<>()).add(method);
        }
      }
    }
    Map<String, List<Builtins.Entry>> methods = new TreeMap<>();
    for (Map.Entry<String, List<Method>> entry : found.entrySet()) {
      List<Method> list = entry.getValue();
      list.sort(Comparator.comparingInt(BuiltinIndex::sortKey));
      List<Builtins.Entry> entries = new ArrayList<>();
      for (int i = 0; i < list.size(); i++) {
        if (i > 0 && sortKey(list.get(i)) == sortKey(list.get(i - 1))) {
          throw new IllegalStateException("two builtins " + entry.getKey() + " with the same arity: "
              + list.get(i - 1) + " and " + list.get(i));
        }
        Method method = list.get(i);
        Builtin builtin = method.getAnnotation(Builtin.class);
        entries.add(new Builtins.Entry(method.getDeclaringClass().getName(), method.getName(),
            descriptor(method), Builtins.isVariadic(method), method.getParameterCount(),
            builtin.min(), builtin.tailCalls(), String.join(",", builtin.types())));
      }
      methods.put(entry.getKey(), List.copyOf(entries));
    }
    Map<String, String[]> values = new TreeMap<>();
    for (Class<?> library : LIBRARIES) {
      for (Field field : library.getFields()) {
        Builtin builtin = field.getAnnotation(Builtin.class);
        if (builtin == null) {
          continue;
        }
        int modifiers = field.getModifiers();
        if (!Modifier.isStatic(modifiers) || !Modifier.isFinal(modifiers)
            || !Procedure.class.isAssignableFrom(field.getType())) {
          throw new IllegalStateException("builtin field is not a static final procedure: " + field);
        }
        for (String name : builtin.value()) {
          if (!methods.containsKey(name)) {
            throw new IllegalStateException("builtin field without methods for direct calls: " + field);
          }
          values.put(name, new String[] {library.getName(), field.getName()});
        }
      }
    }
    return new Scan(methods, values);
  }

  private static int sortKey(Method method) {
    return Builtins.isVariadic(method) ? Integer.MAX_VALUE : method.getParameterCount();
  }

  /** The JVM descriptor of {@code method}, as {@code org.objectweb.asm.Type} would write it. */
  static String descriptor(Method method) {
    StringBuilder out = new StringBuilder("(");
    for (Class<?> parameter : method.getParameterTypes()) {
      out.append(parameter.descriptorString());
    }
    return out.append(')').append(method.getReturnType().descriptorString()).toString();
  }
}
