package kopi.expand.forms;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * Kawa's patterns, shared by {@code match}, the {@code (? pattern value)} tests of conditionals and
 * pattern parameters and bindings ({@code (lambda ([a b]) ...)}, {@code (let (([a b] v)) ...)}). A
 * pattern is {@code _}; an identifier, which binds; either followed by a type specifier
 * {@code ::type}, which must hold ({@code instance?}) and converts; a literal number, string,
 * character or boolean, or a quoted datum, compared with {@code equal?}; or {@code [p ...]}, any
 * sequence (list, vector, string, Java array or {@code java.util.List}) of that length whose
 * elements match, where one {@code @rest} element takes the elements the others leave as a vector.
 *
 * <p>A pattern is compiled by rewriting: into tests that lead to the success form with the
 * pattern's variables bound, else to the failure form, which may appear several times (so it is a
 * call of a thunk where it matters).
 */
final class Patterns {
  private final Expansion x;
  private final String formName;
  private int temporaries;

  /** One pattern: its main part, and the type of a {@code ::type} after it (or null). */
  record Pattern(Syntax main, Syntax type, Syntax whole) {}

  Patterns(Expansion x, String formName) {
    this.x = x;
    this.formName = formName;
  }

  /**
   * The patterns in {@code elements} from {@code from}: each element with the {@code :: type} after
   * it, as far as {@code to} (exclusive).
   */
  static List<Pattern> parse(List<Syntax> elements, int from, int to) {
    List<Pattern> out = new ArrayList<>();
    for (int i = from; i < to; i++) {
      Syntax main = elements.get(i);
      if (i + 2 < to && Params.isTypeMarker(elements, i + 1)) {
        Syntax type = elements.get(i + 2);
        out.add(new Pattern(main, type, span(main, type)));
        i += 2;
      } else {
        out.add(new Pattern(main, null, main));
      }
    }
    return out;
  }

  /** The pattern that is all of {@code elements} from {@code from} to {@code to}, else an error. */
  Pattern single(List<Syntax> elements, int from, int to, Syntax where) {
    List<Pattern> patterns = parse(elements, from, to);
    if (patterns.size() != 1) {
      throw x.malformed(patterns.isEmpty() ? where : patterns.get(1).whole(),
          formName + ": expected one pattern, got " + (patterns.isEmpty() ? "none" : patterns.size()));
    }
    List<Syntax> formals = new ArrayList<>();
    List<Syntax> names = new ArrayList<>();
    variables(patterns.get(0), formals, names, x);
    Set<String> seen = new HashSet<>();
    for (Syntax name : names) {
      if (!seen.add(((Syntax.Id) name).name())) {
        throw x.malformed(name, formName + ": the pattern variable " + ((Syntax.Id) name).name() + " appears twice");
      }
    }
    return patterns.get(0);
  }

  /** A fresh identifier no user code can see. */
  Syntax.Id temporary(String kind, Syntax at) {
    return Rewrite.temporary(x, "match-" + kind, temporaries++, at);
  }

  /**
   * The form that matches the value of the variable {@code value} against {@code pattern}: it is
   * {@code success} with the pattern's variables bound when it matches, else {@code failure}.
   */
  Syntax match(Pattern pattern, Syntax.Id value, Syntax success, Syntax failure) {
    Syntax main = pattern.main();
    Syntax at = pattern.whole();
    if (main instanceof Syntax.Id id && pattern.type() != null) {
      // An unknown type is reported once, here, and the pattern then matches as if untyped.
      int before = x.diagnostics().size();
      x.checkTypeName(x.resolveType(Params.typeText(pattern.type()), id.scopes()), id.scopes(),
          pattern.type().start(), pattern.type().end());
      if (x.diagnostics().size() > before) {
        return match(new Pattern(main, null, at), value, success, failure);
      }
    }
    if (main instanceof Syntax.Id id) {
      Syntax bound = success;
      if (!x.isCore(id, "_")) {
        List<Syntax> binding = new ArrayList<>();
        binding.add(id);
        if (pattern.type() != null) {
          binding.add(x.core("::", id));
          binding.add(pattern.type());
        }
        // (as type value), not the value itself: the static checks need not know that instance? held.
        binding.add(pattern.type() == null ? value : Rewrite.list(at, x.core("as", at), pattern.type(), value));
        bound = Rewrite.list(at, x.core("let", at),
            Rewrite.list(at, new Syntax.SList(binding, null, at.start(), at.end())), success);
      }
      return pattern.type() == null ? bound
          : Rewrite.list(at, x.core("if", at), Rewrite.list(at, x.core("instance?", at), value, pattern.type()),
              bound, failure);
    }
    if (pattern.type() != null) {
      throw x.malformed(at, formName + ": a type specifier may follow only a variable or _ in a pattern");
    }
    if (main instanceof Syntax.SList list && list.isProper() && list.size() >= 1
        && list.get(0) instanceof Syntax.Id head) {
      if (x.isCore(head, "quote")) {
        return equal(value, main, success, failure, at);
      }
      if (head.name().equals("$bracket-list$") && x.isCore(head, "$bracket-list$")) {
        return sequence(list, value, success, failure);
      }
      throw x.malformed(main, formName + ": unrecognized pattern operator " + head.name()
          + " (a pattern is a variable, _, a literal, 'datum or [pattern ...])");
    }
    if (main instanceof Syntax.Atom || main instanceof Syntax.SList list && list.size() == 0) {
      return equal(value, Rewrite.list(main, x.core("quote", main), main), success, failure, at);
    }
    throw x.malformed(main, formName + ": unrecognized pattern " + main);
  }

