package kopi.expand;

import java.util.List;
import java.util.Map;

/**
 * The special forms as the expander's core sees them. The core names only this interface; the
 * implementation ({@code kopi.expand.forms.Forms.LIBRARY}) is handed to the {@link Expander} by
 * the layers above, since its forms call back into the core: so the core never depends on the
 * forms, and the two packages make no circle.
 */
public interface FormLibrary {
  /** Auxiliary syntax, bound so that free-identifier=? can tell a user's rebinding from the keyword. */
  List<String> AUXILIARY = List.of("else", "=>", "...", "_", "unquote", "unquote-splicing", "unsyntax",
      "unsyntax-splicing");

  /** Every special form by name: the expander binds each in its core scope. */
  Map<String, SpecialForm> table();

  /**
   * Expands {@code form} as a top-level {@code (load "file")} of a literal file name and returns
   * true, or returns false when it is not one.
   */
  boolean topLevelLoad(Syntax form, Expansion x, Definitions context);

  /**
   * A procedure call with Kawa splices among its arguments ({@code (f a @xs)}), rewritten to an
   * {@code apply}; null when the call has no splice.
   */
  Core splicedCall(Syntax.SList call, Expansion x);
}
