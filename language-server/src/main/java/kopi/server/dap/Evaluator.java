package kopi.server.dap;

import com.sun.jdi.ArrayReference;
import com.sun.jdi.ArrayType;
import com.sun.jdi.BooleanValue;
import com.sun.jdi.CharValue;
import com.sun.jdi.ClassType;
import com.sun.jdi.DoubleValue;
import com.sun.jdi.Field;
import com.sun.jdi.FloatValue;
import com.sun.jdi.LocalVariable;
import com.sun.jdi.Method;
import com.sun.jdi.ObjectReference;
import com.sun.jdi.PrimitiveValue;
import com.sun.jdi.ReferenceType;
import com.sun.jdi.StackFrame;
import com.sun.jdi.StringReference;
import com.sun.jdi.ThreadReference;
import com.sun.jdi.Value;
import com.sun.jdi.VirtualMachine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import kopi.codegen.DebugInfo;
import kopi.runtime.Printer;
import kopi.server.dap.Protocol.Variable;

/**
 * Reads the stopped program: the Scheme variables of a frame (locals by their Scheme names, boxes
 * opened; the module's globals), values printed as {@code write} prints them, the children of a
 * list, vector, record, hash table or Java object, and Scheme expressions evaluated with a frame's
 * variables bound. Printing and evaluation run in the debuggee ({@link DebuggeeSupport}) on the
 * thread the last event stopped; numbers, booleans, strings, symbols and, when no thread can run
 * code (after a pause), lists and vectors are formatted here from the mirrors.
 */
final class Evaluator {
  /** Elements of a list or vector shown as children, and in a value formatted from mirrors. */
  private static final int MAX_CHILDREN = 1000;
  private static final int MAX_INLINE = 20;

  /** Classes whose values are atoms: no children to show. */
  private static final Set<String> ATOMS = Set.of("java.lang.Long", "java.lang.Integer", "java.lang.Short",
      "java.lang.Byte", "java.lang.Double", "java.lang.Float", "java.lang.Boolean", "java.lang.Character",
      "java.lang.String", "java.math.BigInteger", "java.math.BigDecimal", "kopi.runtime.Nil", "kopi.runtime.Symbol",
      "kopi.runtime.MString", "kopi.runtime.Char", "kopi.runtime.Unspecified", "kopi.runtime.Eof",
      "kopi.runtime.Keyword", "kopi.runtime.Ratnum", "kopi.runtime.Complex", "kopi.runtime.DefaultObject");

  private final VirtualMachine vm;
  private final Debuggee debuggee;
  private volatile ThreadReference invoking;
  private final Map<Integer, Supplier<List<Variable>>> containers = new HashMap<>();
  private final List<ObjectReference> pinned = new ArrayList<>();
  private int nextReference = 1;

  Evaluator(VirtualMachine vm, Debuggee debuggee) {
    this.vm = vm;
    this.debuggee = debuggee;
  }

  /** The thread running a method for the debugger now, or null. */
  ThreadReference invoking() {
    return invoking;
  }

  /** Forgets the variable references of the last stop: the program resumes. */
  synchronized void forget() {
    containers.clear();
    for (ObjectReference object : pinned) {
      try {
        object.enableCollection();
      } catch (RuntimeException e) {
        // Collected or disconnected.
      }
    }
    pinned.clear();
  }

  /** A reference the client can ask {@link #variables} for. */
  synchronized int container(Supplier<List<Variable>> children) {
    int reference = nextReference++;
    containers.put(reference, children);
    return reference;
  }

  synchronized List<Variable> variables(int reference) {
    Supplier<List<Variable>> children = containers.get(reference);
    return children == null ? List.of() : children.get();
  }

  // ---------------------------------------------------------------------------- frames

  /** The Scheme variables visible in JVM frame {@code index} of {@code thread}, by name. */
  Map<String, Value> locals(ThreadReference thread, int index) {
    Map<String, Value> locals = new LinkedHashMap<>();
    try {
      StackFrame frame = thread.frame(index);
      for (LocalVariable variable : frame.visibleVariables()) {
        Value value;
        try {
          value = frame.getValue(variable);
        } catch (RuntimeException e) {
          continue; // not assigned yet at this point of the code
        }
        if (DebugInfo.BOX_SIGNATURE.equals(variable.genericSignature()) && value instanceof ArrayReference box
            && box.length() == 1) {
          value = box.getValue(0);
        }
        String name = DebugInfo.demangle(variable.name());
        locals.put(name != null ? name : variable.name(), value);
      }
    } catch (com.sun.jdi.AbsentInformationException | com.sun.jdi.IncompatibleThreadStateException e) {
      // No variables to show.
    }
    return locals;
  }

