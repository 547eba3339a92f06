package kopi.expand.forms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * {@code (define-record-type <point> (make-point x y) point? (x point-x set-point-x!) ...)}
 * rewritten into definitions over the runtime's record builtins ({@code %make-record-type} and
 * friends, see {@code kopi.runtime.lib.RecordLib}). The constructor may be {@code #f} (none) or a
 * bare name (all fields, in order); a field spec may carry a type, {@code (x ::int point-x)}.
 */
final class DefineRecordTypeForm implements DefinitionForm {
  /**
   * Where the record procedures' code is: nowhere, so their methods have no line of their own and
   * an error they report (point-x: expected point, got 5) is located at the line that called them,
   * as for a builtin.
   */
  private static final Syntax NOWHERE = new Syntax.Atom(Boolean.FALSE, -1, -1);

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.define-context", form, "define-record-type: not allowed in an expression context");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() < 3) {
      throw x.malformed(form, "define-record-type: expected a type name, a constructor and a predicate");
    }
    Syntax typeSpec = form.get(1);
    if (typeSpec instanceof Syntax.SList l && l.size() >= 1) {
      typeSpec = l.get(0);
    }
    if (!(typeSpec instanceof Syntax.Id typeName)) {
      throw x.malformed(form.get(1), "define-record-type: expected a type name, got " + form.get(1));
    }
    Set<String> fieldNames = new LinkedHashSet<>();
    List<Syntax.Id> fieldIds = new ArrayList<>();
    List<Syntax[]> procedures = new ArrayList<>();
    // A field declared with a type, (x ::int point-x), by field name: the type syntax.
    Map<String, Syntax> types = new HashMap<>();
    for (Syntax f : form.from(4 > form.size() ? form.size() : 4)) {
      List<Syntax> parts;
      if (f instanceof Syntax.Id bare) {
        parts = List.of(bare);
      } else if (f instanceof Syntax.SList spec && spec.isProper() && spec.size() >= 1) {
        parts = new ArrayList<>(spec.elements());
        if (Params.isTypeMarker(parts, 1)) {
          Params.typeAfter(parts, 1, "define-record-type");
          types.put(parts.get(0) instanceof Syntax.Id id ? id.name() : "", parts.get(2));
          parts.remove(1);
          parts.remove(1);
        }
      } else {
        throw x.malformed(f, "define-record-type: expected (field accessor [modifier]), got " + f);
      }
      if (!(parts.get(0) instanceof Syntax.Id field) || parts.size() > 3) {
        throw x.malformed(f, "define-record-type: expected (field accessor [modifier]), got " + f);
      }
      if (!fieldNames.add(field.name())) {
        throw new ExpandError("expand.duplicate-field", field, "define-record-type: duplicate field " + field.name());
      }
      fieldIds.add(field);
      procedures.add(new Syntax[] {
          parts.size() > 1 ? parts.get(1) : null, parts.size() > 2 ? parts.get(2) : null});
    }
    List<Syntax> definitions = new ArrayList<>();
    definitions.add(define(x, form, typeName, call(x, form, Hooks.MAKE_RECORD_TYPE,
        quote(x, form, new Syntax.Id(typeName.name(), typeName.scopes(), typeName.start(), typeName.end())),
        quote(x, form, new Syntax.SList(new ArrayList<>(fieldIds), null, form.start(), form.end())))));
    // The record procedures use the type through a hidden name of their own, which nothing the
    // user writes can assign: (set! point ...) or a later (define point ...) in a session leaves
    // them working on the type they were made for.
    Syntax.Id hiddenType = (Syntax.Id) new Syntax.Id(typeName.name() + "$type", typeName.scopes(), typeName.start(),
        typeName.end()).addScope(x.freshScope());
    definitions.add(define(x, form, hiddenType, typeName));
    Syntax.Id typeRef = new Syntax.Id(hiddenType.name(), hiddenType.scopes(), -1, -1);
    Syntax constructor = form.get(2);
    if (constructor instanceof Syntax.Id ctorName) {
      definitions.add(typed(x, form, ctorName, construct(x, typeRef, fieldIds), new ArrayList<>(fieldIds),
          types, null));
    } else if (constructor instanceof Syntax.SList ctor && ctor.isProper() && ctor.size() >= 1
        && ctor.get(0) instanceof Syntax.Id ctorName) {
      // An argument that is not a field is reported and left out: the record's procedures are still
      // defined, so that their uses are checked rather than reported as unbound.
      List<Syntax> parameters = new ArrayList<>();
      for (Syntax arg : ctor.from(1)) {
        if (!(arg instanceof Syntax.Id argId) || !fieldNames.contains(argId.name())) {
          x.report(new ExpandError("expand.unknown-field", arg,
              "define-record-type: constructor argument " + arg + " is not a field of " + typeName.name()));
        } else {
          parameters.add(arg);
        }
      }
      definitions.add(typed(x, form, ctorName, construct(x, typeRef, fieldIds), parameters, types, null));
    } else if (!(constructor instanceof Syntax.Atom a && Boolean.FALSE.equals(a.value()))) {
      throw x.malformed(constructor, "define-record-type: expected a constructor (name field ...), got " + constructor);
    }
    if (form.size() > 3) {
      Syntax predicate = form.get(3);
      if (predicate instanceof Syntax.Id predName) {
        definitions
            .add(typed(x, form, predName, locals -> call(x, NOWHERE, Hooks.RECORD_INSTANCE, typeRef, locals.get(0)),
                List.of(new Syntax.Id("obj", predName.scopes(), predName.start(), predName.end())), Map.of(), null));
      } else if (!(predicate instanceof Syntax.Atom a && Boolean.FALSE.equals(a.value()))) {
        throw x.malformed(predicate, "define-record-type: expected a predicate name, got " + predicate);
      }
    }
    for (int i = 0; i < fieldIds.size(); i++) {
      Syntax.Id field = fieldIds.get(i);
      Syntax accessor = procedures.get(i)[0];
      Syntax modifier = procedures.get(i)[1];
      Syntax type = types.get(field.name());
      Syntax.Id record = new Syntax.Id("record", field.scopes(), field.start(), field.end());
      Syntax index = new Syntax.Atom((long) i, -1, -1);
      if (accessor instanceof Syntax.Id accessorName) {
        definitions.add(typed(x, form, accessorName,
            locals -> call(x, NOWHERE, Hooks.RECORD_REF, typeRef, index, locals.get(0), who(x, accessorName)),
            List.of(record), Map.of(), type));
      }
      if (modifier instanceof Syntax.Id modifierName) {
        definitions.add(typed(x, form, modifierName,
            locals -> call(x, NOWHERE, Hooks.RECORD_SET, typeRef, index, locals.get(0), locals.get(1),
                who(x, modifierName)),
            List.of(record, field), types, null));
      }
    }
    for (Syntax definition : definitions) {
      context.form(definition);
    }
  }

  /**
   * A record procedure: {@code name} becomes a procedure of {@code parameters} whose body
   * {@code body} makes from the parameters' own identifiers, declaring the field types,
   * {@code (define (make-point x ::int y ::double) (%record point x y))}, so that the static checks
   * apply to record procedures as to any procedure: a wrong argument count ({@code (make-point 1)})
   * or a definite type mismatch is a compile-time error, an exact 2 stored in a {@code ::double}
   * field becomes 2.0, an accessor's result has the field's type for inference, and the editor shows
   * the parameters in signature help. The body calls a record builtin directly, so a record
   * operation costs a call the JVM inlines rather than a call of a procedure value. The definition
   * and its body are {@link #NOWHERE}: only the name and the parameters have source positions.
   */
  private static Syntax typed(Expansion x, Syntax at, Syntax.Id name,
      java.util.function.Function<List<Syntax.Id>, Syntax> body, List<Syntax> parameters, Map<String, Syntax> types,
      Syntax resultType) {
    // The parameters get a scope of their own: nothing the user wrote can capture them, and they
    // capture nothing.
    int scope = x.freshScope();
    List<Syntax> header = new ArrayList<>();
    List<Syntax.Id> locals = new ArrayList<>();
    header.add(name);
    for (Syntax parameter : parameters) {
      Syntax.Id id = (Syntax.Id) parameter;
      Syntax.Id local = (Syntax.Id) new Syntax.Id(id.name(), id.scopes(), id.start(), id.end()).addScope(scope);
      header.add(local);
      locals.add(local);
      Syntax type = types.get(id.name());
      if (type != null) {
        header.add(x.core("::", id));
        header.add(type);
      }
    }
    List<Syntax> definition = new ArrayList<>();
    definition.add(x.core("define", at));
    definition.add(new Syntax.SList(header, null, name.start(), name.end()));
    if (resultType != null) {
      definition.add(x.core("::", name));
      definition.add(resultType);
    }
    definition.add(body.apply(locals));
    return new Syntax.SList(definition, null, NOWHERE.start(), NOWHERE.end());
  }

  /**
   * The constructor's body over its parameters: {@code (%record type value ...)} with a value for
   * every field in field order, the parameter of that name (the last one, should a name repeat) or
   * #f for a field the constructor does not take.
   */
  private static java.util.function.Function<List<Syntax.Id>, Syntax> construct(Expansion x, Syntax.Id type,
      List<Syntax.Id> fieldIds) {
    return locals -> {
      Map<String, Syntax> byName = new HashMap<>();
      for (Syntax.Id local : locals) {
        byName.put(local.name(), local);
      }
      List<Syntax> arguments = new ArrayList<>();
      arguments.add(type);
      for (Syntax.Id field : fieldIds) {
        Syntax value = byName.get(field.name());
        arguments.add(value != null ? value : new Syntax.Atom(Boolean.FALSE, -1, -1));
      }
      return call(x, NOWHERE, Hooks.RECORD, arguments.toArray(new Syntax[0]));
    };
  }

  private static Syntax define(Expansion x, Syntax at, Syntax.Id name, Syntax value) {
    return new Syntax.SList(List.of(x.core("define", at), name, value), null, at.start(), at.end());
  }

  private static Syntax call(Expansion x, Syntax at, String builtin, Syntax... arguments) {
    List<Syntax> elements = new ArrayList<>();
    elements.add(x.core(builtin, at));
    elements.addAll(List.of(arguments));
    return new Syntax.SList(elements, null, at.start(), at.end());
  }

  /** The name an accessor or modifier reports its errors under: the one the user gave it. */
  private static Syntax who(Expansion x, Syntax.Id name) {
    return quote(x, NOWHERE, new Syntax.Id(name.name(), name.scopes(), -1, -1));
  }

  private static Syntax quote(Expansion x, Syntax at, Syntax datum) {
    return new Syntax.SList(List.of(x.core("quote", at), datum), null, at.start(), at.end());
  }
}
