package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/** SRFI 64 {@code (test-with-runner runner body ...)}: the body runs with {@code runner} current. */
final class TestWithRunnerForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (!form.isProper() || form.size() < 3) {
      throw x.malformed(form, "test-with-runner: expected a runner and a body");
    }
    Syntax bodyThunk = Rewrite.list(form, x.core("lambda", form),
        Rewrite.prepend(new Syntax.SList(List.of(), null, form.start(), form.end()), form.from(2)));
    return x.expr(Rewrite.list(form, x.core("%test-with-runner", form), form.get(1), bodyThunk));
  }
}
