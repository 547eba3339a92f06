package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * Kawa's {@code #!key} parameters. The arguments after the required and optional ones arrive in a
 * rest list (the declared {@code #!rest} parameter, or a hidden one) of keyword and value pairs;
 * the body is wrapped so that each key parameter is bound, in order, to the value after its
 * keyword ({@code b:} for {@code b}), or else to its default expression, which sees the
 * parameters before it, or else to {@code #f}:
 * <pre>
 * (%check-keywords "name" rest '(b: c:))      ; only without #!rest: odd lists, unknown keywords
 * (let* ((b (%keyword-arg rest b:))
 *        (b ::type (if (eq? b #!default) default b))
 *        ...)
 *   body ...)
 * </pre>
 */
final class KeyParameters {
  private KeyParameters() {}

  static List<Syntax> wrap(Expansion x, Params params, Syntax.Id rest, List<Syntax> body, Syntax whole,
      String name) {
    List<Syntax> bindings = new ArrayList<>();
    List<Syntax> keywords = new ArrayList<>();
    for (Params.Optional key : params.keys()) {
      Syntax.Id id = key.id();
      Syntax keyword = new Syntax.Atom(new Syntax.Keyword(id.name()), id.start(), id.end());
      keywords.add(keyword);
      bindings.add(Rewrite.list(id, id, Rewrite.list(id, x.core("%keyword-arg", id), rest, keyword)));
      Syntax fallback = key.defaultValue() != null ? key.defaultValue()
          : new Syntax.Atom(Boolean.FALSE, id.start(), id.end());
      Syntax chosen = Rewrite.list(id, x.core("if", id),
          Rewrite.list(id, x.core("eq?", id), id, new Syntax.Atom(new Syntax.Special("default"), id.start(), id.end())),
          fallback, id);
      bindings.add(key.type() == null ? Rewrite.list(id, id, chosen)
          : Rewrite.list(id, id, new Syntax.Id("::", id.scopes(), id.start(), id.end()),
              new Syntax.Id(key.type(), id.scopes(), id.start(), id.end()), chosen));
    }
    List<Syntax> wrapped = new ArrayList<>();
    if (params.rest() == null) {
      Syntax who = new Syntax.Atom(name == null ? "lambda" : name, whole.start(), whole.end());
      Syntax allowed = Rewrite.list(whole, x.core("quote", whole),
          new Syntax.SList(keywords, null, whole.start(), whole.end()));
      wrapped.add(Rewrite.list(whole, x.core("%check-keywords", whole), who, rest, allowed));
    }
    wrapped.add(Rewrite.list(whole, x.core("let*", whole),
        Rewrite.prepend(new Syntax.SList(bindings, null, whole.start(), whole.end()), body)));
    return wrapped;
  }
}