  /** The top-level variables of the module whose code frame {@code index} runs, by name. */
  Map<String, Value> globals(ThreadReference thread, int index) {
    return globals(thread, index, name -> true);
  }

  /** Those of the module's top-level variables whose names {@code wanted} accepts (read in one request). */
  private Map<String, Value> globals(ThreadReference thread, int index, java.util.function.Predicate<String> wanted) {
    Map<String, Value> globals = new LinkedHashMap<>();
    try {
      ReferenceType type = thread.frame(index).location().declaringType();
      String name = type.name();
      int part = name.indexOf("$part");
      String moduleName = part > 0 ? name.substring(0, part) : name;
      List<ReferenceType> holders = new java.util.ArrayList<>(vm.classesByName(moduleName));
      if (holders.isEmpty()) {
        holders.add(type);
      }
      // A program split over part classes keeps each variable in the part that defines it.
      for (int k = 0;; k++) {
        List<ReferenceType> partClass = vm.classesByName(moduleName + "$part" + k);
        if (partClass.isEmpty()) {
          break;
        }
        holders.add(partClass.get(0));
      }
      for (ReferenceType holder : holders) {
        Map<Field, String> fields = new LinkedHashMap<>();
        for (Field field : holder.fields()) {
          String scheme = DebugInfo.demangle(field.name());
          if (field.isStatic() && scheme != null && !field.isSynthetic() && wanted.test(scheme)) {
            fields.put(field, scheme);
          }
        }
        if (fields.isEmpty()) {
          continue;
        }
        Map<Field, Value> values = holder.getValues(List.copyOf(fields.keySet()));
        fields.forEach((field, scheme) -> {
          Value value = values.get(field);
          if (value != null) {
            globals.putIfAbsent(scheme, value);
          }
        });
      }
    } catch (com.sun.jdi.IncompatibleThreadStateException e) {
      // No frame.
    }
    return globals;
  }

  // ---------------------------------------------------------------------------- values

  /** The client's view of a variable: its value printed and, for a compound value, its children. */
  Variable variable(String name, Value value) {
    return new Variable(name, format(value), typeName(value), children(value));
  }

  private static String typeName(Value value) {
    return value == null ? null : value.type().name();
  }

  /** {@code value} as {@code write} prints it. */
  String format(Value value) {
    String quick = atom(value);
    if (quick != null) {
      return quick;
    }
    ThreadReference thread = debuggee.eventThread();
    if (thread != null) {
      try {
        Value printed = invoke(thread, "write", List.of(value));
        if (printed instanceof StringReference text) {
          return text.value();
        }
      } catch (Exception e) {
        // Fall back to the mirrors.
      }
    }
    return mirror(value, 0);
  }

  /** An atom formatted from its mirror, or null for a compound value. */
  private static String atom(Value value) {
    if (value == null) {
      return "#!null";
    }
    if (value instanceof BooleanValue b) {
      return b.value() ? "#t" : "#f";
    }
    if (value instanceof DoubleValue || value instanceof FloatValue) {
      return Printer.writeString(((PrimitiveValue) value).doubleValue());
    }
    if (value instanceof CharValue c) {
      return "#\\" + c.value();
    }
    if (value instanceof PrimitiveValue p) {
      return Long.toString(p.longValue());
    }
    if (value instanceof StringReference s) {
      return Printer.quoteString(s.value());
    }
    ObjectReference object = (ObjectReference) value;
    String type = object.referenceType().name();
    switch (type) {
      case "java.lang.Long", "java.lang.Integer", "java.lang.Short", "java.lang.Byte", "java.lang.Double",
          "java.lang.Float", "java.lang.Boolean" -> {
        return atom(object.getValue(object.referenceType().fieldByName("value")));
      }
      case "kopi.runtime.Nil" -> {
        return "()";
      }
      case "kopi.runtime.Symbol" -> {
        Value name = object.getValue(object.referenceType().fieldByName("name"));
        return name instanceof StringReference s ? Printer.symbolName(s.value()) : null;
      }
      default -> {
        return null;
      }
    }
  }

