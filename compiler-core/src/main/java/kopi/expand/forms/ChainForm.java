package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * SRFI 197 pipelines: {@code (chain initial [placeholder [ellipsis]] step ...)}, {@code chain-and},
 * {@code (chain-when initial [placeholder] (guard step) ...)} and {@code (chain-lambda
 * [placeholder [ellipsis]] step ...)}. Each step is a call whose top-level {@code _} placeholders
 * receive the values of the step before ({@code _ ...} the remaining ones); a step without a
 * placeholder gets the value as its last argument. Bound only by {@code (import (srfi 197))}
 * (registered as {@link Deferred} import-only forms in {@link Forms}).
 */
final class ChainForm implements SpecialForm {
  /** Which pipeline form. */
  enum Kind {
    CHAIN, AND, WHEN, LAMBDA
  }

  private final Kind kind;

  ChainForm(Kind kind) {
    this.kind = kind;
  }

  private String name() {
    return switch (kind) {
      case CHAIN -> "chain";
      case AND -> "chain-and";
      case WHEN -> "chain-when";
      case LAMBDA -> "chain-lambda";
    };
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (!form.isProper() || form.size() < 2) {
      throw x.malformed(form, name() + ": expected " + (kind == Kind.LAMBDA ? "steps" : "an initial value and steps"));
    }
    List<Syntax> operands = form.from(1);
    int at = kind == Kind.LAMBDA ? 0 : 1;
    String placeholder = "_";
    String ellipsis = "...";
    if (at < operands.size() && operands.get(at) instanceof Syntax.Id id) {
      placeholder = id.name();
      at++;
      if ((kind == Kind.CHAIN || kind == Kind.LAMBDA) && at < operands.size()
          && operands.get(at) instanceof Syntax.Id e) {
        ellipsis = e.name();
        at++;
      }
    }
    Syntax rest = Rewrite.temporary(x, "chain-arguments", 0, form);
    Syntax value = kind == Kind.LAMBDA
        ? Rewrite.list(form, x.core("apply", form), x.core("values", form), rest)
        : operands.get(0);
    int index = 0;
    for (Syntax step : operands.subList(at, operands.size())) {
      if (kind == Kind.WHEN) {
        if (!(step instanceof Syntax.SList clause) || !clause.isProper() || clause.size() != 2) {
          throw x.malformed(step, "chain-when: expected (guard step), got " + step);
        }
        Syntax.Id t = Rewrite.temporary(x, "chain-value", index++, step);
        Syntax applied = substitute(appendIfNone(clause.get(1), placeholder, x), placeholder, List.of(t), x);
        Syntax test = Rewrite.list(step, x.core("if", step), clause.get(0), applied, t);
        value = let(step, x, t, value, test);
      } else {
        value = stepOver(step, value, placeholder, ellipsis, index++, x);
      }
    }
    if (kind == Kind.LAMBDA) {
      value = Rewrite.list(form, x.core("lambda", form), rest, value);
    }
    return x.expr(value);
  }

