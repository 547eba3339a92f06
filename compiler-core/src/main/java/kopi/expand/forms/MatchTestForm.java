package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (? pattern value)}: true when the value matches the pattern, binding its variables
 * for the true branch. It is a test of {@code if}, {@code when}, {@code unless}, {@code cond} or of
 * an {@code and} among these (see {@link Patterns#conditional}); anywhere else it is an error.
 */
final class MatchTestForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw x.malformed(form, "?: a pattern test is allowed only as the test of a conditional, e.g. if, cond or and");
  }
}