  /** A value formatted from mirrors alone, when no thread can print it. */
  private String mirror(Value value, int depth) {
    String quick = atom(value);
    if (quick != null) {
      return quick;
    }
    if (depth > 3) {
      return "...";
    }
    if (value instanceof ArrayReference array) {
      StringBuilder out = new StringBuilder("#(");
      int n = Math.min(array.length(), MAX_INLINE);
      for (int i = 0; i < n; i++) {
        out.append(i > 0 ? " " : "").append(mirror(array.getValue(i), depth + 1));
      }
      return out.append(array.length() > n ? " ...)" : ")").toString();
    }
    ObjectReference object = (ObjectReference) value;
    if (object.referenceType().name().equals("kopi.runtime.Pair")) {
      StringBuilder out = new StringBuilder("(");
      Value rest = object;
      int n = 0;
      while (rest instanceof ObjectReference pair && pair.referenceType().name().equals("kopi.runtime.Pair")) {
        if (n++ == MAX_INLINE) {
          return out.append(" ...)").toString();
        }
        out.append(n > 1 ? " " : "").append(mirror(field(pair, "car"), depth + 1));
        rest = field(pair, "cdr");
      }
      if (!"()".equals(atom(rest))) {
        out.append(" . ").append(mirror(rest, depth + 1));
      }
      return out.append(")").toString();
    }
    return "#<" + object.referenceType().name() + ">";
  }

  private static Value field(ObjectReference object, String name) {
    return object.getValue(object.referenceType().fieldByName(name));
  }

  /** A reference to the children of {@code value}, or 0 for an atom. */
  private int children(Value value) {
    if (!(value instanceof ObjectReference object) || value instanceof StringReference
        || ATOMS.contains(object.referenceType().name())) {
      return 0;
    }
    if (value instanceof ArrayReference array) {
      return array.length() == 0 ? 0 : container(() -> {
        List<Variable> out = new ArrayList<>();
        int n = Math.min(array.length(), MAX_CHILDREN);
        for (int i = 0; i < n; i++) {
          out.add(variable("[" + i + "]", array.getValue(i)));
        }
        return out;
      });
    }
    String type = object.referenceType().name();
    if (type.equals("kopi.runtime.Pair")) {
      return container(() -> listChildren(object));
    }
    if (type.equals("kopi.runtime.Record")) {
      return container(() -> recordChildren(object));
    }
    if (type.equals("kopi.runtime.HashTable") && debuggee.eventThread() != null) {
      return container(() -> tableChildren(object));
    }
    return container(() -> {
      List<Variable> out = new ArrayList<>();
      for (Field field : object.referenceType().allFields()) {
        if (!field.isStatic()) {
          String scheme = DebugInfo.demangle(field.name());
          out.add(variable(scheme != null ? scheme : field.name(), object.getValue(field)));
        }
      }
      return out;
    });
  }

  private List<Variable> listChildren(ObjectReference list) {
    List<Variable> out = new ArrayList<>();
    Value rest = list;
    while (rest instanceof ObjectReference pair && pair.referenceType().name().equals("kopi.runtime.Pair")
        && out.size() < MAX_CHILDREN) {
      out.add(variable("[" + out.size() + "]", field(pair, "car")));
      rest = field(pair, "cdr");
    }
    if (!"()".equals(atom(rest))) {
      out.add(variable("tail", rest));
    }
    return out;
  }

  private List<Variable> recordChildren(ObjectReference record) {
    List<Variable> out = new ArrayList<>();
    Value type = field(record, "type");
    Value values = field(record, "values");
    if (type instanceof ObjectReference recordType && values instanceof ArrayReference array
        && field(recordType, "fields") instanceof ArrayReference names) {
      for (int i = 0; i < array.length(); i++) {
        String name = i < names.length() ? atom(names.getValue(i)) : null;
        out.add(variable(name != null ? name : "[" + i + "]", array.getValue(i)));
      }
    }
    return out;
  }