  private Syntax stepOver(Syntax step, Syntax value, String placeholder, String ellipsis, int index, Expansion x) {
    if (!(step instanceof Syntax.SList call) || !call.isProper() || call.size() == 0) {
      throw x.malformed(step, name() + ": expected a step such as (f _ 1), got " + step);
    }
    List<Syntax> items = new ArrayList<>(call.elements());
    boolean spread = false;
    int count = 0;
    for (int i = 0; i < items.size(); i++) {
      if (isNamed(items.get(i), placeholder)) {
        count++;
        if (i + 1 < items.size() && isNamed(items.get(i + 1), ellipsis)) {
          if (i + 2 != items.size() || kind == Kind.AND) {
            throw x.malformed(items.get(i + 1), name() + ": " + placeholder + " " + ellipsis + " must end the step");
          }
          spread = true;
          count--;
          break;
        }
      }
    }
    if (count == 0 && !spread) {
      items.add(new Syntax.Id(placeholder, x.core(placeholder, step).scopes(), step.end(), step.end()));
      count = 1;
    }
    if (kind == Kind.AND && count != 1) {
      throw x.malformed(step, "chain-and: a step takes one value, got " + count + " placeholders");
    }
    List<Syntax> temporaries = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      temporaries.add(Rewrite.temporary(x, "chain-value" + index + "-", i, step));
    }
    Syntax.SList stepList = new Syntax.SList(items, null, step.start(), step.end());
    if (spread) {
      Syntax.Id restValues = Rewrite.temporary(x, "chain-rest" + index + "-", 0, step);
      List<Syntax> withoutEllipsis = new ArrayList<>(items.subList(0, items.size() - 2));
      List<Syntax> values = new ArrayList<>(temporaries);
      Syntax body = substitute(new Syntax.SList(withoutEllipsis, null, step.start(), step.end()), placeholder, values,
          x);
      List<Syntax> applied = new ArrayList<>(((Syntax.SList) body).elements());
      applied.add(restValues);
      Syntax call2 = Rewrite.list(step, x.core("apply", step), applied);
      Syntax formals = new Syntax.SList(temporaries, restValues, step.start(), step.end());
      return callWithValues(step, x, value, formals, call2);
    }
    Syntax body = substitute(stepList, placeholder, temporaries, x);
    if (count == 1) {
      Syntax.Id t = (Syntax.Id) temporaries.get(0);
      if (kind == Kind.AND) {
        return let(step, x, t, value,
            Rewrite.list(step, x.core("if", step), t, body, new Syntax.Atom(Boolean.FALSE, step.start(), step.end())));
      }
      return let(step, x, t, value, body);
    }
    return callWithValues(step, x, value, new Syntax.SList(temporaries, null, step.start(), step.end()), body);
  }

  /** The step, with a placeholder appended when it has none at its top level. */
  private static Syntax appendIfNone(Syntax step, String placeholder, Expansion x) {
    if (!(step instanceof Syntax.SList call) || !call.isProper() || call.size() == 0) {
      throw x.malformed(step, "chain-when: expected a step such as (f _ 1), got " + step);
    }
    for (Syntax item : call.elements()) {
      if (isNamed(item, placeholder)) {
        return step;
      }
    }
    List<Syntax> items = new ArrayList<>(call.elements());
    items.add(new Syntax.Id(placeholder, x.core(placeholder, step).scopes(), step.end(), step.end()));
    return new Syntax.SList(items, null, step.start(), step.end());
  }

  private static Syntax let(Syntax at, Expansion x, Syntax.Id name, Syntax value, Syntax body) {
    return Rewrite.list(at, x.core("let", at), Rewrite.list(at, Rewrite.list(at, name, value)), body);
  }

  private static Syntax callWithValues(Syntax at, Expansion x, Syntax producer, Syntax formals, Syntax body) {
    Syntax thunk = Rewrite.list(at, x.core("lambda", at), new Syntax.SList(List.of(), null, at.start(), at.end()),
        producer);
    Syntax consumer = Rewrite.list(at, x.core("lambda", at), formals, body);
    return Rewrite.list(at, x.core("call-with-values", at), thunk, consumer);
  }

  /** The step with its top-level placeholders replaced by {@code values}, in order. */
  static Syntax substitute(Syntax step, String placeholder, List<Syntax> values, Expansion x) {
    if (!(step instanceof Syntax.SList list) || !list.isProper()) {
      throw x.malformed(step, "expected a step such as (f _ 1), got " + step);
    }
    List<Syntax> out = new ArrayList<>();
    int next = 0;
    for (Syntax item : list.elements()) {
      if (isNamed(item, placeholder)) {
        if (next >= values.size()) {
          throw x.malformed(item, "more placeholders than values");
        }
        out.add(values.get(next++));
      } else {
        out.add(item);
      }
    }
    return new Syntax.SList(out, null, list.start(), list.end());
  }

  static boolean isNamed(Syntax item, String name) {
    return item instanceof Syntax.Id id && id.name().equals(name);
  }
}
