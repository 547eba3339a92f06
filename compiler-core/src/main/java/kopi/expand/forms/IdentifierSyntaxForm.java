package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * R6RS {@code (identifier-syntax template)} and
 * {@code (identifier-syntax (id template) ((set! id pattern) template))}, which the Kawa manual
 * documents: a transformer for an identifier macro. It is the {@code syntax-case} procedure R6RS
 * defines it as, so {@code define-syntax} runs it like any procedural transformer:
 * <pre>
 * (lambda (form) (syntax-case form ()
 *   (id (identifier? #'id) #'template)
 *   ((_ . args) #'(template . args))))
 * </pre>
 * wrapped by {@code make-variable-transformer}, with a {@code (set! id pattern)} clause first, in
 * the second shape.
 */
final class IdentifierSyntaxForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    return x.expr(rewrite(form, x));
  }

  private static Syntax rewrite(Syntax.SList form, Expansion x) {
    Syntax.Id input = Rewrite.temporary(x, "identifier-syntax-form", 0, form);
    Syntax.Id self = Rewrite.temporary(x, "identifier-syntax-id", 0, form);
    Syntax.Id args = Rewrite.temporary(x, "identifier-syntax-arguments", 0, form);
    Syntax template;
    Syntax setClause = null;
    if (form.size() == 2) {
      template = form.get(1);
    } else if (form.size() == 3 && form.get(1) instanceof Syntax.SList get && get.isProper() && get.size() == 2
        && get.get(0) instanceof Syntax.Id && form.get(2) instanceof Syntax.SList set && set.isProper()
        && set.size() == 2 && set.get(0) instanceof Syntax.SList setPattern && setPattern.isProper()
        && setPattern.size() == 3 && x.isCore(setPattern.get(0), "set!") && setPattern.get(1) instanceof Syntax.Id) {
      template = get.get(1);
      setClause = Rewrite.list(set, setPattern, Rewrite.list(set, x.core("syntax", set), set.get(1)));
    } else {
      throw x.malformed(form, "identifier-syntax: expected (identifier-syntax template) or "
          + "(identifier-syntax (id template) ((set! id pattern) template))");
    }
    Syntax identifierClause = Rewrite.list(form, self,
        Rewrite.list(form, x.core("identifier?", form), Rewrite.list(form, x.core("syntax", form), self)),
        Rewrite.list(form, x.core("syntax", form), template));
    Syntax callClause = Rewrite.list(form,
        new Syntax.SList(List.of(x.core("_", form)), args, form.start(), form.end()),
        Rewrite.list(form, x.core("syntax", form),
            new Syntax.SList(List.of(template), args, form.start(), form.end())));
    Syntax literals = setClause == null ? Rewrite.list(form) : Rewrite.list(form, x.core("set!", form));
    Syntax cases = setClause == null
        ? Rewrite.list(form, x.core("syntax-case", form), input, literals, identifierClause, callClause)
        : Rewrite.list(form, x.core("syntax-case", form), input, literals, setClause, identifierClause, callClause);
    Syntax lambda = Rewrite.list(form, x.core("lambda", form), Rewrite.list(form, input), cases);
    return setClause == null ? lambda : Rewrite.list(form, x.core("make-variable-transformer", form), lambda);
  }
}
