package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * Building blocks for the forms defined by rewriting into other forms ({@code fluid-let},
 * {@code and-let*}, {@code cut}): lists placed at the source range of the form they come from, so
 * diagnostics and the debugger still point at the user's text, and fresh identifiers in the core
 * scope, which no user identifier can refer to.
 */
final class Rewrite {
  private Rewrite() {}

  /** A proper list of {@code items} spanning {@code at}. */
  static Syntax.SList list(Syntax at, Syntax... items) {
    return new Syntax.SList(List.of(items), null, at.start(), at.end());
  }

  /** A proper list of {@code head} followed by {@code rest}, spanning {@code at}. */
  static Syntax.SList list(Syntax at, Syntax head, List<Syntax> rest) {
    return new Syntax.SList(prepend(head, rest), null, at.start(), at.end());
  }

  /** {@code first} followed by {@code rest}. */
  static List<Syntax> prepend(Syntax first, List<Syntax> rest) {
    List<Syntax> all = new ArrayList<>(rest.size() + 1);
    all.add(first);
    all.addAll(rest);
    return all;
  }

  /**
   * A temporary of a rewrite, the {@code index}th of its kind: its name cannot be written in
   * source, and as a core identifier it is invisible to the user's code placed beside it.
   */
  static Syntax.Id temporary(Expansion x, String kind, int index, Syntax at) {
    return x.core(" " + kind + index, at);
  }
}
