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
 * evaluated once and compared with each datum of a clause by {@code eqv?}, in order: a clause's
 * test is {@code (if (eqv? key d1) #t (if (eqv? key d2) #t ... (eqv? key dn)))}, which answers as
 * {@code (memv key '(d1 ... dn))} does without walking a list, and compiles a symbol, boolean,
 * character or {@code '()} datum to one reference comparison. A clause with very many data
 * calls {@code memv} instead.
 */
final class CaseForm implements SpecialForm {
  /** Beyond this many data, a clause tests {@code (memv key '(d1 ... dn))}: its code stays small. */
  private static final int MAX_UNROLLED_DATA = 32;

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
        body = x.body(clause.from(1), clause, "case");
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
      Core test = clauseTest(data, keyRef, x);
      tests.add(test);
      bodies.add(body);
    }
    Core result = otherwise;
    for (int i = tests.size() - 1; i >= 0; i--) {
      result = new Core.If(form.start(), form.end(), tests.get(i), bodies.get(i), result);
    }
    return new Core.Let(form.start(), form.end(), List.of(keyLocal), List.of(key), result);
  }

  /** The test of a clause with these data (a clause with none never matches). */
  private static Core clauseTest(Syntax.SList data, Core keyRef, Expansion x) {
    if (data.size() == 0) {
      return x.constant(data, Boolean.FALSE);
    }
    if (data.size() > MAX_UNROLLED_DATA) {
      return x.callBuiltin(data, Hooks.MEMV, keyRef, x.quoted(data, data));
    }
    Core test = eqv(data, data.size() - 1, keyRef, x);
    for (int d = data.size() - 2; d >= 0; d--) {
      test = new Core.If(data.start(), data.end(), eqv(data, d, keyRef, x), x.constant(data, Boolean.TRUE), test);
    }
    return test;
  }

  private static Core eqv(Syntax.SList data, int index, Core keyRef, Expansion x) {
    return x.callBuiltin(data, Hooks.EQV, keyRef, x.quoted(data.get(index), data.get(index)));
  }
}
