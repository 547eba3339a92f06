package kopi.expand;

import kopi.expand.forms.SpecialForm;

/** What an identifier means once resolved: a variable, a special form, a macro or auxiliary syntax. */
public sealed interface Binding {

  /** A lexical variable. */
  record LocalVar(Local local) implements Binding {}

  /** A top-level variable of a module, a session or the runtime; {@code declaredType} may be null. */
  record GlobalVar(Global global, String declaredType) implements Binding {}

  /** A special form, expanded by Java code (one class per form). */
  record Form(String name, SpecialForm form) implements Binding {}

  /** A {@code syntax-rules} macro. */
  record Macro(String name, SyntaxRules transformer) implements Binding {}

  /**
   * Auxiliary syntax ({@code else}, {@code =>}, {@code ...}, {@code _}, {@code unquote}, ...): only
   * meaningful inside other forms, compared with free-identifier=?.
   */
  record Aux(String name) implements Binding {}

  /** A short description for messages: {@code variable}, {@code syntax}. */
  default String kind() {
    return this instanceof LocalVar || this instanceof GlobalVar ? "variable" : "syntax";
  }
}
