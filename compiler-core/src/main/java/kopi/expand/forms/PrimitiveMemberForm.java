package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's low-level member procedures: {@code (primitive-constructor C (T ...))},
 * {@code (primitive-virtual-method C "name" R (T ...))} (and {@code -interface-method},
 * {@code -static-method}), {@code (primitive-get-field C "name" T)}, {@code primitive-set-field},
 * {@code primitive-get-static} and {@code primitive-set-static}. Each names a procedure of the
 * given parameter types that reaches one Java member. They are rewritten to a typed
 * {@code lambda} around Kopi's colon notation ({@code (obj:name a ...)}, {@code C:name}), so the
 * member is resolved at compile time and called directly, as in Kawa.
 */
final class PrimitiveMemberForm implements SpecialForm {
  /** Which member the procedure reaches. */
  enum Operation {
    CONSTRUCTOR, VIRTUAL_METHOD, INTERFACE_METHOD, STATIC_METHOD, GET_FIELD, SET_FIELD, GET_STATIC, SET_STATIC;

    String formName() {
      return "primitive-" + name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  private final Operation operation;

  PrimitiveMemberForm(Operation operation) {
    this.operation = operation;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    String name = operation.formName();
    int size = switch (operation) {
      case CONSTRUCTOR -> 3;
      case VIRTUAL_METHOD, INTERFACE_METHOD, STATIC_METHOD -> 5;
      default -> 4;
    };
    String shape = switch (operation) {
      case CONSTRUCTOR -> "(" + name + " class (type ...))";
      case VIRTUAL_METHOD, INTERFACE_METHOD, STATIC_METHOD -> "(" + name + " class \"name\" return-type (type ...))";
      default -> "(" + name + " class \"name\" type)";
    };
    if (form.size() != size || !form.isProper() || !(form.get(1) instanceof Syntax.Id type)) {
      throw x.malformed(form, name + ": expected " + shape + ", got " + form);
    }
    String className = type.name().startsWith("<") && type.name().endsWith(">") && type.name().length() > 2
        ? type.name().substring(1, type.name().length() - 1) : type.name();
    Syntax.Id owner = new Syntax.Id(className, type.scopes(), type.start(), type.end());
    String member = operation == Operation.CONSTRUCTOR ? null : memberName(form.get(2), name, shape, x);
    Syntax last = form.get(form.size() - 1);
    List<Syntax> parameterTypes = new ArrayList<>();
    if (operation == Operation.CONSTRUCTOR || size == 5) {
      if (!(last instanceof Syntax.SList types) || !types.isProper()) {
        throw x.malformed(last, name + ": expected a list of parameter types, got " + last);
      }
      parameterTypes.addAll(types.elements());
    }
    Syntax.Id object = Rewrite.temporary(x, "object", 0, form);
    Syntax.Id value = Rewrite.temporary(x, "value", 0, form);
    List<Syntax> parameters = new ArrayList<>();
    List<Syntax> arguments = new ArrayList<>();
    for (int i = 0; i < parameterTypes.size(); i++) {
      Syntax.Id argument = Rewrite.temporary(x, "argument", i, form);
      parameters.add(typed(argument, parameterTypes.get(i), form));
      arguments.add(argument);
    }
    Syntax body;
    switch (operation) {
      case CONSTRUCTOR -> body = Rewrite.list(form, owner, arguments);
      case VIRTUAL_METHOD, INTERFACE_METHOD -> {
        parameters.add(0, typed(object, owner, form));
        body = Rewrite.list(form, colon(object, member, form), arguments);
      }
      case STATIC_METHOD -> body = Rewrite.list(form, colon(owner, member, form), arguments);
      case GET_FIELD -> {
        parameters.add(typed(object, owner, form));
        body = colon(object, member, form);
      }
      case SET_FIELD -> {
        parameters.add(typed(object, owner, form));
        parameters.add(typed(value, last, form));
        body = Rewrite.list(form, x.core("set!", form), colon(object, member, form), value);
      }
      case GET_STATIC -> body = colon(owner, member, form);
      default -> {
        parameters.add(typed(value, last, form));
        body = Rewrite.list(form, x.core("set!", form), colon(owner, member, form), value);
      }
    }
    return x
        .expr(Rewrite.list(form, x.core("lambda", form), new Syntax.SList(parameters, null, form.start(), form.end()),
            body));
  }

  /** The member name: a string, or a symbol written plainly or quoted. */
  private static String memberName(Syntax syntax, String name, String shape, Expansion x) {
    if (syntax instanceof Syntax.Atom atom && atom.value() instanceof String text && !text.isEmpty()) {
      return text;
    }
    if (syntax instanceof Syntax.Id id) {
      return id.name();
    }
    if (syntax instanceof Syntax.SList quoted && quoted.size() == 2 && x.isCore(quoted.get(0), "quote")
        && quoted.get(1) instanceof Syntax.Id id) {
      return id.name();
    }
    throw x.malformed(syntax, name + ": expected a member name as a string, as in " + shape + ", got " + syntax);
  }

  /** {@code (name :: type)}. */
  private static Syntax typed(Syntax.Id name, Syntax type, Syntax at) {
    return Rewrite.list(at, name, new Syntax.Id("::", name.scopes(), at.start(), at.end()), type);
  }

  /** {@code prefix:member}, in the prefix's scopes so the prefix resolves as written. */
  private static Syntax.Id colon(Syntax.Id prefix, String member, Syntax at) {
    return new Syntax.Id(prefix.name() + ":" + member, prefix.scopes(), at.start(), at.end());
  }
}
