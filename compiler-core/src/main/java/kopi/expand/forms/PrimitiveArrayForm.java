package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (primitive-array-new T)}, {@code (primitive-array-get T)},
 * {@code (primitive-array-set T)} and {@code (primitive-array-length T)}: each names a procedure
 * over Java arrays of element type {@code T} ({@code ((primitive-array-new int) 3)} makes an
 * {@code int[3]}). They are rewritten to the array operations of Kopi's interop: {@code (T[] length:
 * n)}, {@code (a i)}, {@code (set! (a i) v)} and {@code java.lang.reflect.Array:getLength}.
 */
final class PrimitiveArrayForm implements SpecialForm {
  /** What the procedure does. */
  enum Operation {
    NEW, GET, SET, LENGTH
  }

  private final Operation operation;

  PrimitiveArrayForm(Operation operation) {
    this.operation = operation;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    String name = "primitive-array-" + operation.name().toLowerCase(java.util.Locale.ROOT);
    if (form.size() != 2 || !form.isProper() || !(form.get(1) instanceof Syntax.Id type)) {
      throw x.malformed(form, name + ": expected one element type, as in (" + name + " int)");
    }
    Syntax.Id array = Rewrite.temporary(x, "array", 0, form);
    Syntax.Id index = Rewrite.temporary(x, "index", 0, form);
    Syntax.Id value = Rewrite.temporary(x, "value", 0, form);
    Syntax lambda = switch (operation) {
      case NEW -> {
        Syntax.Id length = Rewrite.temporary(x, "length", 0, form);
        // T[] reads as ($bracket-apply$ T).
        Syntax arrayType = Rewrite.list(type, new Syntax.Id("$bracket-apply$", type.scopes(), type.start(), type.end()),
            type);
        yield lambda(form, x, List.of(length),
            Rewrite.list(form, arrayType, new Syntax.Atom(new Syntax.Keyword("length"), form.start(), form.end()),
                length));
      }
      case GET -> lambda(form, x, List.of(array, index), Rewrite.list(form, array, index));
      case SET -> lambda(form, x, List.of(array, index, value),
          Rewrite.list(form, x.core("set!", form), Rewrite.list(form, array, index), value));
      case LENGTH -> lambda(form, x, List.of(array),
          Rewrite.list(form, x.core("java.lang.reflect.Array:getLength", form), array));
    };
    return x.expr(lambda);
  }

  private static Syntax lambda(Syntax.SList form, Expansion x, List<Syntax> parameters, Syntax body) {
    return Rewrite.list(form, x.core("lambda", form), new Syntax.SList(parameters, null, form.start(), form.end()),
        body);
  }
}