  private List<Variable> tableChildren(ObjectReference table) {
    List<Variable> out = new ArrayList<>();
    ThreadReference thread = debuggee.eventThread();
    try {
      Method toAlist = ((ClassType) table.referenceType()).concreteMethodByName("toAlist", "()Ljava/lang/Object;");
      invoking = thread;
      Value rest;
      try {
        rest = table.invokeMethod(thread, toAlist, List.of(), ALL_THREADS);
      } finally {
        invoking = null;
      }
      while (rest instanceof ObjectReference pair && pair.referenceType().name().equals("kopi.runtime.Pair")
          && out.size() < MAX_CHILDREN) {
        if (field(pair, "car") instanceof ObjectReference entry) {
          out.add(variable(format(field(entry, "car")), field(entry, "cdr")));
        }
        rest = field(pair, "cdr");
      }
    } catch (Exception e) {
      // Shown without children.
    }
    return out;
  }

  // ---------------------------------------------------------------------------- evaluation

  /** The outcome of an evaluation: the value, or the error's message in {@code text}. */
  record Result(boolean ok, String text, Value value) {
    boolean isFalse() {
      return ok && "#f".equals(atom(value));
    }
  }

  /**
   * Evaluates Scheme {@code expression} in JVM frame {@code index} of {@code thread}: its locals
   * and the module's globals it names are bound. A bare variable name is read without running code.
   */
  Result evaluate(ThreadReference thread, int index, String expression) {
    Map<String, Value> bindings = new LinkedHashMap<>();
    bindings.putAll(globals(thread, index, name -> mentions(expression, name)));
    bindings.putAll(locals(thread, index));
    String trimmed = expression.strip();
    if (bindings.containsKey(trimmed)) {
      Value value = bindings.get(trimmed);
      return new Result(true, format(value), value);
    }
    if (!thread.equals(debuggee.eventThread())) {
      return new Result(false, "the program can run code only when it stopped at a breakpoint or step", null);
    }
    List<ObjectReference> created = new ArrayList<>();
    try {
      List<Value> names = new ArrayList<>();
      List<Value> values = new ArrayList<>();
      for (Map.Entry<String, Value> binding : bindings.entrySet()) {
        StringReference name = vm.mirrorOf(binding.getKey());
        name.disableCollection();
        created.add(name);
        names.add(name);
        Value value = boxed(thread, binding.getValue());
        if (value instanceof ObjectReference object) {
          object.disableCollection();
          created.add(object);
        }
        values.add(value);
      }
      ArrayReference nameArray = newArray("java.lang.String[]", names, created);
      ArrayReference valueArray = newArray("java.lang.Object[]", values, created);
      StringReference text = vm.mirrorOf(expression);
      text.disableCollection();
      created.add(text);
      // Compiling the expression starts threads (the compiler's big stacks), and a thread started
      // while the program is stopped would be stopped too: the whole program runs meanwhile.
      Value outcome = invoke(thread, "evaluate", List.of(text, nameArray, valueArray), ALL_THREADS);
      if (!(outcome instanceof ArrayReference pair) || pair.length() != 2) {
        return new Result(false, "no result", null);
      }
      Value value = pair.getValue(1);
      if ("#t".equals(atom(pair.getValue(0)))) {
        if (value instanceof ObjectReference object) {
          pin(object);
        }
        return new Result(true, format(value), value);
      }
      return new Result(false, value instanceof StringReference message ? message.value() : "error", null);
    } catch (Exception e) {
      return new Result(false, "cannot evaluate: " + e, null);
    } finally {
      for (ObjectReference object : created) {
        try {
          object.enableCollection();
        } catch (RuntimeException e) {
          // Already gone.
        }
      }
    }
  }

  private synchronized void pin(ObjectReference object) {
    try {
      object.disableCollection();
      pinned.add(object);
    } catch (RuntimeException e) {
      // Collected already.
    }
  }

  private static boolean mentions(String expression, String name) {
    int at = expression.indexOf(name);
    while (at >= 0) {
      boolean before = at == 0 || delimiter(expression.charAt(at - 1));
      int end = at + name.length();
      boolean after = end == expression.length() || delimiter(expression.charAt(end));
      if (before && after) {
        return true;
      }
      at = expression.indexOf(name, at + 1);
    }
    return false;
  }

  private static boolean delimiter(char c) {
    return Character.isWhitespace(c) || "()[]'`,\"".indexOf(c) >= 0;
  }

  /** A log message with each {@code {expression}} replaced by its value as {@code display} shows it. */
  String interpolate(ThreadReference thread, int index, String message) {
    StringBuilder out = new StringBuilder();
    int at = 0;
    while (at < message.length()) {
      int open = message.indexOf('{', at);
      int close = open < 0 ? -1 : message.indexOf('}', open);
      if (open < 0 || close < 0) {
        out.append(message, at, message.length());
        break;
      }
      out.append(message, at, open);
      Result result = evaluate(thread, index, message.substring(open + 1, close));
      out.append(result.ok() ? display(thread, result) : "<" + result.text() + ">");
      at = close + 1;
    }
    return out.toString();
  }

