package kopi.expand;

import java.util.List;

/**
 * A REPL, {@code eval} or {@code -e} environment: the standard libraries imported, definitions and
 * macros persisting from one {@link Expander#expand} of a session input to the next. Use it from one
 * thread at a time.
 */
public final class TopLevel {
  final Universe universe;
  final int scope;
  /**
   * For a session made by {@link Expander#newRestrictedSession}, the scope under which only
   * {@code import} is bound: an {@link ExpandRequest#imports} request adds it to its forms, ordinary inputs
   * do not, so evaluated code cannot import more than the environment was made of. -1 otherwise.
   */
  final int importScope;
  int inputs;

  TopLevel(Universe universe, int scope, int importScope) {
    this.universe = universe;
    this.scope = scope;
    this.importScope = importScope;
  }

  /** Every name visible at the session's top level (variables, macros, special forms), for completion. */
  public List<String> visibleNames() {
    return universe.table.visibleNames(ScopeSet.of(scope));
  }
}
