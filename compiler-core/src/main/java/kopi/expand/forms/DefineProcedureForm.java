package kopi.expand.forms;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (define-procedure name method ...)}, each method a {@code lambda}: a generic
 * procedure that applies the first method whose parameters fit the arguments, by count and then by
 * declared type ({@code (lambda ((r ::double)) ...)} and {@code (lambda ((s ::string)) ...)} take
 * turns on one argument). Rewritten to {@code (define name (case-lambda ...))}: a clause per
 * argument count, and within one count an {@code instance?} test per typed parameter, in the
 * order the methods are written. Procedure properties ({@code setter:} and the like) are not
 * supported yet and say so.
 */
final class DefineProcedureForm implements DefinitionForm {
  private static final DefineForm DEFINE = new DefineForm("define");

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.define-context", form, "define-procedure: not allowed in an expression context");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() < 3 || !form.isProper() || !(form.get(1) instanceof Syntax.Id name)) {
      throw x.malformed(form, "define-procedure: expected a name and one or more lambda methods, got " + form);
    }
    // Methods grouped by their number of parameters, in order; a method with a rest parameter is a
    // clause of its own.
    Map<Integer, List<Syntax.SList>> byCount = new LinkedHashMap<>();
    List<Syntax> clauses = new ArrayList<>();
    for (Syntax method : form.from(2)) {
      if (method instanceof Syntax.Atom atom && atom.value() instanceof Syntax.Keyword keyword) {
        throw new ExpandError("expand.unsupported", method, "define-procedure: the property " + keyword.name()
            + ": is not supported yet");
      }
      if (!(method instanceof Syntax.SList lambda) || lambda.size() < 3 || !x.isCore(lambda.get(0), "lambda")
          || !(lambda.get(1) instanceof Syntax.SList formals)) {
        throw x.malformed(method,
            "define-procedure: expected a method (lambda (parameter ...) body ...), got " + method);
      }
      if (!formals.isProper() || formals.elements().stream().anyMatch(p -> p instanceof Syntax.Id id
          && id.name().startsWith("#!"))) {
        clauses.add(Rewrite.list(method, formals, lambda.from(2)));
        continue;
      }
      byCount.computeIfAbsent(types(formals).size(), k -> new ArrayList<>()).add(lambda);
    }
    List<Syntax> fixed = new ArrayList<>();
    for (Map.Entry<Integer, List<Syntax.SList>> entry : byCount.entrySet()) {
      fixed.add(clause(entry.getKey(), entry.getValue(), name, form, x));
    }
    fixed.addAll(clauses);
    Syntax value = Rewrite.list(form, x.core("case-lambda", form), fixed);
    DEFINE.define(Rewrite.list(form, x.core("define", form), name, value), x, context);
  }

  /** The clause for {@code count} arguments: the one method, or a test of each method's types in turn. */
  private static Syntax clause(int count, List<Syntax.SList> methods, Syntax.Id name, Syntax.SList form, Expansion x) {
    if (methods.size() == 1) {
      Syntax.SList method = methods.get(0);
      return Rewrite.list(method, method.get(1), method.from(2));
    }
    List<Syntax> arguments = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      arguments.add(Rewrite.temporary(x, "argument", i, form));
    }
    List<Syntax> branches = new ArrayList<>();
    for (Syntax.SList method : methods) {
      List<Syntax> tests = new ArrayList<>();
      List<Syntax> types = types((Syntax.SList) method.get(1));
      for (int i = 0; i < count; i++) {
        Syntax type = types.get(i);
        if (type != null) {
          tests.add(Rewrite.list(method, x.core("instance?", method), arguments.get(i), type));
        }
      }
      Syntax test = Rewrite.list(method, x.core("and", method), tests);
      branches.add(Rewrite.list(method, test, Rewrite.list(method, method, arguments)));
    }
    branches.add(Rewrite.list(form, x.core("else", form), Rewrite.list(form, x.core("error", form),
        new Syntax.Atom(name.name() + ": no method takes these arguments", form.start(), form.end()))));
    return Rewrite.list(form, new Syntax.SList(arguments, null, form.start(), form.end()),
        Rewrite.list(form, x.core("cond", form), branches));
  }

  /**
   * The declared type of each parameter of {@code formals} (null where none): {@code (p ::T)},
   * {@code (p :: T)} or {@code p ::T} in the list itself.
   */
  private static List<Syntax> types(Syntax.SList formals) {
    List<Syntax> types = new ArrayList<>();
    List<Syntax> elements = formals.elements();
    for (int i = 0; i < elements.size(); i++) {
      Syntax parameter = elements.get(i);
      if (Params.isTypeMarker(elements, i + 1) && i + 2 < elements.size()) {
        types.add(elements.get(i + 2));
        i += 2;
      } else if (parameter instanceof Syntax.SList list && Params.isTypeMarker(list.elements(), 1)
          && list.size() == 3) {
        types.add(list.get(2));
      } else {
        types.add(null);
      }
    }
    return types;
  }
}
