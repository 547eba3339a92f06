package kopi.expand.forms;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kopi.expand.ClassSpec;
import kopi.expand.Datums;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Interop;
import kopi.expand.Syntax;

/**
 * Kawa's annotations of declarations, {@code (@Type value)} or {@code (@Type name: value ...)}, on
 * a class (among its options), a field (after its name) or a method (after its header), read as
 * {@link ClassSpec.Annotation}s. The reader gives {@code @Type} as {@code ($splice$ Type)}. The type
 * must be an annotation interface; each name must be one of its elements, each value a constant of
 * the element's type (a number, boolean, string, class name, {@code Enum:CONSTANT}, nested
 * annotation, or for an array element one such value or a list of them), and every element without
 * a default must be given. A lone value is the element {@code value}.
 */
final class Annotations {
  private Annotations() {}

  /** True when {@code s} is written {@code (@Type ...)}. */
  static boolean is(Syntax s) {
    return s instanceof Syntax.SList list && list.isProper() && list.size() >= 1
        && list.get(0) instanceof Syntax.SList head && head.size() == 2 && head.get(0) instanceof Syntax.Id marker
        && marker.name().equals("$splice$") && head.get(1) instanceof Syntax.Id;
  }

  /** The annotation {@code s} ({@link #is} holds), or null when its retention is {@code SOURCE}. */
  static ClassSpec.Annotation parse(Syntax s, Expansion x, String formName) {
    Syntax.SList list = (Syntax.SList) s;
    Syntax.Id typeId = (Syntax.Id) ((Syntax.SList) list.get(0)).get(1);
    Class<?> type = Interop.resolveClass(typeId, x);
    if (type == null) {
      throw new ExpandError("expand.java-class", typeId, formName + ": unknown annotation type " + typeId.name());
    }
    if (!type.isAnnotation()) {
      throw x.malformed(typeId, formName + ": " + type.getName() + " is not an annotation type");
    }
    Map<String, Syntax> given = new LinkedHashMap<>();
    Map<String, Syntax> names = new LinkedHashMap<>();
    List<Syntax> values = list.from(1);
    if (values.size() == 1 && keyword(values.get(0)) == null) {
      given.put("value", values.get(0));
    } else {
      for (int i = 0; i < values.size(); i += 2) {
        String name = keyword(values.get(i));
        if (name == null || i + 1 >= values.size()) {
          throw x.malformed(values.get(i), formName + ": expected name: value in an annotation, got " + values.get(i));
        }
        names.put(name, values.get(i));
        if (given.put(name, values.get(i + 1)) != null) {
          throw x.malformed(values.get(i), formName + ": the annotation element " + name + " is given twice");
        }
      }
    }
    List<ClassSpec.Element> elements = new ArrayList<>();
    for (Map.Entry<String, Syntax> entry : given.entrySet()) {
      Method element;
      try {
        element = type.getMethod(entry.getKey());
      } catch (NoSuchMethodException e) {
        throw x.malformed(names.getOrDefault(entry.getKey(), entry.getValue()), formName + ": " + type.getName()
            + " has no element " + entry.getKey());
      }
      elements
          .add(new ClassSpec.Element(entry.getKey(), value(element.getReturnType(), entry.getValue(), x, formName)));
    }
    for (Method element : type.getDeclaredMethods()) {
      if (element.getParameterCount() == 0 && element.getDefaultValue() == null
          && !given.containsKey(element.getName())) {
        throw x.malformed(list, formName + ": the annotation " + type.getName() + " needs a value for its element "
            + element.getName());
      }
    }
    Retention retention = type.getAnnotation(Retention.class);
    RetentionPolicy policy = retention == null ? RetentionPolicy.CLASS : retention.value();
    if (policy == RetentionPolicy.SOURCE) {
      return null;
    }
    return new ClassSpec.Annotation(DefineClassForm.descriptorOf(type), policy == RetentionPolicy.RUNTIME,
        List.copyOf(elements));
  }

