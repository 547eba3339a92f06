package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (case key ((datum ...) e ...) ((datum ...) => receiver) (else e ...))}: the key is
 * evaluated once; one datum compares with {@code eqv?}, several with {@code memv}.
 */
final class CaseForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 3) {
      throw x.malformed(form, "case: expected a key and at least one clause, got " + (form.size() - 1) + " operands");
    }
    Core key = x.expr(form.get(1));
    Local keyLocal = new Local("key");
    Core keyRef = new Core.LocalRef(form.get(1).start(), form.get(1).end(), keyLocal);
    List<Core> tests = new ArrayList<>();
    List<Core> bodies = new ArrayList<>();
    List<Syntax> raw = form.from(2);
    Core otherwise = x.unspecified(form);
    for (int i = 0; i < raw.size(); i++) {
      Syntax s = raw.get(i);
      if (!(s instanceof Syntax.SList clause) || !clause.isProper() || clause.size() < 2) {
        throw x.malformed(s, "case: expected a clause ((datum ...) expression ...), got " + s);
      }
      Core body;
      if (x.isCore(clause.get(1), "=>")) {
        if (clause.size() != 3) {
          throw x.malformed(clause, "case: expected (data => receiver), got " + clause);
        }
        body = new Core.Call(clause.start(), clause.end(), x.expr(clause.get(2)), List.of(keyRef));
      } else {
        body = Expansion.sequence(clause, x.exprs(clause.from(1)));
      }
      if (x.isCore(clause.get(0), "else")) {
        if (i != raw.size() - 1) {
          throw new ExpandError("expand.malformed", clause, "case: else clause must be the last clause");
        }
        otherwise = body;
        continue;
      }
      if (!(clause.get(0) instanceof Syntax.SList data) || !data.isProper()) {
        throw x.malformed(clause.get(0), "case: expected a list of data, got " + clause.get(0));
      }
      Core test;
      if (data.size() == 1) {
        test = x.callBuiltin(data, Hooks.EQV, keyRef, x.quoted(data.get(0), data.get(0)));
      } else {
        test = x.callBuiltin(data, Hooks.MEMV, keyRef, x.quoted(data, data));
      }
      tests.add(test);
      bodies.add(body);
    }
    Core result = otherwise;
    for (int i = tests.size() - 1; i >= 0; i--) {
      result = new Core.If(form.start(), form.end(), tests.get(i), bodies.get(i), result);
    }
    return new Core.Let(form.start(), form.end(), List.of(keyLocal), List.of(key), result);
  }
}
