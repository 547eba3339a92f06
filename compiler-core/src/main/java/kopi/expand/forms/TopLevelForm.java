package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * A declaration allowed only at the top level of a program, library body or module
 * ({@code import}, {@code require}, {@code module-name}, ...): anywhere else, including in an
 * expression, it is the error "NAME: only allowed at the top level".
 */
abstract class TopLevelForm implements DefinitionForm {
  private final String formName;

  TopLevelForm(String formName) {
    this.formName = formName;
  }

  @Override
  public final Core expand(Syntax.SList form, Expansion x) {
    throw notHere(form);
  }

  @Override
  public final void define(Syntax.SList form, Expansion x, Definitions context) {
    if (!context.isTopLevel()) {
      throw notHere(form);
    }
    defineAtTop(form, x, context);
  }

  /** The declaration's work, once it is known to be at the top level. */
  abstract void defineAtTop(Syntax.SList form, Expansion x, Definitions context);

  private ExpandError notHere(Syntax.SList form) {
    return new ExpandError("expand.define-context", form, formName + ": only allowed at the top level");
  }
}
