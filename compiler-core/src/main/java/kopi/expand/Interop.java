package kopi.expand;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import kopi.runtime.JavaInterop;
import kopi.runtime.JavaProperties;

/**
 * Java interop in the expander: identifiers with a colon ({@code obj:method},
 * {@code java.lang.Math:PI}), a class in operator position (construction), a class name as a
 * value, and {@code (f x):member} and {@code "abc":method} (the reader gives
 * {@code ($lookup$ (f x) (quasiquote member))}).
 * Each becomes a call to an internal runtime builtin ({@code %java-static}, {@code %java-invoke},
 * {@code %java-new}, ...) with the class and member names as string constants, so the {@link Core}
 * contract is unchanged. Whatever the class is known for at expansion time is checked here: an
 * unknown class, method or field is an error on the identifier, with a close name suggested.
 */
public final class Interop {
  private Interop() {}

  /**
   * The expansion of the variable reference {@code id}, whose binding is {@code binding} (null when
   * unbound), when it is interop; null when it is not, so the caller reports it as usual.
   */
  /**
   * Kawa's type predicate: an unbound {@code T?} whose {@code T} names a class (a defined class, an
   * enum, {@code java.util.List}) is {@code (lambda (obj) (instance? obj T))}; null otherwise.
   */
  private static Core classPredicate(Syntax.Id id, Expansion x) {
    String name = id.name();
    if (name.length() < 2 || !name.endsWith("?")) {
      return null;
    }
    Syntax.Id type = new Syntax.Id(name.substring(0, name.length() - 1), id.scopes(), id.start(), id.end() - 1);
    if (resolveClass(type, x) == null) {
      return null;
    }
    Syntax.Id object = new Syntax.Id("obj", ScopeSet.of(x.freshScope()), id.start(), id.end());
    Syntax.SList test = new Syntax.SList(List.of(x.core("instance?", id), object, type), null, id.start(), id.end());
    Syntax.SList parameters = new Syntax.SList(List.of(object), null, id.start(), id.end());
    return x.expr(new Syntax.SList(List.of(x.core("lambda", id), parameters, test), null, id.start(), id.end()));
  }

  public static Core reference(Syntax.Id id, Binding binding, Expansion x) {
    if (binding instanceof Binding.JavaClass alias) {
      return x.callBuiltin(id, "%java-class", x.constant(id, alias.className()));
    }
    if (binding != null) {
      return null;
    }
    int colon = colon(id.name());
    if (colon < 0) {
      Core predicate = classPredicate(id, x);
      if (predicate != null) {
        return predicate;
      }
      Class<?> type = id.name().indexOf('.') > 0 ? x.findClass(id.name()) : null;
      return type == null ? null : x.callBuiltin(id, "%java-class", x.constant(id, type.getName()));
    }
    Syntax.Id prefix = prefix(id, colon);
    String member = id.name().substring(colon + 1);
    Syntax.Id memberId = new Syntax.Id(member, id.scopes(), id.start() + colon + 1, id.end());
    Class<?> owner = resolveClass(prefix, x);
    if (owner == null) {
      return x.callBuiltin(id, "%java-field", receiver(prefix, x), x.constant(memberId, member));
    }
    if (member.equals("class")) {
      // Kawa's Name:class, Java's Name.class: the java.lang.Class, which the name alone also is.
      return x.callBuiltin(id, "%java-class", x.constant(prefix, owner.getName()));
    }
    Field field = null;
    try {
      field = owner.getField(member);
    } catch (NoSuchFieldException e) {
      // Reported below with a suggestion.
    }
    if (field == null || !Modifier.isStatic(field.getModifiers())) {
      TreeSet<String> names = new TreeSet<>();
      for (Field candidate : owner.getFields()) {
        if (Modifier.isStatic(candidate.getModifiers())) {
          names.add(candidate.getName());
        }
      }
      throw memberFix(new ExpandError("expand.java-field", memberId,
          "unknown field " + owner.getName() + ":" + member + suggestion(member, names)), memberId, member, names);
    }
    return x.callBuiltin(id, "%java-static-field", x.constant(prefix, owner.getName()), x.constant(memberId, member));
  }

