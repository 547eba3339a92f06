package kopi.expand;

/**
 * A special form that may appear where definitions may ({@code define}, {@code begin},
 * {@code define-syntax}, ...). In a definition context the body expander calls {@link #define}
 * in its first pass; in expression position {@link #expand} applies.
 */
public interface DefinitionForm extends SpecialForm {

  void define(Syntax.SList form, Expansion x, Definitions context);
}
