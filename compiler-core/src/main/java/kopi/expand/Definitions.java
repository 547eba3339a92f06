package kopi.expand;

import java.util.function.Supplier;

/**
 * A definition context (a body or the top level) as definition forms see it. Expansion of a body
 * runs in two passes, as R7RS 5.3 and 5.6 require: the first pass expands only the heads of forms,
 * binding every defined name (and every macro, immediately); the second expands the right-hand
 * sides and expressions, which therefore see every definition of the context, before or after.
 */
public interface Definitions {

  boolean isTopLevel();

  /** Declares a variable; binds {@code id} at once so later forms and forward references see it. */
  Binding variable(Syntax.Id id, String declaredType, Syntax form);

  /** Schedules the initialisation of {@code target} with {@code init}, run in the second pass. */
  void initialize(Binding target, Syntax form, Supplier<Core> init);

  /** Processes another form of this context (what {@code begin} splices in). */
  void form(Syntax form);

  /** Schedules an expression built by Java code, run in the second pass, in order. */
  void expression(Syntax form, Supplier<Core> producer);
}