  private String display(ThreadReference thread, Result result) {
    if (result.value() instanceof StringReference text) {
      return text.value();
    }
    try {
      if (result.value() instanceof ObjectReference && thread.equals(debuggee.eventThread())
          && invoke(thread, "display",
              java.util.Collections.singletonList(result.value())) instanceof StringReference text) {
        return text.value();
      }
    } catch (Exception e) {
      // The written form will do.
    }
    return result.text();
  }

  /** Writes out the program's buffered console output, so that the client has it when it stops. */
  void flushOutput(ThreadReference thread) {
    try {
      invoke(thread, "flushOutput", List.of());
    } catch (Exception e) {
      // The output comes at the next flush.
    }
  }

  /** The message of a raised Scheme error, as an uncaught one would print it. */
  String errorMessage(ThreadReference thread, ObjectReference exception) {
    Value payload = field(exception, "payload");
    try {
      if (invoke(thread, "errorMessage", List.of(exception)) instanceof StringReference text) {
        return text.value();
      }
    } catch (Exception e) {
      // Shown as written below.
    }
    return mirror(payload, 0);
  }

  /** A primitive value boxed in the debuggee as Scheme holds it (integers as {@code Long}). */
  private Value boxed(ThreadReference thread, Value value) throws Exception {
    if (!(value instanceof PrimitiveValue primitive)) {
      return value;
    }
    String owner;
    String descriptor;
    Value argument;
    if (value instanceof BooleanValue b) {
      owner = "java.lang.Boolean";
      descriptor = "(Z)Ljava/lang/Boolean;";
      argument = b;
    } else if (value instanceof DoubleValue || value instanceof FloatValue) {
      owner = "java.lang.Double";
      descriptor = "(D)Ljava/lang/Double;";
      argument = vm.mirrorOf(primitive.doubleValue());
    } else if (value instanceof CharValue c) {
      owner = "java.lang.Character";
      descriptor = "(C)Ljava/lang/Character;";
      argument = c;
    } else {
      owner = "java.lang.Long";
      descriptor = "(J)Ljava/lang/Long;";
      argument = vm.mirrorOf(primitive.longValue());
    }
    ClassType type = (ClassType) vm.classesByName(owner).get(0);
    Method valueOf = type.concreteMethodByName("valueOf", descriptor);
    invoking = thread;
    try {
      return type.invokeMethod(thread, valueOf, List.of(argument), ALL_THREADS);
    } finally {
      invoking = null;
    }
  }

  private ArrayReference newArray(String typeName, List<Value> elements, List<ObjectReference> created)
      throws Exception {
    ArrayType type = (ArrayType) vm.classesByName(typeName).get(0);
    ArrayReference array = type.newInstance(elements.size());
    array.disableCollection();
    created.add(array);
    if (!elements.isEmpty()) {
      array.setValues(elements);
    }
    return array;
  }

  /**
   * How the debugger runs a method in the debuggee (printing a value, the console): with the
   * program's other threads let go for the call, as Java debuggers do. With only the invoking
   * thread running, a call that needed something a suspended thread held (a JVM service thread, a
   * class being loaded or initialised) never returned, and the variables request hung with it.
   */
  private static final int ALL_THREADS = 0;

  /** Calls the static method {@code name} of {@link DebuggeeSupport} in the debuggee on {@code thread}. */
  private Value invoke(ThreadReference thread, String name, List<? extends Value> arguments) throws Exception {
    return invoke(thread, name, arguments, ALL_THREADS);
  }

  private Value invoke(ThreadReference thread, String name, List<? extends Value> arguments, int options)
      throws Exception {
    List<ReferenceType> types = vm.classesByName(DebuggeeSupport.class.getName());
    if (types.isEmpty()) {
      throw new IllegalStateException("the debuggee has no support class");
    }
    ClassType support = (ClassType) types.get(0);
    Method method = support.methodsByName(name).get(0);
    invoking = thread;
    try {
      return support.invokeMethod(thread, method, arguments, options);
    } finally {
      invoking = null;
    }
  }
}
