package kopi.expand;

/**
 * What a macro binding does with a use: {@link SyntaxRules} (hygienic, by pattern),
 * {@link SyntaxCaseMacro} (hygienic, by a procedure over syntax objects, usually a
 * {@code syntax-case}) and {@link ProcedureMacro} (Kawa's {@code define-macro}, by a procedure over
 * data). Returns the
 * rewritten form, or null when the transformer does not accept the use.
 */
public interface MacroTransformer {
  Syntax apply(Syntax.SList form, BindingTable table);

  /**
   * The rewrite of a use that is the macro's bare name (an identifier macro, as R6RS procedural
   * transformers allow), or null when this transformer takes no such use.
   */
  default Syntax applyIdentifier(Syntax.Id use, BindingTable table) {
    return null;
  }

  /** True when a bare use of the name is the macro's ({@link #applyIdentifier}). */
  default boolean acceptsIdentifier() {
    return false;
  }

  /** True when {@code (set! name value)} is a use of the macro ({@code make-variable-transformer}). */
  default boolean isVariableTransformer() {
    return false;
  }
}
