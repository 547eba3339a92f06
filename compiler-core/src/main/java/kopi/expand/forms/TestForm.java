package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * The SRFI 64 test forms, which Kawa has in its default environment: {@code (test-assert [name]
 * expr)}, {@code (test-equal [name] expected expr)} with {@code test-eqv} and {@code test-eq},
 * {@code (test-approximate [name] expected expr error)} and {@code (test-error [[name] type]
 * expr)}. Each is a call of a {@code %test-} builtin ({@code kopi.runtime.lib.TestingLib}) with
 * thunks, so a skipped test evaluates nothing; the tested expression runs inside a {@code guard}
 * that hands what it raises to {@code %test-caught}.
 */
final class TestForm implements SpecialForm {
  /** Which test form. */
  enum Kind {
    ASSERT, EQUAL, EQV, EQ, APPROXIMATE, ERROR
  }

  private final Kind kind;

  TestForm(Kind kind) {
    this.kind = kind;
  }

  private String name() {
    return switch (kind) {
      case ASSERT -> "test-assert";
      case EQUAL -> "test-equal";
      case EQV -> "test-eqv";
      case EQ -> "test-eq";
      case APPROXIMATE -> "test-approximate";
      case ERROR -> "test-error";
    };
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    int operands = form.size() - 1;
    int required = switch (kind) {
      case ASSERT, ERROR -> 1;
      case EQUAL, EQV, EQ -> 2;
      case APPROXIMATE -> 3;
    };
    int most = kind == Kind.ERROR ? 3 : required + 1;
    if (!form.isProper() || operands < required || operands > most) {
      throw x.malformed(form, name() + ": expected " + usage() + ", got " + operands + " operands");
    }
    List<Syntax> args = form.from(1);
    // The optional name comes first; for test-error the optional type comes before the expression.
    Syntax noName = new Syntax.Atom(Boolean.FALSE, form.start(), form.end());
    Syntax result = switch (kind) {
      case ASSERT -> call(form, x, "%test-assert", operands == 2 ? args.get(0) : noName, guarded(form, x, last(args)));
      case EQUAL, EQV, EQ -> call(form, x, "%test-compare", operands == 3 ? args.get(0) : noName,
          x.core(kind == Kind.EQUAL ? "equal?" : kind == Kind.EQV ? "eqv?" : "eq?", form),
          thunk(form, x, args.get(operands - 2)), guarded(form, x, last(args)));
      case APPROXIMATE -> call(form, x, "%test-approximate", operands == 4 ? args.get(0) : noName,
          thunk(form, x, args.get(operands - 3)), guarded(form, x, args.get(operands - 2)), thunk(form, x, last(args)));
      case ERROR -> call(form, x, "%test-error", operands == 3 ? args.get(0) : noName,
          thunk(form, x,
              operands >= 2 ? args.get(operands - 2) : new Syntax.Atom(Boolean.TRUE, form.start(), form.end())),
          guarded(form, x, last(args)));
    };
    return x.expr(result);
  }

  private String usage() {
    return switch (kind) {
      case ASSERT -> "([name] expression)";
      case EQUAL, EQV, EQ -> "([name] expected expression)";
      case APPROXIMATE -> "([name] expected expression error)";
      case ERROR -> "([[name] error-type] expression)";
    };
  }

  private static Syntax last(List<Syntax> items) {
    return items.get(items.size() - 1);
  }

  private static Syntax call(Syntax.SList form, Expansion x, String builtin, Syntax... args) {
    return Rewrite.list(form, x.core(builtin, form), List.of(args));
  }

  static Syntax thunk(Syntax.SList form, Expansion x, Syntax body) {
    return Rewrite.list(form, x.core("lambda", form), new Syntax.SList(List.of(), null, form.start(), form.end()),
        body);
  }

  /** {@code (lambda () (guard (c (else (%test-caught c))) expression))}. */
  private static Syntax guarded(Syntax.SList form, Expansion x, Syntax expression) {
    Syntax.Id condition = Rewrite.temporary(x, "test-condition", 0, form);
    Syntax clause = Rewrite.list(form, x.core("else", form),
        Rewrite.list(form, x.core("%test-caught", form), condition));
    Syntax guard = Rewrite.list(form, x.core("guard", form), Rewrite.list(form, condition, clause), expression);
    return thunk(form, x, guard);
  }
}