  /** The expansion of the call {@code list} when it is interop; null when it is an ordinary call. */
  public static Core call(Syntax.SList list, Expansion x) {
    Syntax head = list.get(0);
    Lookup lookup = lookup(head, x);
    if (lookup != null) {
      // ((f x):method arg ...) and ("abc":toUpperCase): a method of the value before the colon.
      return invoke(list, x.expr(lookup.receiver()), lookup.member(), list.from(1), x);
    }
    if (head instanceof Syntax.SList type && type.size() == 2 && type.get(0) instanceof Syntax.Id bracket
        && bracket.name().equals("$bracket-apply$") && type.get(1) instanceof Syntax.Id element) {
      return newArray(list, type, element, x);
    }
    if (!(head instanceof Syntax.Id id)) {
      return null;
    }
    Binding binding = x.resolve(id);
    if (binding instanceof Binding.JavaClass alias) {
      return construct(list, id, x.findClass(alias.className()), list.from(1), x);
    }
    if (binding != null) {
      return null;
    }
    int colon = colon(id.name());
    if (colon < 0) {
      Class<?> type = x.findClass(id.name());
      return type == null ? null : construct(list, id, type, list.from(1), x);
    }
    Syntax.Id prefix = prefix(id, colon);
    String member = id.name().substring(colon + 1);
    Syntax.Id memberId = new Syntax.Id(member, id.scopes(), id.start() + colon + 1, id.end());
    Class<?> owner = resolveClass(prefix, x);
    if (owner == null) {
      return invoke(list, receiver(prefix, x), memberId, list.from(1), x);
    }
    return classMember(list, prefix, owner, memberId, list.from(1), x);
  }

  /**
   * The class {@code id} names: a {@code define-alias} or imported class, else a loadable class
   * (binary name, or a short name in {@code java.lang}); null when {@code id} is a variable or
   * names no class.
   */
  public static Class<?> resolveClass(Syntax.Id id, Expansion x) {
    Binding binding = x.resolve(id);
    if (binding instanceof Binding.JavaClass alias) {
      return x.findClass(alias.className());
    }
    if (binding != null) {
      return null;
    }
    return x.findClass(id.name());
  }

  /** {@link #resolveClass}, or an error on {@code id} naming the class that does not exist. */
  public static Class<?> requireClass(Syntax.Id id, Expansion x) {
    Class<?> type = resolveClass(id, x);
    if (type == null) {
      throw new ExpandError("expand.java-class", id, "unknown class " + id.name());
    }
    return type;
  }

  // ------------------------------------------------------------------------------ forms

  private static Core classMember(Syntax.SList list, Syntax.Id prefix, Class<?> owner, Syntax.Id memberId,
      List<Syntax> arguments, Expansion x) {
    String member = memberId.name();
    if (member.equals("new")) {
      return construct(list, memberId, owner, arguments, x);
    }
    int count = arguments.size();
    boolean anyNamed = false;
    boolean staticFits = false;
    boolean instanceFits = false;
    for (Method method : owner.getMethods()) {
      if (!method.getName().equals(member)) {
        continue;
      }
      anyNamed = true;
      boolean isStatic = Modifier.isStatic(method.getModifiers());
      int wanted = isStatic ? count : count - 1;
      if (wanted >= 0 && (method.getParameterCount() == wanted
          || method.isVarArgs() && wanted >= method.getParameterCount() - 1)) {
        staticFits |= isStatic;
        instanceFits |= !isStatic;
      }
    }
    if (!anyNamed) {
      TreeSet<String> names = new TreeSet<>();
      for (Method method : owner.getMethods()) {
        names.add(method.getName());
      }
      throw memberFix(new ExpandError("expand.java-method", memberId,
          "unknown method " + owner.getName() + ":" + member + suggestion(member, names)), memberId, member, names);
    }
    if (staticFits) {
      List<Core> operands = new ArrayList<>();
      operands.add(x.constant(prefix, owner.getName()));
      operands.add(x.constant(memberId, member));
      operands.addAll(x.exprs(arguments));
      return new Core.Call(list.start(), list.end(), x.builtin("%java-static", list.get(0)), operands);
    }
    if (instanceFits) {
      // Class:method with an instance method takes the receiver as its first argument, as in Kawa.
      return invoke(list, x.expr(arguments.get(0)), memberId, arguments.subList(1, count), x);
    }
    throw new ExpandError("expand.java-arity", memberId, "no method " + owner.getName() + ":" + member
        + " takes " + count + (count == 1 ? " argument" : " arguments"));
  }

