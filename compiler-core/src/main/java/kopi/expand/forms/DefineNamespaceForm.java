package kopi.expand.forms;

import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (define-namespace Name <java.lang.String>)} (also {@code java.lang.String} or the
 * string {@code "class:java.lang.String"}): {@code Name} names the Java class, so
 * {@code (Name:valueOf 3)} calls its static method, as after {@code define-alias}.
 * {@code define-private-namespace} is the same and is never exported. Kawa's
 * {@code (define-xml-namespace h "uri")} defines {@code h} as an XML namespace
 * ({@code kopi.runtime.XmlNamespace}): {@code (h:p "text")} makes an element through the ordinary
 * colon notation, which the runtime turns into an element for a namespace receiver. A URI string in
 * {@code define-namespace} (Kawa's namespace of symbols) is not supported and says so.
 */
final class DefineNamespaceForm implements DefinitionForm {
  private final String formName;

  DefineNamespaceForm(String formName) {
    this.formName = formName;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.define-context", form, formName + ": not allowed in an expression context");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() != 3 || !(form.get(1) instanceof Syntax.Id name)) {
      throw x.malformed(form, formName + ": expected a name and a class such as <java.lang.String>, got " + form);
    }
    Syntax target = form.get(2);
    if (formName.equals("define-xml-namespace")) {
      if (!(target instanceof Syntax.Atom atom && atom.value() instanceof String uri)) {
        throw x.malformed(target,
            formName + ": expected a namespace URI string such as \"http://www.w3.org/1999/xhtml\","
                + " got " + target);
      }
      Binding variable = context.variable(name, null, form);
      context.initialize(variable, form, () -> x.callBuiltin(form, Hooks.XML_NAMESPACE, x.constant(name, name.name()),
          x.constant(target, uri)));
      return;
    }
    String className;
    if (target instanceof Syntax.Id id) {
      className = id.name();
    } else if (target instanceof Syntax.Atom atom && atom.value() instanceof String uri) {
      if (!uri.startsWith("class:")) {
        throw new ExpandError("expand.unsupported", target,
            formName + ": XML namespaces (" + uri
                + ") are not supported yet (only define-xml-namespace makes XML elements); only"
                + " \"class:NAME\" Java classes are");
      }
      className = uri.substring("class:".length());
    } else {
      throw x.malformed(target, formName + ": expected a class such as <java.lang.String>, got " + target);
    }
    Syntax.Id classId = new Syntax.Id(className, name.scopes(), target.start(), target.end());
    Class<?> type = kopi.expand.Interop.requireClass(classId, x);
    x.table().bind(name, new Binding.JavaClass(type.getName()));
    if (context.isTopLevel() && !formName.equals("define-private-namespace")) {
      x.kawaModule().alias(name.name());
    }
  }
}
