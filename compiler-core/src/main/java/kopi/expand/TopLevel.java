package kopi.expand;

import java.util.List;

/**
 * A REPL, {@code eval} or {@code -e} environment: the standard libraries imported, definitions and
 * macros persisting from one {@link Expander#expandInSession} call to the next. Use it from one
 * thread at a time.
 */
public final class TopLevel {
  final Universe universe;
  final int scope;
  int inputs;

  TopLevel(Universe universe, int scope) {
    this.universe = universe;
    this.scope = scope;
  }

  /** Every name visible at the session's top level (variables, macros, special forms), for completion. */
  public List<String> visibleNames() {
    return universe.table.visibleNames(ScopeSet.of(scope));
  }
}
