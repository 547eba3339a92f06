package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (with-compile-options option: value ... body ...)}: the body, with compile options
 * that Kopi checks as {@code module-compile-options} does and that change nothing. Where
 * definitions may appear the body's forms are spliced in, as {@code begin}'s are.
 */
final class WithCompileOptionsForm implements DefinitionForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    List<Syntax> body = body(form, x);
    if (body.isEmpty()) {
      throw x.malformed(form, "with-compile-options: expected a body after the options, got none");
    }
    return x.body(body, form, "with-compile-options");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    for (Syntax sub : body(form, x)) {
      context.form(sub);
    }
  }

  private static List<Syntax> body(Syntax.SList form, Expansion x) {
    List<Syntax> items = form.from(1);
    int options = ModuleCompileOptionsForm.options(items, false, "with-compile-options", x);
    return items.subList(options, items.size());
  }
}
