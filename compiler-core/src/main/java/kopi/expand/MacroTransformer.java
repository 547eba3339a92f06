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
}
