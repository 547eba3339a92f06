package kopi.runtime;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The registry of builtins: every {@link Builtin} member of the library classes, by Scheme name.
 * The expander asks {@link #names}; the code generator asks {@link #entries} to call a method
 * directly when the argument count matches, and {@link #lookup} when the builtin is used as a value.
 *
 * <p>Start-up matters here: the registry is read from the index resources {@link #INDEX_RESOURCE}
 * and {@link #IMPORT_INDEX_RESOURCE}, which the build writes ({@code kopi.runtime.index.BuiltinIndex})
 * after compiling,
 * so knowing the names loads no library class and parses no annotation. A library class is loaded
 * when one of its builtins is first called, and a procedure object (with its method handles) is
 * built only for a name first used as a value.
 */
public final class Builtins {
  /** The class-path resource holding the builtin index. */
  public static final String INDEX_RESOURCE = "kopi/runtime/builtins.index";
  /**
   * The class-path resource holding the index of the import-only builtins (the library classes
   * named {@link #IMPORT_ONLY_PREFIX}...), in the same format: it is read only when a program
   * imports a SRFI, so their number does not weigh on every start-up.
   */
  public static final String IMPORT_INDEX_RESOURCE = "kopi/runtime/builtins-import.index";

  /**
   * One method implementing a builtin.
   *
   * @param owner          binary name of the library class ({@code kopi.runtime.lib.ListLib})
   * @param method         method name
   * @param descriptor     JVM method descriptor
   * @param variadic       true when the only parameter is the {@code Object[]} of all arguments
   * @param parameterCount the number of JVM parameters
   * @param min            for a variadic method, the fewest arguments it accepts ({@link Builtin#min})
   * @param tailCalls      whether the result may be a {@link TailCall} ({@link Builtin#tailCalls})
   */
  public record Entry(String owner, String method, String descriptor, boolean variadic, int parameterCount,
      int min, boolean tailCalls, String types) {

    /** An entry whose parameters declare no types. */
    public Entry(String owner, String method, String descriptor, boolean variadic, int parameterCount, int min,
        boolean tailCalls) {
      this(owner, method, descriptor, variadic, parameterCount, min, tailCalls, "");
    }

    /**
     * The Scheme type of argument {@code index} ({@link Builtin#types}), or null when none is declared;
     * for the variadic method the last declared type stands for every later argument.
     */
    public String parameterType(int index) {
      if (types.isEmpty()) {
        return null;
      }
      String[] declared = types.split(",");
      String type = index < declared.length ? declared[index] : variadic ? declared[declared.length - 1] : null;
      return type == null || type.equals("*") ? null : type;
    }

    /** The owner's internal name, as bytecode refers to it ({@code kopi/runtime/lib/ListLib}). */
    public String internalOwner() {
      return owner.replace('.', '/');
    }

    /** True when every parameter and the result are {@code Object} (or the one {@code Object[]}). */
    public boolean hasObjectSignature() {
      String object = "Ljava/lang/Object;";
      return variadic ? descriptor.endsWith(")" + object)
          : descriptor.equals("(" + object.repeat(parameterCount) + ")" + object);
    }

    /** The arguments this method accepts: exactly its parameter count, or at least {@link #min}. */
    public boolean accepts(int argumentCount) {
      return variadic ? argumentCount >= min : parameterCount == argumentCount;
    }
  }

  /**
   * The builtins looked up so far, with the offset of their first method line in {@link #INDEX}.
   * Nothing of the index is read at start-up: its method
   * lines are sorted by name, so a name is found by a binary search over the text ({@link #search})
   * when first asked for, and its entries are parsed when first needed (issue 21: scanning the
   * whole index at every start-up cost about 2 ms of interpreted code).
   */
  private static final ConcurrentHashMap<String, Integer> OFFSETS = new ConcurrentHashMap<>();
  /** The index text. */
  private static final String INDEX;
  private static final ConcurrentHashMap<String, Entry[]> PARSED = new ConcurrentHashMap<>();
  /** Every name of the main index, in index order; read when first asked for ({@link #names}). */
  private static volatile List<String> mainNames;
  /** The value fields of the import-only index, once read. */
  private static final Map<String, String[]> IMPORT_VALUE_FIELDS = new ConcurrentHashMap<>();
  private static final ConcurrentHashMap<String, Procedure> PROCEDURES = new ConcurrentHashMap<>();
  private static final ConcurrentHashMap<String, List<Method>> METHODS = new ConcurrentHashMap<>();
  /** {@link #names}, sorted once; a race builds two equal sets, which is harmless. */
  private static volatile SortedSet<String> sortedNames;
  /**
   * The class-name prefix of the library classes whose builtins only an import binds: their names are exported by the SRFI
   * tables of {@code kopi.expand.StandardLibraries} and are not in the default environment, as in
   * Kawa, where {@code take} is unbound until {@code (import (srfi 1))}.
   */
  public static final String IMPORT_ONLY_PREFIX = "kopi.runtime.lib.Srfi";
  /** The names implemented in {@link #IMPORT_ONLY_PREFIX} known so far. */
  private static final java.util.Set<String> IMPORT_ONLY = ConcurrentHashMap.newKeySet();
  /**
   * Whether the import-only builtins' index ({@link #IMPORT_INDEX_RESOURCE}) has been read:
   * it is read when a name is not in the main index, which happens only once a program imports a
   * SRFI (or an editor asks), so a program that imports nothing never reads it.
   */
  private static volatile boolean importIndexRead;

  static {
    String index = readResource(INDEX_RESOURCE);
    if (index == null) {
      throw new IllegalStateException("the builtin index " + INDEX_RESOURCE + " is missing from the class path: "
          + "the build writes it after compiling (mvn process-classes runs kopi.runtime.index.BuiltinIndex)");
    }
    INDEX = index;
  }

  private Builtins() {}

  /** Every builtin name, sorted (the same unmodifiable set every time). */
  public static SortedSet<String> names() {
    SortedSet<String> names = sortedNames;
    if (names == null) {
      TreeSet<String> all = new TreeSet<>(mainNames());
      all.addAll(IMPORT_ONLY);
      names = Collections.unmodifiableSortedSet(all);
      sortedNames = names;
    }
    return names;
  }

  /**
   * The Scheme name of the builtin implemented by method {@code method} of class {@code owner}, or
   * null; for messages only, as it reads the whole index.
   */
  public static String schemeName(String owner, String method) {
    for (String name : names()) {
      for (Entry entry : entries(name)) {
        if (entry.owner().equals(owner) && entry.method().equals(method)) {
          return name;
        }
      }
    }
    return null;
  }

  /**
   * True when {@code name} is a builtin that only an import binds ({@link #IMPORT_ONLY_PREFIX});
   * reads the import-only index unless {@code name} is a builtin of the main one.
   */
  public static boolean isImportOnly(String name) {
    if (offset(name) < 0) {
      readImportIndex();
    }
    return IMPORT_ONLY.contains(name);
  }

  /**
   * Whether {@code name} is a builtin that the default environment binds: one of {@link #names()}
   * that is not import-only. Reads nothing and builds no set.
   */
  public static boolean isDefaultBuiltin(String name) {
    return offset(name) >= 0 && !IMPORT_ONLY.contains(name);
  }

  /** Like {@link #isImportOnly} without reading anything: true only for an import-only name read so far. */
  public static boolean isKnownImportOnly(String name) {
    return IMPORT_ONLY.contains(name);
  }

  /** Every builtin name, the import-only ones included. */
  public static SortedSet<String> allNames() {
    readImportIndex();
    return names();
  }

  private static synchronized void readImportIndex() {
    if (importIndexRead) {
      return;
    }
    importIndexRead = true;
    String text = readResource(IMPORT_INDEX_RESOURCE);
    if (text == null) {
      return;
    }
    Map<String, List<Entry>> methods = new java.util.LinkedHashMap<>();
    String[] fields = new String[8];
    int at = 0;
    while (at < text.length()) {
      int end = IndexResources.lineEnd(text, at);
      char kind = IndexResources.lineKind(text, at, end);
      if (kind == 'm') {
        if (splitLine(text, at, end, fields) != 8) {
          throw malformed(text, at, end);
        }
        String descriptor = fields[4];
        boolean variadic = descriptor.startsWith("([Ljava/lang/Object;)");
        methods.computeIfAbsent(fields[1], k -> new ArrayList<>(2)).add(new Entry(fields[2], fields[3], descriptor,
            variadic, parameterCount(descriptor), Integer.parseInt(fields[5]), fields[6].equals("1"),
            types(fields[7])));
      } else if (kind == 'f') {
        if (splitLine(text, at, end, fields) != 4) {
          throw malformed(text, at, end);
        }
        IMPORT_VALUE_FIELDS.put(fields[1], new String[] {fields[2], fields[3]});
      } else if (kind != '#') {
        throw malformed(text, at, end);
      }
      at = end + 1;
    }
    // The import-only names live in PARSED and IMPORT_ONLY; the main index's stay in OFFSETS.
    for (Map.Entry<String, List<Entry>> entry : methods.entrySet()) {
      PARSED.put(entry.getKey(), entry.getValue().toArray(new Entry[0]));
      IMPORT_ONLY.add(entry.getKey());
    }
    sortedNames = null;
  }

  public static boolean isBuiltin(String name) {
    if (offset(name) >= 0) {
      return true;
    }
    readImportIndex();
    return IMPORT_ONLY.contains(name);
  }

  /**
   * The methods implementing {@code name} as the index describes them, fixed arities in increasing
   * order and then the variadic one (if any); empty when there is no such builtin. Nothing is loaded.
   */
  public static List<Entry> entries(String name) {
    Entry[] entries = entryArray(name);
    return entries == null ? List.of() : List.of(entries);
  }

  /**
   * The methods implementing {@code name}, in the order of {@link #entries}; empty when there is no
   * such builtin. This loads the library class; the compiler uses {@link #entries} instead.
   */
  public static List<Method> methods(String name) {
    Entry[] entries = entryArray(name);
    if (entries == null) {
      return List.of();
    }
    return METHODS.computeIfAbsent(name, key -> {
      List<Method> methods = new ArrayList<>();
      for (Entry entry : entries) {
        try {
          Class<?> owner = libraryClass(entry.owner());
          methods.add(owner.getMethod(entry.method(), methodType(entry, owner).parameterArray()));
        } catch (NoSuchMethodException e) {
          throw stale(entry, e);
        }
      }
      return List.copyOf(methods);
    });
  }

  /** The first-class procedure for {@code name}, the same object every time; null when unknown. */
  public static Procedure lookup(String name) {
    Entry[] entries = entryArray(name);
    if (entries == null) {
      return null;
    }
    Procedure known = PROCEDURES.get(name);
    return known != null ? known : PROCEDURES.computeIfAbsent(name, key -> makeProcedure(key, entries));
  }

  public static boolean isVariadic(Method method) {
    return method.getParameterCount() == 1 && method.getParameterTypes()[0] == Object[].class;
  }

  private static Procedure makeProcedure(String name, Entry[] entries) {
    String[] field = ValueFields.MAIN.containsKey(name) ? ValueFields.MAIN.get(name) : IMPORT_VALUE_FIELDS.get(name);
    if (field != null) {
      try {
        return (Procedure) libraryClass(field[0]).getField(field[1]).get(null);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException("builtin index is stale: no field " + field[0] + "." + field[1], e);
      }
    }
    return new BuiltinProcedure(name, entries);
  }

  private static Class<?> libraryClass(String name) {
    try {
      return Class.forName(name, true, Builtins.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("builtin index is stale: no class " + name, e);
    }
  }

  private static MethodType methodType(Entry entry, Class<?> owner) {
    return MethodType.fromMethodDescriptorString(entry.descriptor(), owner.getClassLoader());
  }

  private static IllegalStateException stale(Entry entry, Exception cause) {
    return new IllegalStateException("builtin index is stale: no method " + entry.owner() + "."
        + entry.method() + entry.descriptor(), cause);
  }

  /** The entries of {@code name}, parsed from the index on first use; null when it is not a builtin. */
  private static Entry[] entryArray(String name) {
    Entry[] entries = PARSED.get(name);
    if (entries != null) {
      return entries;
    }
    int offset = offset(name);
    if (offset < 0) {
      if (importIndexRead) {
        return null;
      }
      readImportIndex();
      return PARSED.get(name);
    }
    List<Entry> parsed = new ArrayList<>(2);
    String prefix = "m\t" + name + "\t";
    String[] fields = new String[8];
    for (int at = offset; INDEX.startsWith(prefix, at);) {
      int end = lineEnd(at);
      split(at, end, fields);
      String descriptor = fields[4];
      boolean variadic = descriptor.startsWith("([Ljava/lang/Object;)");
      parsed.add(new Entry(fields[2], fields[3], descriptor, variadic, parameterCount(descriptor),
          Integer.parseInt(fields[5]), fields[6].equals("1"), types(fields[7])));
      at = end + 1;
    }
    Entry[] known = PARSED.putIfAbsent(name, parsed.toArray(new Entry[0]));
    return known != null ? known : PARSED.get(name);
  }

  /**
   * The offset in {@link #INDEX} of the first method line of {@code name}, or -1 when the main
   * index has no such builtin. A method line whose class is import-only ({@link #IMPORT_ONLY_PREFIX})
   * adds its name to {@link #IMPORT_ONLY} when found.
   */
  private static int offset(String name) {
    Integer known = OFFSETS.get(name);
    if (known != null) {
      return known;
    }
    int offset = find(name);
    if (offset >= 0 && INDEX.startsWith(IMPORT_ONLY_PREFIX, INDEX.indexOf('\t', offset + 2) + 1)) {
      IMPORT_ONLY.add(name);
    }
    if (offset >= 0) {
      // Only the builtins are kept: an editor's session asks about every identifier it meets.
      OFFSETS.putIfAbsent(name, offset);
    }
    return offset;
  }

  /** {@link #offset} without the cache: the binary search itself. */
  static int find(String name) {
    int at = search(name);
    return at < INDEX.length() && INDEX.startsWith("m\t", at) && compareName(at, name) == 0 ? at : -1;
  }

  /**
   * The start of the first line of {@link #INDEX} whose name is not less than {@code name} (null:
   * greater than every name), or the text's length. The index is its comment line, then its method
   * lines sorted by name ({@code kopi.runtime.index.BuiltinIndex} writes them from a sorted map),
   * then its value-field lines, which count here as greater than every name.
   */
  private static int search(String name) {
    // Lines starting before lo are less than name; the line at hi (or the end, at the length) is not.
    int lo = 0;
    int hi = INDEX.length();
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      int start = INDEX.lastIndexOf('\n', mid - 1) + 1;
      boolean less;
      if (INDEX.startsWith("m\t", start)) {
        less = name == null ? true : compareName(start, name) < 0;
      } else {
        less = INDEX.startsWith("#", start);
      }
      if (less) {
        lo = lineEnd(start) + 1;
      } else {
        hi = start;
      }
    }
    return Math.min(lo, INDEX.length());
  }

  /** Compares the name of the method line at {@code at} with {@code name}, as {@link String#compareTo} would. */
  private static int compareName(int at, String name) {
    int i = at + 2;
    for (int k = 0;; k++, i++) {
      char c = i < INDEX.length() ? INDEX.charAt(i) : '\t';
      if (c == '\t') {
        return k == name.length() ? 0 : -1;
      }
      if (k == name.length()) {
        return 1;
      }
      if (c != name.charAt(k)) {
        return c - name.charAt(k);
      }
    }
  }

  /** Every name of the main index, read once; registers the import-only ones in {@link #IMPORT_ONLY}. */
  private static List<String> mainNames() {
    List<String> names = mainNames;
    if (names != null) {
      return names;
    }
    names = new ArrayList<>(1024);
    int at = 0;
    while (at < INDEX.length()) {
      int end = lineEnd(at);
      char kind = IndexResources.lineKind(INDEX, at, end);
      if (kind == 'm') {
        int tab = INDEX.indexOf('\t', at + 2);
        if (tab < 0 || tab > end) {
          throw malformed(INDEX, at, end);
        }
        String name = INDEX.substring(at + 2, tab);
        if (names.isEmpty() || !names.get(names.size() - 1).equals(name)) {
          names.add(name);
          OFFSETS.putIfAbsent(name, at);
          if (INDEX.startsWith(IMPORT_ONLY_PREFIX, tab + 1)) {
            IMPORT_ONLY.add(name);
          }
        }
      } else if (kind != 'f' && kind != '#') {
        throw malformed(INDEX, at, end);
      }
      at = end + 1;
    }
    names = Collections.unmodifiableList(names);
    mainNames = names;
    return names;
  }

  /** The main index's value fields (names whose value is a {@link Builtin} field: the class and field name), read when first needed. */
  private static final class ValueFields {
    static final Map<String, String[]> MAIN = read();

    private static Map<String, String[]> read() {
      Map<String, String[]> fields = new HashMap<>();
      String[] split = new String[4];
      // The value-field lines follow the method lines.
      for (int at = search(null); at < INDEX.length();) {
        int end = lineEnd(at);
        if (IndexResources.lineKind(INDEX, at, end) == 'f') {
          if (splitLine(INDEX, at, end, split) != 4) {
            throw malformed(INDEX, at, end);
          }
          fields.put(split[1], new String[] {split[2], split[3]});
        }
        at = end + 1;
      }
      return fields;
    }
  }

  /** The text of a class-path resource, or null when there is none. */
  private static String readResource(String resource) {
    return IndexResources.read(resource);
  }

  /** The types field of an index line: {@code -} for none. */
  private static String types(String field) {
    return field.equals("-") ? "" : field;
  }

  private static int lineEnd(int at) {
    int end = INDEX.indexOf('\n', at);
    return end < 0 ? INDEX.length() : end;
  }

  private static void split(int at, int end, String[] fields) {
    if (splitLine(INDEX, at, end, fields) != fields.length) {
      throw malformed(INDEX, at, end);
    }
  }

  /** Splits the line {@code [at, end)} of {@code text} at tabs into {@code fields}; returns the count. */
  private static int splitLine(String text, int at, int end, String[] fields) {
    int count = 0;
    int start = at;
    while (count < fields.length) {
      int tab = text.indexOf('\t', start);
      if (tab < 0 || tab > end) {
        fields[count++] = text.substring(start, end);
        return count;
      }
      fields[count++] = text.substring(start, tab);
      start = tab + 1;
    }
    return count + 1;
  }

  private static IllegalStateException malformed(String text, int at, int end) {
    return new IllegalStateException("malformed builtin index line: " + text.substring(at, end));
  }

  /** The number of parameters in a descriptor of reference and primitive types. */
  private static int parameterCount(String descriptor) {
    int count = 0;
    int i = 1;
    while (descriptor.charAt(i) != ')') {
      while (descriptor.charAt(i) == '[') {
        i++;
      }
      i = descriptor.charAt(i) == 'L' ? descriptor.indexOf(';', i) + 1 : i + 1;
      count++;
    }
    return count;
  }

  /** A builtin as a value: dispatches on the argument count to the matching method handle. */
  private static final class BuiltinProcedure extends NamedProcedure {
    private final MethodHandle[] fixed;
    private final MethodHandle variadic;
    private final int variadicMin;

    BuiltinProcedure(String name, Entry[] entries) {
      super(name, minArity(entries), maxArity(entries));
      MethodHandles.Lookup lookup = MethodHandles.publicLookup();
      int maxFixed = -1;
      for (Entry entry : entries) {
        if (!entry.variadic()) {
          maxFixed = Math.max(maxFixed, entry.parameterCount());
        }
      }
      this.fixed = new MethodHandle[maxFixed + 1];
      MethodHandle variadicHandle = null;
      int min = 0;
      for (Entry entry : entries) {
        Class<?> owner = libraryClass(entry.owner());
        MethodHandle handle;
        try {
          handle = lookup.findStatic(owner, entry.method(), methodType(entry, owner));
        } catch (NoSuchMethodException | IllegalAccessException e) {
          throw stale(entry, e);
        }
        if (entry.variadic()) {
          variadicHandle = handle.asType(MethodType.methodType(Object.class, Object[].class));
          min = entry.min();
        } else {
          fixed[entry.parameterCount()] = handle.asType(MethodType.genericMethodType(entry.parameterCount()));
        }
      }
      this.variadic = variadicHandle;
      this.variadicMin = min;
    }

    @Override
    @Unwindable
    public Object apply0() {
      try {
        return fixed.length > 0 && fixed[0] != null ? (Object) fixed[0].invokeExact() : spread(new Object[0]);
      } catch (Throwable t) {
        throw rethrow(t);
      }
    }

    @Override
    @Unwindable
    public Object apply1(Object a) {
      try {
        return fixed.length > 1 && fixed[1] != null ? (Object) fixed[1].invokeExact(a) : spread(new Object[] {a});
      } catch (Throwable t) {
        throw rethrow(t);
      }
    }

    @Override
    @Unwindable
    public Object apply2(Object a, Object b) {
      try {
        return fixed.length > 2 && fixed[2] != null
            ? (Object) fixed[2].invokeExact(a, b) : spread(new Object[] {a, b});
      } catch (Throwable t) {
        throw rethrow(t);
      }
    }

    @Override
    @Unwindable
    public Object apply3(Object a, Object b, Object c) {
      try {
        return fixed.length > 3 && fixed[3] != null
            ? (Object) fixed[3].invokeExact(a, b, c) : spread(new Object[] {a, b, c});
      } catch (Throwable t) {
        throw rethrow(t);
      }
    }

    @Override
    @Unwindable
    public Object apply4(Object a, Object b, Object c, Object d) {
      try {
        return fixed.length > 4 && fixed[4] != null
            ? (Object) fixed[4].invokeExact(a, b, c, d) : spread(new Object[] {a, b, c, d});
      } catch (Throwable t) {
        throw rethrow(t);
      }
    }

    @Override
    @Unwindable
    public Object applyN(Object[] args) {
      int n = args.length;
      try {
        if (n < fixed.length && fixed[n] != null) {
          return n <= 4 ? Procedure.dispatch(this, args) : fixed[n].invokeWithArguments(args);
        }
        return spread(args);
      } catch (Throwable t) {
        throw rethrow(t);
      }
    }

    @Unwindable
    private Object spread(Object[] args) throws Throwable {
      if (variadic == null || args.length < variadicMin) {
        throw arityError(args.length);
      }
      return (Object) variadic.invokeExact(args);
    }

    private static int minArity(Entry[] entries) {
      int min = Integer.MAX_VALUE;
      for (Entry entry : entries) {
        min = Math.min(min, entry.variadic() ? entry.min() : entry.parameterCount());
      }
      return min;
    }

    private static int maxArity(Entry[] entries) {
      int max = 0;
      for (Entry entry : entries) {
        if (entry.variadic()) {
          return -1;
        }
        max = Math.max(max, entry.parameterCount());
      }
      return max;
    }

    private static RuntimeException rethrow(Throwable t) {
      if (t instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (t instanceof Error error) {
        throw error;
      }
      // A checked exception from a builtin's Java code: as it is, like any Java exception.
      throw JavaInterop.<RuntimeException>sneaky(t);
    }
  }
}
