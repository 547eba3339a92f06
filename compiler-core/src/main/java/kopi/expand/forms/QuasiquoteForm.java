package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (quasiquote template)} with {@code unquote} and {@code unquote-splicing} in lists and
 * vectors, at any nesting level (R7RS 4.2.8). Parts without an unquote at the current level stay
 * constants; the rest becomes calls to {@code cons}, {@code append} and {@code list->vector}.
 */
final class QuasiquoteForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() != 2) {
      throw x.malformed(form, "quasiquote: expected 1 operand, got " + (form.size() - 1));
    }
    return template(form.get(1), 1, x);
  }

  private static Core template(Syntax t, int depth, Expansion x) {
    t = unflatten(t, x);
    if (!containsUnquote(t, depth, x)) {
      return x.quoted(t, t);
    }
    if (t instanceof Syntax.SList list) {
      if (isForm(list, "unquote", x)) {
        return depth == 1 ? x.expr(list.get(1)) : inner(list, "unquote", depth, x);
      }
      if (isForm(list, "quasiquote", x)) {
        return tagged(list, "quasiquote", template(list.get(1), depth + 1, x), x);
      }
      if (isForm(list, "unquote-splicing", x)) {
        // Spliced values need a list to go into: `,@x and `(a . ,@x) have none (Kawa rejects both).
        if (depth == 1) {
          throw new ExpandError("expand.malformed", list,
              "unquote-splicing: allowed only as an element of a list or vector, got " + list);
        }
        return inner(list, "unquote-splicing", depth, x);
      }
      return elements(list.elements(), list.tail(), list, depth, x);
    }
    Syntax.SVector vector = (Syntax.SVector) t;
    Core asList = elements(vector.elements(), null, vector, depth, x);
    return x.callBuiltin(vector, Hooks.LIST_TO_VECTOR, asList);
  }

  private static Core elements(List<Syntax> elements, Syntax tail, Syntax whole, int depth, Expansion x) {
    Core result;
    if (tail == null) {
      result = x.quoted(whole, new Syntax.SList(List.of(), null, whole.end(), whole.end()));
    } else {
      result = template(tail, depth, x);
    }
    for (int i = elements.size() - 1; i >= 0; i--) {
      Syntax element = elements.get(i);
      if (element instanceof Syntax.SList sub && isForm(sub, "unquote-splicing", x)) {
        if (depth == 1) {
          Core spliced = x.expr(sub.get(1));
          boolean emptyRest = result instanceof Core.Const c && c.value() == kopi.runtime.Nil.NIL;
          result = emptyRest ? x.callBuiltin(sub, Hooks.APPEND, spliced)
              : x.callBuiltin(sub, Hooks.APPEND, spliced, result);
        } else {
          result = x.callBuiltin(sub, Hooks.CONS, inner(sub, "unquote-splicing", depth, x), result);
        }
      } else {
        Core head = template(element, depth, x);
        if (head instanceof Core.Const h && result instanceof Core.Const r) {
          // Constant parts stay one constant: `(1 ,x 3) conses onto '(3), not onto (cons 3 '()).
          result = new Core.Const(element.start(), whole.end(), new kopi.runtime.Pair(h.value(), r.value()));
        } else {
          result = x.callBuiltin(element, Hooks.CONS, head, result);
        }
      }
    }
    return result;
  }

  /**
   * An {@code unquote} or {@code unquote-splicing} form inside a nested quasiquote, as data: its
   * operand is a template one level less deep, and a splice there goes into the form itself, so
   * {@code `(a `(b ,@,@x))} with {@code x} = {@code (1 2)} gives {@code (unquote-splicing 1 2)}
   * inside, as in Kawa and R6RS.
   */
  private static Core inner(Syntax.SList form, String name, int depth, Expansion x) {
    return x.callBuiltin(form, Hooks.CONS, x.quoted(form, x.core(name, form)),
        elements(form.from(1), null, form, depth - 1, x));
  }

  /** {@code (name value)} as data, where value is already built. */
  private static Core tagged(Syntax at, String name, Core value, Expansion x) {
    return x.callBuiltin(at, Hooks.LIST, x.quoted(at, x.core(name, at)), value);
  }

  private static boolean isForm(Syntax.SList list, String name, Expansion x) {
    return list.size() == 2 && list.isProper() && x.isCore(list.get(0), name);
  }

  /**
   * The reader gives {@code (1 . ,x)} as the list {@code (1 unquote x)}; restore the dotted tail
   * {@code (unquote x)} so the unquote is seen.
   */
  private static Syntax unflatten(Syntax t, Expansion x) {
    if (t instanceof Syntax.SList list && list.tail() == null && list.size() >= 3) {
      int at = list.size() - 2;
      Syntax keyword = list.get(at);
      if (x.isCore(keyword, "unquote") || x.isCore(keyword, "unquote-splicing")) {
        Syntax tail = new Syntax.SList(list.from(at), null, keyword.start(), list.get(list.size() - 1).end());
        return new Syntax.SList(list.elements().subList(0, at), tail, list.start(), list.end());
      }
    }
    return t;
  }

  private static boolean containsUnquote(Syntax t, int depth, Expansion x) {
    t = unflatten(t, x);
    if (t instanceof Syntax.SList list) {
      if (isForm(list, "unquote", x) || isForm(list, "unquote-splicing", x)) {
        return depth == 1 || containsUnquote(list.get(1), depth - 1, x);
      }
      if (isForm(list, "quasiquote", x)) {
        return containsUnquote(list.get(1), depth + 1, x);
      }
      for (Syntax element : list.elements()) {
        if (containsUnquote(element, depth, x)) {
          return true;
        }
      }
      return list.tail() != null && containsUnquote(list.tail(), depth, x);
    }
    if (t instanceof Syntax.SVector vector) {
      for (Syntax element : vector.elements()) {
        if (containsUnquote(element, depth, x)) {
          return true;
        }
      }
    }
    return false;
  }
}
