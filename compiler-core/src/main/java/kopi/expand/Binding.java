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

  /**
   * A Java class under a short name, from {@code define-alias} or {@code (import (class pkg Name ...))}:
   * {@code className} is the binary name. Used as an operator it constructs, before a colon it names
   * static members.
   */
  record JavaClass(String className) implements Binding {}

  /**
   * A field of the class whose method is being expanded, under its plain name: {@code self} is the
   * method's receiver (null for a static field), {@code owner} the class's binary name.
   */
  record Field(Local self, String owner, String name) implements Binding {}

  /** A short description for messages: {@code variable}, {@code syntax}. */
  default String kind() {
    if (this instanceof JavaClass) {
      return "class";
    }
    return this instanceof LocalVar || this instanceof GlobalVar || this instanceof Field ? "variable" : "syntax";
  }
}
