package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Imports;
import kopi.expand.Syntax;

/**
 * SRFI 64's {@code (test-begin name [count])}, which Kawa has in its default environment: at the
 * top level it also imports {@code (srfi 64)}, so a test file that starts with it sees
 * {@code test-equal}, {@code test-end} and the rest without an import, as in Kawa. It calls
 * {@code %test-begin} ({@code kopi.runtime.lib.TestingLib}).
 */
final class TestBeginForm implements DefinitionForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    return x.expr(call(form, x));
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (context.isTopLevel()) {
      Syntax.Id head = (Syntax.Id) form.get(0);
      List<Syntax> name = List.of(new Syntax.Id("srfi", head.scopes(), head.start(), head.end()),
          new Syntax.Id("64", head.scopes(), head.start(), head.end()));
      Syntax spec = new Syntax.SList(name, null, head.start(), head.end());
      Imports.importAll(new Syntax.SList(List.of(head, spec), null, form.start(), form.end()), x);
    }
    context.form(call(form, x));
  }

  private static Syntax call(Syntax.SList form, Expansion x) {
    if (!form.isProper() || form.size() < 2 || form.size() > 3) {
      throw x.malformed(form, "test-begin: expected (test-begin name [count]), got " + form);
    }
    return Rewrite.list(form, x.core("%test-begin", form), form.from(1));
  }
}
