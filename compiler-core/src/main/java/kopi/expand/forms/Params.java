package kopi.expand.forms;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import kopi.expand.ExpandError;
import kopi.expand.Syntax;

/**
 * A parsed parameter list: {@code (a b)}, {@code (a . rest)}, {@code args}, Kawa's
 * {@code (a #!optional (b 2) #!rest r #!key (c 3) d)}, with type specifiers {@code a ::int} after any
 * parameter or inside an optional's list {@code (b ::int 2)}. Also the type specifier helpers the
 * other forms share.
 */
record Params(List<Param> required, List<Optional> optionals, Param rest, List<Optional> keys) {

  record Param(Syntax.Id id, String type) {}

  record Optional(Syntax.Id id, String type, Syntax defaultValue) {}

  static Params parse(Syntax formals, String formName) {
    List<Param> required = new ArrayList<>();
    List<Optional> optionals = new ArrayList<>();
    List<Optional> keys = new ArrayList<>();
    Param rest = null;
    Set<List<Object>> seen = new HashSet<>();
    if (formals instanceof Syntax.Id id) {
      return new Params(List.of(), List.of(), new Param(id, null), List.of());
    }
    if (!(formals instanceof Syntax.SList list)) {
      throw new ExpandError("expand.malformed", formals,
          formName + ": expected a parameter list, got " + formals);
    }
    List<Syntax> elements = list.elements();
    String section = "required";
    for (int i = 0; i < elements.size(); i++) {
      Syntax element = elements.get(i);
      if (isMarker(element, "optional")) {
        section = "optional";
        continue;
      }
      if (isMarker(element, "rest")) {
        if (section.equals("key")) {
          throw new ExpandError("expand.malformed", element, formName + ": #!rest must come before #!key");
        }
        if (i + 1 >= elements.size() || !(elements.get(i + 1) instanceof Syntax.Id restId)) {
          throw new ExpandError("expand.malformed", element, formName + ": expected an identifier after #!rest");
        }
        i++;
        String type = null;
        if (isTypeMarker(elements, i + 1)) {
          type = typeAfter(elements, i + 1, formName);
          i += 2;
        }
        rest = new Param(checkDuplicate(restId, seen, formName), type);
        section = "after-rest";
        continue;
      }
      if (isMarker(element, "key")) {
        section = "key";
        continue;
      }
      if (section.equals("after-rest")) {
        throw new ExpandError("expand.malformed", element,
            formName + ": expected nothing after the rest parameter, got " + element);
      }
      if (element instanceof Syntax.Id id) {
        String type = null;
        if (isTypeMarker(elements, i + 1)) {
          type = typeAfter(elements, i + 1, formName);
          i += 2;
        }
        checkDuplicate(id, seen, formName);
        if (section.equals("required")) {
          required.add(new Param(id, type));
        } else {
          (section.equals("key") ? keys : optionals).add(new Optional(id, type, null));
        }
        continue;
      }
      if (element instanceof Syntax.SList group && group.isProper() && group.size() >= 1
          && group.get(0) instanceof Syntax.Id id) {
        // (name default), (name ::type default), (name ::type); only the last two outside #!optional.
        List<Syntax> parts = group.elements();
        int at = 1;
        String type = null;
        if (isTypeMarker(parts, 1)) {
          type = typeAfter(parts, 1, formName);
          at = 3;
        }
        Syntax defaultValue = at < parts.size() ? parts.get(at) : null;
        if (at + 1 < parts.size()) {
          throw new ExpandError("expand.malformed", group, formName + ": expected (name default), got " + group);
        }
        checkDuplicate(id, seen, formName);
        if (section.equals("optional") || section.equals("key")) {
          (section.equals("key") ? keys : optionals).add(new Optional(id, type, defaultValue));
        } else if (defaultValue == null) {
          required.add(new Param(id, type));
        } else {
          throw new ExpandError("expand.malformed", group,
              formName + ": a parameter with a default value must follow #!optional or #!key");
        }
        continue;
      }
      throw new ExpandError("expand.malformed", element, formName + ": expected a parameter name, got " + element);
    }
    if (list.tail() != null) {
      if (!(list.tail() instanceof Syntax.Id restId) || rest != null || !keys.isEmpty()) {
        throw new ExpandError("expand.malformed", list.tail(),
            formName + ": expected a rest parameter name, got " + list.tail());
      }
      rest = new Param(checkDuplicate(restId, seen, formName), null);
    }
    return new Params(required, optionals, rest, keys);
  }

  /** True when the list has only required parameters and perhaps a rest parameter. */
  boolean isPositional() {
    return optionals.isEmpty() && keys.isEmpty();
  }

  private static Syntax.Id checkDuplicate(Syntax.Id id, Set<List<Object>> seen, String formName) {
    if (!seen.add(List.of(id.name(), id.scopes()))) {
      throw new ExpandError("expand.duplicate-parameter", id, formName + ": duplicate parameter " + id.name());
    }
    return id;
  }

  static boolean isMarker(Syntax s, String name) {
    return s instanceof Syntax.Atom a && a.value() instanceof Syntax.Special sp && sp.name().equals(name);
  }

  /** True when {@code elements[at]} is the {@code ::} of a type specifier. */
  static boolean isTypeMarker(List<Syntax> elements, int at) {
    return at < elements.size() && elements.get(at) instanceof Syntax.Id id && id.name().equals("::");
  }

  /** The text of the type after the {@code ::} at {@code at}. */
  static String typeAfter(List<Syntax> elements, int at, String formName) {
    if (at + 1 >= elements.size()) {
      throw new ExpandError("expand.malformed", elements.get(at), formName + ": expected a type after ::");
    }
    return typeText(elements.get(at + 1));
  }

  /** {@code int}, {@code vector[string]} (read as {@code ($bracket-apply$ vector string)}), ... */
  static String typeText(Syntax type) {
    if (type instanceof Syntax.Id id) {
      return id.name();
    }
    if (type instanceof Syntax.SList list && list.isProper() && list.size() >= 1
        && list.get(0) instanceof Syntax.Id head && head.name().equals("$bracket-apply$") && list.size() >= 2) {
      StringBuilder out = new StringBuilder(typeText(list.get(1))).append('[');
      for (int i = 2; i < list.size(); i++) {
        out.append(i > 2 ? "," : "").append(typeText(list.get(i)));
      }
      return out.append(']').toString();
    }
    return type.toString();
  }
}
