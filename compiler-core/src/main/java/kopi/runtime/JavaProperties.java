package kopi.runtime;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@code key: value} arguments of a Java construction, as Kawa reads them: the keyword names
 * a property in Scheme style ({@code tool-tip-text:}, or already {@code toolTipText:}), which is
 * set through its setter ({@code setToolTipText}), else added through an adder
 * ({@code action-listener:} calls {@code addActionListener}), else stored in a public field of
 * that name ({@code x:} for a class with a field {@code x}).
 *
 * <p>The expander checks each keyword with {@link #kind} (an unknown one is a compile-time error
 * with the known property names); construction applies it with {@link JavaInterop}'s overload
 * choice, so the value converts as a method argument or a field value would.
 */
public final class JavaProperties {
  private JavaProperties() {}

  /** How a property is set. */
  public enum Kind {
    SETTER, ADDER, FIELD
  }

  /** {@code tool-tip-text} → {@code toolTipText}; a name without hyphens is unchanged. */
  public static String camel(String property) {
    StringBuilder out = new StringBuilder(property.length());
    boolean upper = false;
    for (int i = 0; i < property.length(); i++) {
      char c = property.charAt(i);
      if (c == '-' && i > 0 && i + 1 < property.length()) {
        upper = true;
      } else {
        out.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      }
    }
    return out.toString();
  }

  /** {@code toolTipText} → {@code tool-tip-text}, the spelling a suggestion shows. */
  static String kebab(String camel) {
    StringBuilder out = new StringBuilder(camel.length() + 4);
    for (int i = 0; i < camel.length(); i++) {
      char c = camel.charAt(i);
      if (Character.isUpperCase(c) && i > 0) {
        out.append('-').append(Character.toLowerCase(c));
      } else {
        out.append(i == 0 ? Character.toLowerCase(c) : c);
      }
    }
    return out.toString();
  }

  /** {@code set} or {@code add} followed by the capitalised property name. */
  public static String accessor(String prefix, String property) {
    String name = camel(property);
    return prefix + Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /** How {@code property} of {@code type} is set, or null when the class has no such property. */
  public static Kind kind(Class<?> type, String property) {
    Resolved resolved = resolve(type, property);
    return resolved == null ? null : resolved.kind();
  }

  /** A property found: how it is set and the member's name. */
  private record Resolved(Kind kind, String member) {}

  /** Resolutions by class and keyword: a construction applies the same keywords again and again. */
  private static final ClassValue<Map<String, Optional<Resolved>>> RESOLVED = new ClassValue<>() {
    @Override
    protected Map<String, Optional<Resolved>> computeValue(Class<?> type) {
      return new ConcurrentHashMap<>();
    }
  };

  private static Resolved resolve(Class<?> type, String property) {
    return RESOLVED.get(type).computeIfAbsent(property, key -> Optional.ofNullable(find(type, key))).orElse(null);
  }

  private static Resolved find(Class<?> type, String property) {
    if (property.isEmpty()) {
      return null;
    }
    for (String prefix : new String[] {"set", "add"}) {
      String name = accessor(prefix, property);
      if (hasMethod(type, name)) {
        return new Resolved(prefix.equals("set") ? Kind.SETTER : Kind.ADDER, name);
      }
    }
    Field field = field(type, property);
    return field == null ? null : new Resolved(Kind.FIELD, field.getName());
  }

  /** Sets {@code property} of {@code instance} to {@code value}, converting as a call would. */
  static void apply(Object instance, String property, Object value) {
    Class<?> type = instance.getClass();
    Resolved resolved = resolve(type, property);
    if (resolved == null) {
      throw Errors.error("unknown property " + property + " of " + type.getName()
          + " (no method " + accessor("set", property) + ", " + accessor("add", property) + " or field "
          + camel(property) + ")");
    }
    if (resolved.kind() == Kind.FIELD) {
      JavaInterop.setField(instance, resolved.member(), value);
    } else {
      JavaInterop.invoke(instance, resolved.member(), new Object[] {value});
    }
  }

  /** The property names of {@code type}, in Scheme style, for a "did you mean". */
  public static TreeSet<String> names(Class<?> type) {
    TreeSet<String> names = new TreeSet<>();
    for (Method method : type.getMethods()) {
      String name = method.getName();
      if ((name.startsWith("set") || name.startsWith("add")) && name.length() > 3
          && method.getParameterCount() == 1 && !Modifier.isStatic(method.getModifiers())) {
        names.add(kebab(name.substring(3)));
      }
    }
    for (Field field : type.getFields()) {
      if (settable(field)) {
        names.add(kebab(field.getName()));
      }
    }
    return names;
  }

  private static boolean hasMethod(Class<?> type, String name) {
    for (Method method : type.getMethods()) {
      if (method.getName().equals(name) && method.getParameterCount() == 1
          && !Modifier.isStatic(method.getModifiers())) {
        return true;
      }
    }
    return false;
  }

  /** The public, non-static, non-final field named by the property (camel case first), or null. */
  private static Field field(Class<?> type, String property) {
    for (String name : new String[] {camel(property), property}) {
      try {
        Field field = type.getField(name);
        if (settable(field)) {
          return field;
        }
      } catch (NoSuchFieldException e) {
        // Try the next spelling.
      }
    }
    return null;
  }

  private static boolean settable(Field field) {
    int modifiers = field.getModifiers();
    return !Modifier.isStatic(modifiers) && !Modifier.isFinal(modifiers);
  }
}
