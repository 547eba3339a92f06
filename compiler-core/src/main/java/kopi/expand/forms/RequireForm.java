package kopi.expand.forms;

import java.util.Map;
import kopi.expand.Binding;
import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.ScopeSet;
import kopi.expand.Syntax;

/**
 * Kawa's {@code require}, at the top level: {@code (require "file.scm")} (a Kawa module, read
 * relative to this file), {@code (require <foo.bar>)} or {@code (require foo.bar)} (the module of
 * that class: the source file {@code foo/bar.scm}), {@code (require 'feature)} (such as
 * {@code 'srfi-1} or {@code 'list-lib}); a library name such as {@code (srfi 1)} is for
 * {@code import}, as in Kawa. The
 * module's exports (its {@code module-export} list, else its definitions that are not private)
 * are bound in this module; its body runs once, before this one. Two modules may require each
 * other, as in Kawa; then the one required last runs first.
 */
final class RequireForm extends TopLevelForm {
  RequireForm() {
    super("require");
  }

  @Override
  void defineAtTop(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() != 2) {
      throw x.malformed(form, "require: expected one module: \"file.scm\", <class.name> or 'feature, got " + form);
    }
    Syntax spec = form.get(1);
    Map<String, Binding> names;
    if (spec instanceof Syntax.Atom atom && atom.value() instanceof String path) {
      names = x.libraries().requireFile(path, spec, x);
    } else if (spec instanceof Syntax.SList quoted && quoted.size() == 2 && x.isCore(quoted.get(0), "quote")) {
      if (!(quoted.get(1) instanceof Syntax.Id feature)) {
        throw x.malformed(quoted.get(1), "require: expected a feature name such as 'srfi-1, got " + quoted.get(1));
      }
      names = x.libraries().requireFeature(feature.name(), spec, x);
    } else if (spec instanceof Syntax.Id id) {
      String className = id.name();
      if (className.length() > 2 && className.startsWith("<") && className.endsWith(">")) {
        className = className.substring(1, className.length() - 1);
      }
      names = x.libraries().requireClass(className, spec, x);
    } else if (spec instanceof Syntax.SList) {
      throw x.malformed(spec, "require: expected \"file.scm\", <class.name> or 'feature, got " + spec
          + " (a library name is imported with import)");
    } else {
      throw x.malformed(spec, "require: expected \"file.scm\", <class.name> or 'feature, got " + spec);
    }
    ScopeSet scopes = ScopeSet.of(x.moduleScope());
    names.forEach((name, binding) -> x.table().bind(name, scopes, binding));
  }
}
