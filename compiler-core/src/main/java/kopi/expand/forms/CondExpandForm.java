package kopi.expand.forms;

import java.util.List;
import kopi.expand.CondExpand;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * {@code (cond-expand (requirement form ...) ... [(else form ...)])}: the forms of the first clause
 * whose requirement holds. Requirements are feature identifiers, {@code (library name)},
 * {@code (and ...)}, {@code (or ...)}, {@code (not ...)}, decided by {@link CondExpand}.
 */
public final class CondExpandForm implements DefinitionForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    List<Syntax> chosen = CondExpand.select(form, x);
    if (chosen.isEmpty()) {
      return x.unspecified(form);
    }
    return x.body(chosen, form, "cond-expand");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    for (Syntax sub : CondExpand.select(form, x)) {
      context.form(sub);
    }
  }
}