  private Syntax equal(Syntax.Id value, Syntax literal, Syntax success, Syntax failure, Syntax at) {
    return Rewrite.list(at, x.core("if", at), Rewrite.list(at, x.core("equal?", at), value, literal), success, failure);
  }

  /** {@code [p ...]}: {@code %match-sequence} checks the length and gives the elements as a vector. */
  private Syntax sequence(Syntax.SList list, Syntax.Id value, Syntax success, Syntax failure) {
    List<Pattern> elements = parse(list.elements(), 1, list.size());
    int splice = -1;
    for (int i = 0; i < elements.size(); i++) {
      Syntax main = elements.get(i).main();
      if (main instanceof Syntax.SList s && s.size() == 2 && s.get(0) instanceof Syntax.Id head
          && head.name().equals("$splice$") && s.get(1) instanceof Syntax.Id) {
        if (splice >= 0) {
          throw x.malformed(main, formName + ": more than one @ in a pattern");
        }
        splice = i;
        elements.set(i, new Pattern(s.get(1), elements.get(i).type(), elements.get(i).whole()));
      }
    }
    Syntax.Id items = temporary("items", list);
    List<Syntax.Id> names = new ArrayList<>();
    for (Pattern element : elements) {
      names.add(temporary("element", element.whole()));
    }
    Syntax inner = success;
    for (int i = elements.size() - 1; i >= 0; i--) {
      inner = match(elements.get(i), names.get(i), inner, failure);
    }
    // Bind the elements in order, then match them in order (the patterns' variables in order too).
    List<Syntax> bindings = new ArrayList<>();
    for (int i = 0; i < elements.size(); i++) {
      Syntax at = elements.get(i).whole();
      bindings.add(Rewrite.list(at, names.get(i), Rewrite.list(at, x.core("vector-ref", at), items,
          new Syntax.Atom((long) i, at.start(), at.end()))));
    }
    Syntax body = bindings.isEmpty() ? inner
        : Rewrite.list(list, x.core("let*", list), new Syntax.SList(bindings, null, list.start(), list.end()), inner);
    Syntax check = Rewrite.list(list, x.core("%match-sequence", list), value,
        new Syntax.Atom((long) elements.size(), list.start(), list.end()),
        new Syntax.Atom((long) splice, list.start(), list.end()));
    return Rewrite.list(list, x.core("let", list),
        Rewrite.list(list, Rewrite.list(list, items, check)),
        Rewrite.list(list, x.core("if", list), items, body, failure));
  }