  /** The annotations among {@code items}, parsed, with those of retention {@code SOURCE} left out. */
  static List<ClassSpec.Annotation> parseAll(List<Syntax> items, Expansion x, String formName) {
    List<ClassSpec.Annotation> out = new ArrayList<>();
    for (Syntax item : items) {
      ClassSpec.Annotation annotation = parse(item, x, formName);
      if (annotation != null) {
        out.add(annotation);
      }
    }
    return List.copyOf(out);
  }

  private static Object value(Class<?> type, Syntax s, Expansion x, String formName) {
    if (type.isArray()) {
      List<Object> items = new ArrayList<>();
      if (s instanceof Syntax.SList list && list.isProper() && !is(s)
          && !(list.size() == 2 && list.get(0) instanceof Syntax.Id q && x.isCore(q, "quote"))) {
        List<Syntax> elements = list.elements();
        // Kawa's array constructor (string[] "a" "b"), or a plain list of values.
        boolean constructor = !elements.isEmpty() && (elements.get(0) instanceof Syntax.Id head
            && head.name().endsWith("[]")
            || elements.get(0) instanceof Syntax.SList head2 && head2.size() == 2
                && head2.get(0) instanceof Syntax.Id marker && marker.name().equals("$bracket-apply$"));
        for (Syntax item : constructor ? elements.subList(1, elements.size()) : elements) {
          items.add(value(type.getComponentType(), item, x, formName));
        }
      } else {
        items.add(value(type.getComponentType(), s, x, formName));
      }
      return List.copyOf(items);
    }
    if (type.isAnnotation()) {
      if (!is(s)) {
        throw wrong(type, s, x, formName);
      }
      ClassSpec.Annotation nested = parse(s, x, formName);
      if (nested == null || !nested.descriptor().equals(DefineClassForm.descriptorOf(type))) {
        throw wrong(type, s, x, formName);
      }
      return nested;
    }
    if (type == Class.class) {
      if (!(s instanceof Syntax.Id id)) {
        throw wrong(type, s, x, formName);
      }
      return new ClassSpec.ClassValue(DefineClassForm.descriptorOf(Interop.requireClass(id, x)));
    }
    if (type.isEnum()) {
      String text = s instanceof Syntax.Id id ? id.name() : null;
      int colon = text == null ? -1 : text.lastIndexOf(':');
      String constant = colon < 0 ? text : text.substring(colon + 1);
      if (constant != null) {
        for (Object value : type.getEnumConstants()) {
          if (((Enum<?>) value).name().equals(constant)) {
            return new ClassSpec.EnumValue(DefineClassForm.descriptorOf(type), constant);
          }
        }
      }
      throw wrong(type, s, x, formName);
    }
    Object datum = s instanceof Syntax.Atom atom ? Datums.toValue(atom) : null;
    if (type == String.class && s instanceof Syntax.Atom atom && atom.value() instanceof String text) {
      return text;
    }
    if (type == boolean.class && datum instanceof Boolean b) {
      return b;
    }
    if (type == char.class && s instanceof Syntax.Atom atom && atom.value() instanceof Syntax.Char c
        && c.codePoint() <= 0xFFFF) {
      return (char) c.codePoint();
    }
    if (datum instanceof Long n) {
      if (type == int.class && n == n.intValue()) {
        return n.intValue();
      }
      if (type == long.class) {
        return n;
      }
      if (type == short.class && n == n.shortValue()) {
        return n.shortValue();
      }
      if (type == byte.class && n == n.byteValue()) {
        return n.byteValue();
      }
      if (type == double.class) {
        return n.doubleValue();
      }
      if (type == float.class) {
        return n.floatValue();
      }
    }
    if (datum instanceof Double d && (type == double.class || type == float.class)) {
      return type == double.class ? (Object) d : (Object) d.floatValue();
    }
    throw wrong(type, s, x, formName);
  }

  private static ExpandError wrong(Class<?> type, Syntax s, Expansion x, String formName) {
    return x.malformed(s,
        formName + ": expected a constant " + type.getSimpleName() + " for the annotation element, got "
            + s);
  }

  private static String keyword(Syntax s) {
    return s instanceof Syntax.Atom atom && atom.value() instanceof Syntax.Keyword k ? k.name() : null;
  }
}
