package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * {@code (define x)}, {@code (define x expr)}, {@code (define x ::type expr)},
 * {@code (define (f . formals) [::type] body ...)} and curried {@code (define ((f a) b) ...)}.
 * Kawa's {@code define-private} (not exported to modules that {@code require} this one),
 * {@code define-constant} and {@code define-early-constant} (whose variable {@code set!} refuses,
 * as Kawa does) share it, and so does Kawa's {@code (! name value)}, whose name may be a sequence
 * pattern {@code (! [a b] value)} (see {@link Patterns}).
 */
final class DefineForm implements DefinitionForm {
  private final String formName;

  DefineForm(String formName) {
    this.formName = formName;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new kopi.expand.ExpandError("expand.define-context", form,
        formName + ": not allowed in an expression context");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() < 2) {
      throw x.malformed(form, formName + ": expected a name and a value, got nothing");
    }
    Syntax target = form.get(1);
    if (target instanceof Syntax.Id id) {
      List<Syntax> rest = form.from(2);
      String type = null;
      if (Params.isTypeMarker(rest, 0)) {
        type = Params.typeAfter(rest, 0, formName);
        rest = rest.subList(2, rest.size());
      }
      if (rest.size() > 1) {
        throw x.malformed(form, formName + ": expected one value expression, got " + rest.size());
      }
      Binding binding = context.variable(id, type, form);
      if (context.isTopLevel()) {
        x.noteDefinitionForMacros(id.name(), form);
      }
      noteKind(id, binding, x, context);
      Syntax value = rest.isEmpty() ? null : rest.get(0);
      String declared = type;
      context.initialize(binding, form,
          () -> value == null ? x.unspecified(form)
              : TypeConversion.stored(declared, LambdaForm.named(x, x.expr(value), id.name()), id.name()));
      return;
    }
    if (formName.equals("!") && Patterns.isSequencePattern(target)) {
      // Kawa's (! [a b] value): the pattern's variables are defined from the value's elements.
      if (form.size() != 3) {
        throw x.malformed(form, "!: expected a pattern and one value expression");
      }
      new DefineValuesForm().define(Patterns.defineValues(form, target, form.get(2), x), x, context);
      return;
    }
    if (target instanceof Syntax.SList header && header.size() >= 1) {
      // Curried define: peel one parameter list at a time into nested lambdas.
      Syntax head = header.get(0);
      List<Syntax> body = form.from(2);
      Syntax formals = new Syntax.SList(header.from(1), header.tail(), header.start(), header.end());
      while (head instanceof Syntax.SList inner && inner.size() >= 1) {
        List<Syntax> lambda = new ArrayList<>();
        lambda.add(x.core("lambda", header));
        lambda.add(formals);
        lambda.addAll(body);
        body = List.of(new Syntax.SList(lambda, null, form.start(), form.end()));
        formals = new Syntax.SList(inner.from(1), inner.tail(), inner.start(), inner.end());
        head = inner.get(0);
      }
      if (!(head instanceof Syntax.Id name)) {
        throw x.malformed(head, formName + ": expected a procedure name, got " + head);
      }
      String returnType = null;
      if (Params.isTypeMarker(body, 0)) {
        returnType = Params.typeAfter(body, 0, formName);
        body = body.subList(2, body.size());
      }
      Binding binding = context.variable(name, null, form);
      if (context.isTopLevel()) {
        x.noteDefinitionForMacros(name.name(), form);
      }
      noteKind(name, binding, x, context);
      Syntax finalFormals = formals;
      List<Syntax> finalBody = body;
      String finalReturnType = returnType;
      context.initialize(binding, form,
          () -> LambdaForm.make(x, finalFormals, finalBody, form, name.name(), finalReturnType, formName, binding));
      return;
    }
    throw x.malformed(target, formName + ": expected a name or (name parameter ...), got " + target);
  }

  /**
   * A top-level {@code define-private} keeps its name from the modules that require this one; a
   * {@code define-constant} variable cannot be assigned (a later plain definition lifts that).
   */
  private void noteKind(Syntax.Id id, Binding binding, Expansion x, Definitions context) {
    x.constant(binding, formName.equals("define-constant") || formName.equals("define-early-constant"));
    if (formName.equals("define-private") && context.isTopLevel()) {
      x.kawaModule().privateName(id.name());
    }
  }
}
