package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (with-syntax ((pattern expr) ...) body ...)} (R6RS 12.8): binds the pattern variables of
 * each pattern to what its expression's value matched, for the {@code syntax} templates of the
 * body. Rewritten into {@code (syntax-case (list expr ...) () ((pattern ...) (let () body ...)))},
 * so a value that does not match its pattern is a syntax error.
 */
final class WithSyntaxForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 3 || !(form.get(1) instanceof Syntax.SList bindings) || !bindings.isProper()) {
      throw x.malformed(form, "with-syntax: expected a list of (pattern expression) bindings and a body");
    }
    List<Syntax> patterns = new ArrayList<>();
    List<Syntax> values = new ArrayList<>();
    for (Syntax binding : bindings.elements()) {
      if (!(binding instanceof Syntax.SList pair) || !pair.isProper() || pair.size() != 2) {
        throw x.malformed(binding, "with-syntax: expected (pattern expression), got " + binding);
      }
      patterns.add(pair.get(0));
      values.add(pair.get(1));
    }
    Syntax body = Rewrite.list(form, x.core("let", form), Rewrite.prepend(Rewrite.list(form), form.from(2)));
    Syntax clause = Rewrite.list(form, new Syntax.SList(patterns, null, bindings.start(), bindings.end()), body);
    Syntax rewritten = Rewrite.list(form, x.core("syntax-case", form),
        List.of(Rewrite.list(bindings, x.core("list", form), values), Rewrite.list(form), clause));
    return x.expr(rewritten);
  }
}