  /** True when {@code test} is a {@code (? pattern value)}, or an {@code and} with one inside. */
  static boolean isMatchTest(Syntax test, Expansion x) {
    if (!(test instanceof Syntax.SList list) || !list.isProper() || list.size() == 0
        || !(list.get(0) instanceof Syntax.Id head)) {
      return false;
    }
    if (x.isCore(head, "?")) {
      return true;
    }
    if (x.isCore(head, "and")) {
      for (Syntax part : list.from(1)) {
        if (isMatchTest(part, x)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * {@code (if test then else)} for a test with {@code ?} in it: the variables its patterns bind
   * are seen by the later parts of the test and by {@code then}, not by {@code otherwise}.
   */
  static Syntax conditional(Syntax at, Syntax test, Syntax then, Syntax otherwise, Expansion x, String formName) {
    Patterns patterns = new Patterns(x, formName);
    Syntax.Id fail = patterns.temporary("else", at);
    Syntax failure = Rewrite.list(otherwise, fail);
    return Rewrite.list(at, x.core("let", at),
        Rewrite.list(at, Rewrite.list(at, fail, Rewrite.list(otherwise, x.core("lambda", otherwise),
            Rewrite.list(otherwise), otherwise))),
        patterns.test(test, then, failure));
  }

  /** {@code (if #f #f)}: the unspecified value, for a conditional without an else branch. */
  static Syntax unspecified(Syntax at, Expansion x) {
    Syntax no = new Syntax.Atom(Boolean.FALSE, at.start(), at.end());
    return Rewrite.list(at, x.core("if", at), no, no);
  }

  private Syntax test(Syntax test, Syntax success, Syntax failure) {
    Syntax.SList list = test instanceof Syntax.SList l && l.isProper() && l.size() > 0 ? l : null;
    if (list != null && x.isCore(list.get(0), "?")) {
      x.resolve((Syntax.Id) list.get(0)); // the editor's model: ? is a use of the special form
      if (list.size() < 3) {
        throw x.malformed(list, "?: expected (? pattern value), got " + list);
      }
      Pattern pattern = single(list.elements(), 1, list.size() - 1, list);
      Syntax.Id value = temporary("value", list);
      return Rewrite.list(list, x.core("let", list),
          Rewrite.list(list, Rewrite.list(list, value, list.get(list.size() - 1))),
          match(pattern, value, success, failure));
    }
    if (list != null && x.isCore(list.get(0), "and")) {
      x.resolve((Syntax.Id) list.get(0));
      Syntax result = success;
      for (int i = list.size() - 1; i >= 1; i--) {
        result = test(list.get(i), result, failure);
      }
      return result;
    }
    return Rewrite.list(test, x.core("if", test), test, success, failure);
  }

  /** True when {@code s} is a sequence pattern {@code [p ...]}, which binding forms accept in place of a name. */
  static boolean isSequencePattern(Syntax s) {
    return s instanceof Syntax.SList list && list.isProper() && list.size() >= 1
        && list.get(0) instanceof Syntax.Id head && head.name().equals("$bracket-list$");
  }

  /**
   * {@code body} (a list of forms) run with the variables of {@code pattern} bound from the value
   * of {@code value}: {@code ((match value (pattern (let () body ...)))}, an error when it does not match.
   */
  static Syntax bind(Syntax pattern, Syntax.Id value, List<Syntax> body, Syntax at, Expansion x) {
    Syntax inner = Rewrite.list(at, x.core("let", at), Rewrite.prepend(Rewrite.list(at), body));
    return Rewrite.list(at, x.core("match", at), value, Rewrite.list(pattern, pattern, inner));
  }

  /**
   * {@code (define-values (v ...) (match value (pattern (values v ...))))} for Kawa's
   * {@code (! pattern value)}: the pattern's variables, with their types, as definitions.
   */
  static Syntax.SList defineValues(Syntax.SList form, Syntax pattern, Syntax value, Expansion x) {
    List<Syntax> formals = new ArrayList<>();
    List<Syntax> names = new ArrayList<>();
    variables(parse(List.of(pattern), 0, 1).get(0), formals, names, x);
    Syntax values = Rewrite.list(pattern, x.core("values", pattern), names);
    Syntax match = Rewrite.list(form, x.core("match", form), value, Rewrite.list(pattern, pattern, values));
    return Rewrite.list(form, x.core("define-values", form),
        new Syntax.SList(formals, null, pattern.start(), pattern.end()), match);
  }

  private static void variables(Pattern pattern, List<Syntax> formals, List<Syntax> names, Expansion x) {
    Syntax main = pattern.main();
    if (main instanceof Syntax.Id id && !x.isCore(id, "_")) {
      formals.add(id);
      names.add(id);
      if (pattern.type() != null) {
        formals.add(x.core("::", id));
        formals.add(pattern.type());
      }
    } else if (isSequencePattern(main)) {
      Syntax.SList list = (Syntax.SList) main;
      for (Pattern element : parse(list.elements(), 1, list.size())) {
        Syntax inner = element.main();
        if (inner instanceof Syntax.SList s && s.size() == 2 && s.get(0) instanceof Syntax.Id head
            && head.name().equals("$splice$")) {
          inner = s.get(1);
        }
        variables(new Pattern(inner, element.type(), element.whole()), formals, names, x);
      }
    }
  }

  private static Syntax span(Syntax first, Syntax last) {
    return new Syntax.Atom(Boolean.TRUE, first.start(), last.end());
  }
}
