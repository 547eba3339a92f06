package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (trace name ...)} and {@code (untrace name ...)}: replace each named procedure
 * with one that reports its calls and results on the error port ({@code %trace}), or put the
 * original back ({@code %untrace}). Rewritten to {@code (set! name (%trace "name" name))}, so calls
 * through the variable, recursive ones included, are traced.
 */
final class TraceForm implements SpecialForm {
  private final boolean untrace;

  TraceForm(boolean untrace) {
    this.untrace = untrace;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    String name = untrace ? "untrace" : "trace";
    if (!form.isProper()) {
      throw x.malformed(form, name + ": expected procedure names, got " + form);
    }
    List<Syntax> sets = new ArrayList<>();
    for (Syntax s : form.from(1)) {
      if (!(s instanceof Syntax.Id id)) {
        throw x.malformed(s, name + ": expected a variable naming a procedure, got " + s);
      }
      Syntax wrapped = untrace
          ? Rewrite.list(s, x.core("%untrace", s), id)
          : Rewrite.list(s, x.core("%trace", s), new Syntax.Atom(id.name(), s.start(), s.end()), id);
      sets.add(Rewrite.list(s, x.core("set!", s), id, wrapped));
    }
    sets.add(Rewrite.list(form, x.core("if", form), new Syntax.Atom(Boolean.FALSE, form.start(), form.end()),
        new Syntax.Atom(Boolean.FALSE, form.start(), form.end())));
    return x.expr(Rewrite.list(form, x.core("begin", form), sets));
  }
}
