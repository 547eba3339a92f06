package kopi.expand;

/** One special form, expanded in expression position. Implementations are stateless. */
public interface SpecialForm {

  /**
   * Expands {@code form} (a proper list whose head resolved to this form). Malformed input throws
   * {@link kopi.expand.ExpandError}; the caller reports it and carries on.
   */
  Core expand(Syntax.SList form, Expansion x);

  /**
   * True for a form that only an import binds (SRFI 197's {@code chain}), not the default
   * environment; its library's table in {@link kopi.expand.StandardLibraries} exports it.
   */
  default boolean importOnly() {
    return false;
  }
}