  /** {@code (int[] 1 2 3)} and {@code (String[] length: 4)}: a Java array of a primitive type or class. */
  private static Core newArray(Syntax.SList list, Syntax.SList type, Syntax.Id element, Expansion x) {
    String name = element.name();
    if (kopi.runtime.TypeCheck.javaClass(name + "[]") == null) {
      Class<?> resolved = resolveClass(element, x);
      if (resolved == null) {
        throw new ExpandError("expand.java-class", element, "unknown class " + name);
      }
      name = resolved.getName();
    }
    List<Core> operands = new ArrayList<>();
    operands.add(x.constant(type, name));
    operands.addAll(x.exprs(list.from(1)));
    return new Core.Call(list.start(), list.end(), x.builtin("%java-new-array", type), operands);
  }

  private static Core invoke(Syntax.SList list, Core receiver, Syntax.Id memberId, List<Syntax> arguments,
      Expansion x) {
    List<Core> operands = new ArrayList<>();
    operands.add(receiver);
    operands.add(x.constant(memberId, memberId.name()));
    operands.addAll(x.exprs(arguments));
    return new Core.Call(list.start(), list.end(), x.builtin("%java-invoke", list.get(0)), operands);
  }

  private static Core construct(Syntax.SList list, Syntax at, Class<?> type, List<Syntax> arguments, Expansion x) {
    if (type == null) {
      throw new ExpandError("expand.java-class", at, "unknown class " + at);
    }
    List<Core> operands = new ArrayList<>();
    operands.add(x.constant(at, type.getName()));
    for (int i = 0; i < arguments.size(); i++) {
      Syntax argument = arguments.get(i);
      if (argument instanceof Syntax.Atom atom && atom.value() instanceof Syntax.Keyword keyword
          && i + 1 < arguments.size()) {
        checkSetter(type, keyword.name(), atom);
      }
      operands.add(x.expr(argument));
    }
    return new Core.Call(list.start(), list.end(), x.builtin("%java-new", list.get(0)), operands);
  }

  /** A {@code key:} of a construction must name a setter, an adder or a public field. */
  private static void checkSetter(Class<?> type, String property, Syntax at) {
    if (property.isEmpty() || JavaProperties.kind(type, property) != null) {
      return;
    }
    throw new ExpandError("expand.java-property", at, "unknown property " + property + " of " + type.getName()
        + " (no method " + JavaProperties.accessor("set", property) + ", "
        + JavaProperties.accessor("add", property) + " or field " + JavaProperties.camel(property) + ")"
        + suggestion(property, JavaProperties.names(type)));
  }

  // ------------------------------------------------------------------------------ helpers

  /** The receiver expression before the colon: a variable (an unbound one is reported as such). */
  private static Core receiver(Syntax.Id prefix, Expansion x) {
    if (x.resolve(prefix) == null && prefix.name().indexOf('.') > 0) {
      throw new ExpandError("expand.java-class", prefix, "unknown class " + prefix.name());
    }
    return x.expr(prefix);
  }

  /**
   * Kawa's colon after an expression, {@code (f x):name}, which the reader gives as
   * {@code ($lookup$ (f x) (quasiquote name))}: the receiver and the member's name.
   */
  public record Lookup(Syntax receiver, Syntax.Id member) {}

  /** {@code s} as a {@link Lookup} when it is one, else null. */
  public static Lookup lookup(Syntax s, Expansion x) {
    if (s instanceof Syntax.SList list && list.isProper() && list.size() == 3 && x.isCore(list.get(0), "$lookup$")
        && list.get(2) instanceof Syntax.SList quoted && quoted.isProper() && quoted.size() == 2
        && quoted.get(0) instanceof Syntax.Id quote && quote.name().equals("quasiquote")
        && quoted.get(1) instanceof Syntax.Id member) {
      return new Lookup(list.get(1), member);
    }
    return null;
  }

