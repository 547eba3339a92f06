/**
 * One class per special form (DESIGN.md decision 8), registered in {@link kopi.expand.forms.Forms}.
 * A form either builds {@link kopi.expand.Core} directly from its expanded parts (most forms:
 * {@code if}, {@code let}, {@code cond}, {@code do}, ...) or, when it only introduces definitions
 * ({@code define-record-type}), writes new syntax with core-scoped identifiers and hands it back to
 * the definition context. Forms that may appear where definitions may implement
 * {@link kopi.expand.forms.DefinitionForm}. The runtime builtins the output calls are listed in
 * {@code Hooks}.
 */
package kopi.expand.forms;
