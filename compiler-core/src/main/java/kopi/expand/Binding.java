package kopi.expand;

/**
 * What an identifier means once resolved: a variable, a special form, a macro or auxiliary syntax.
 *
 * <p>The variants write out {@code equals} and {@code hashCode}. A record's generated ones go
 * through an {@code invokedynamic} bootstrap ({@code ObjectMethods}) whose method-handle spinning
 * costs about 15 ms the first time any record in the process is compared, and the expander
 * compares bindings (free-identifier=?) while it expands the very first form, so generated
 * methods here would be paid by every {@code kopi -e}.
 */
public sealed interface Binding {

  /** A lexical variable. */
  record LocalVar(Local local) implements Binding {
    @Override
    public boolean equals(Object other) {
      return other instanceof LocalVar that && local.equals(that.local);
    }

    @Override
    public int hashCode() {
      return local.hashCode();
    }
  }

  /** A top-level variable of a module, a session or the runtime; {@code declaredType} may be null. */
  record GlobalVar(Global global, String declaredType) implements Binding {
    @Override
    public boolean equals(Object other) {
      return other instanceof GlobalVar that && global.equals(that.global)
          && java.util.Objects.equals(declaredType, that.declaredType);
    }

    @Override
    public int hashCode() {
      return global.hashCode() * 31 + java.util.Objects.hashCode(declaredType);
    }
  }

  /** A special form, expanded by Java code (one class per form). */
  record Form(String name, SpecialForm form) implements Binding {
    @Override
    public boolean equals(Object other) {
      return other instanceof Form that && name.equals(that.name) && form.equals(that.form);
    }

    @Override
    public int hashCode() {
      return name.hashCode();
    }
  }

  /** A macro: {@code syntax-rules}, a {@code syntax-case} procedure, or Kawa's {@code define-macro}. */
  record Macro(String name, MacroTransformer transformer) implements Binding {
    @Override
    public boolean equals(Object other) {
      return other instanceof Macro that && name.equals(that.name) && transformer.equals(that.transformer);
    }

    @Override
    public int hashCode() {
      return name.hashCode();
    }
  }

  /**
   * Auxiliary syntax ({@code else}, {@code =>}, {@code ...}, {@code _}, {@code unquote}, ...): only
   * meaningful inside other forms, compared with free-identifier=?.
   */
  record Aux(String name) implements Binding {
    @Override
    public boolean equals(Object other) {
      return other instanceof Aux that && name.equals(that.name);
    }

    @Override
    public int hashCode() {
      return name.hashCode();
    }
  }

  /**
   * A Java class under a short name, from {@code define-alias} or {@code (import (class pkg Name ...))}:
   * {@code className} is the binary name. Used as an operator it constructs, before a colon it names
   * static members.
   */
  record JavaClass(String className) implements Binding {
    @Override
    public boolean equals(Object other) {
      return other instanceof JavaClass that && className.equals(that.className);
    }

    @Override
    public int hashCode() {
      return className.hashCode();
    }
  }

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