  /** {@code (f x):name} as a value: the field {@code name} of the receiver's value. */
  public static Core lookupField(Syntax.SList form, Expansion x) {
    Lookup lookup = lookup(form, x);
    if (lookup == null) {
      throw x.malformed(form, "$lookup$: expected an expression and a quasiquoted member name, got " + form);
    }
    return x.callBuiltin(form, "%java-field", x.expr(lookup.receiver()),
        x.constant(lookup.member(), lookup.member().name()));
  }

  /** {@code (set! (f x):name v)}: Kawa's assignment of the field {@code name}; null when {@code target} is no lookup. */
  public static Core assignLookup(Syntax target, Core value, Syntax at, Expansion x) {
    Lookup lookup = lookup(target, x);
    if (lookup == null) {
      return null;
    }
    return x.callBuiltin(at, "%java-set-field!", x.expr(lookup.receiver()),
        x.constant(lookup.member(), lookup.member().name()), value);
  }

  /**
   * {@code (set! C:name v)} or {@code (set! obj:name v)}, Kawa's assignment of a static or instance
   * field through the colon notation; null when {@code id} has no colon.
   */
  public static Core assign(Syntax.Id id, Core value, Syntax at, Expansion x) {
    int colon = colon(id.name());
    if (colon < 0) {
      return null;
    }
    Syntax.Id prefix = prefix(id, colon);
    String member = id.name().substring(colon + 1);
    Class<?> owner = resolveClass(prefix, x);
    return owner != null
        ? x.callBuiltin(at, "%java-set-static-field!", x.constant(id, owner.getName()), x.constant(id, member), value)
        : x.callBuiltin(at, "%java-set-field!", receiver(prefix, x), x.constant(id, member), value);
  }

  private static int colon(String name) {
    int colon = name.lastIndexOf(':');
    if (colon <= 0 || colon == name.length() - 1 || name.charAt(colon - 1) == ':' || name.contains("::")) {
      return -1;
    }
    return colon;
  }

  private static Syntax.Id prefix(Syntax.Id id, int colon) {
    return new Syntax.Id(id.name().substring(0, colon), id.scopes(), id.start(),
        id.start() < 0 ? id.start() : id.start() + colon);
  }

  /** {@code ", did you mean NAME?"} for the closest of {@code names}, or nothing when none is close. */
  /** {@code error} with the fix replacing the member name {@code member} at {@code at} by the closest of {@code names}. */
  private static ExpandError memberFix(ExpandError error, Syntax at, String member, Iterable<String> names) {
    String closest = closest(member, names);
    // Only where the syntax is exactly the member's name (not a whole Class:member token).
    if (closest != null && at.end() - at.start() == member.length()) {
      error.withFix(new kopi.syntax.Diagnostic.Fix("Change to " + closest, at.start(), at.end(), closest));
    }
    return error;
  }

  public static String suggestion(String wrong, Iterable<String> names) {
    String best = closest(wrong, names);
    return best == null ? "" : suggestionText(wrong, best);
  }

  /**
   * {@code , did you mean NAME?} for the unknown name {@code wrong}, the ending {@link #suggestion}
   * gives a message. A name ending in ? ({@code identifier?}) ends the question itself; one that does
   * not, proposed for a name that does ({@code regex-match} for {@code regex-match?}), says so, since
   * "did you mean regex-match?" reads as the unknown name itself.
   */
  public static String suggestionText(String wrong, String name) {
    if (name.endsWith("?")) {
      return ", did you mean " + name;
    }
    return ", did you mean " + name + (wrong.endsWith("?") ? ", without the question mark?" : "?");
  }

  /** The name of {@code names} closest to {@code wrong} by edit distance, or null when none is close enough. */
  public static String closest(String wrong, Iterable<String> names) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String name : names) {
      int distance = distance(wrong.toLowerCase(), name.toLowerCase());
      if (distance < bestDistance) {
        best = name;
        bestDistance = distance;
      }
    }
    int allowed = Math.max(1, Math.min(3, wrong.length() / 3));
    return best != null && bestDistance <= allowed ? best : null;
  }

  private static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitution, Math.min(previous[j] + 1, current[j - 1] + 1));
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
