package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * {@code (include "file" ...)}, {@code include-ci} and Kawa's {@code include-relative} (the same as
 * {@code include}, since Kopi always reads relative to the including file): the files' forms, read
 * relative to the including file, as if they were in a {@code begin}. Their identifiers get the
 * scopes of the {@code include} keyword, so the included code sees what the include form sees.
 */
final class IncludeForm implements DefinitionForm {
  private final String name;
  private final boolean foldCase;

  IncludeForm(boolean foldCase) {
    this(foldCase ? "include-ci" : "include", foldCase);
  }

  IncludeForm(String name, boolean foldCase) {
    this.name = name;
    this.foldCase = foldCase;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    List<Syntax> forms = read(form, x);
    if (forms.isEmpty()) {
      return x.unspecified(form);
    }
    return x.body(forms, form, name);
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    for (Syntax sub : read(form, x)) {
      context.form(sub);
    }
  }

  private List<Syntax> read(Syntax.SList form, Expansion x) {
    if (form.size() < 2) {
      throw x.malformed(form, name + ": expected at least one file name, got none");
    }
    List<Syntax> out = new ArrayList<>();
    for (Syntax file : form.from(1)) {
      if (!(file instanceof Syntax.Atom a) || !(a.value() instanceof String path)) {
        throw x.malformed(file, name + ": expected a file name string, got " + file);
      }
      out.addAll(x.libraries().include(path, foldCase, (Syntax.Id) form.get(0), file, x));
    }
    return out;
  }
}
