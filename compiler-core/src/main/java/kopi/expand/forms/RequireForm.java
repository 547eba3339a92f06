package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.StandardLibraries;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (require 'feature)} at the top level: imports the library a feature name stands
 * for, {@code 'srfi-1} or {@code 'list-lib} meaning {@code (import (srfi 1))}
 * ({@link StandardLibraries#requireFeature}). Kawa's other forms, a module class or a file name,
 * are not supported yet.
 */
final class RequireForm implements DefinitionForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.define-context", form, "require: only allowed at the top level");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (!context.isTopLevel()) {
      throw new ExpandError("expand.define-context", form, "require: only allowed at the top level");
    }
    if (form.size() != 2 || !form.isProper()) {
      throw x.malformed(form, "require: expected (require 'feature), got " + form);
    }
    Syntax operand = form.get(1);
    if (operand instanceof Syntax.SList quoted && quoted.size() == 2 && quoted.get(0) instanceof Syntax.Id q
        && q.name().equals("quote")) {
      operand = quoted.get(1);
    }
    if (!(operand instanceof Syntax.Id feature)) {
      throw new ExpandError("expand.unsupported", form.get(1),
          "require: only a feature name such as 'srfi-1 is supported yet, got " + form.get(1));
    }
    String library = StandardLibraries.requireFeature(feature.name());
    if (library == null) {
      throw new ExpandError("expand.unknown-library", form.get(1), "require: unknown feature name '"
          + feature.name() + "; the features are " + String.join(", ", StandardLibraries.requireFeatures()));
    }
    List<Syntax> parts = new java.util.ArrayList<>();
    for (String part : library.split(" ")) {
      parts.add(new Syntax.Id(part, feature.scopes(), feature.start(), feature.end()));
    }
    Syntax spec = new Syntax.SList(parts, null, form.get(1).start(), form.get(1).end());
    ImportForm.importAll(new Syntax.SList(List.of(form.get(0), spec), null, form.start(), form.end()), x);
  }
}
