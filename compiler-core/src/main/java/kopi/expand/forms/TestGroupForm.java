package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * SRFI 64 {@code (test-group name body ...)} and {@code (test-group-with-cleanup name body ...
 * cleanup)}: a call of {@code %test-group} with the body (and the cleanup) as thunks; the group
 * runs between {@code test-begin} and {@code test-end} unless a skip specifier matches its name,
 * and the cleanup runs however the body exits.
 */
final class TestGroupForm implements SpecialForm {
  private final boolean cleanup;

  TestGroupForm(boolean cleanup) {
    this.cleanup = cleanup;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    String name = cleanup ? "test-group-with-cleanup" : "test-group";
    if (!form.isProper() || form.size() < (cleanup ? 4 : 3)) {
      throw x.malformed(form, name + ": expected a name and a body" + (cleanup ? " and a cleanup expression" : ""));
    }
    List<Syntax> body = cleanup ? form.elements().subList(2, form.size() - 1) : form.from(2);
    Syntax bodyThunk = Rewrite.list(form, x.core("lambda", form),
        Rewrite.prepend(new Syntax.SList(List.of(), null, form.start(), form.end()), body));
    Syntax cleanupThunk = cleanup ? TestForm.thunk(form, x, form.get(form.size() - 1))
        : new Syntax.Atom(Boolean.FALSE, form.start(), form.end());
    return x.expr(Rewrite.list(form, x.core("%test-group", form), form.get(1), bodyThunk, cleanupThunk));
  }
}
