package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (do ((var init step) ...) (test result ...) command ...)}: a local loop procedure whose
 * self tail call the back end turns into a jump.
 */
final class DoForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 3) {
      throw x.malformed(form,
          "do: expected bindings and a (test result ...) clause, got " + (form.size() - 1) + " operands");
    }
    LetBindings bindings = LetBindings.parse(form.get(1), "do", true, true);
    if (!(form.get(2) instanceof Syntax.SList exit) || !exit.isProper() || exit.size() == 0) {
      throw x.malformed(form.get(2), "do: expected (test result ...), got " + form.get(2));
    }
    List<Core> inits = new ArrayList<>();
    for (LetBindings.Entry entry : bindings.entries()) {
      inits.add(x.expr(entry.init()));
    }
    int scope = x.freshScope();
    List<Local> vars = new ArrayList<>();
    for (LetBindings.Entry entry : bindings.entries()) {
      vars.add(x.bindLocal((Syntax.Id) entry.id().addScope(scope), entry.type()));
    }
    Core test = x.expr(exit.get(0).addScope(scope));
    List<Core> results = new ArrayList<>();
    for (Syntax s : exit.from(1)) {
      results.add(x.expr(s.addScope(scope)));
    }
    List<Core> commands = new ArrayList<>();
    if (form.size() > 3) {
      // The commands are a body: a definition among them is local to one iteration, as in Kawa.
      List<Syntax> scoped = new ArrayList<>();
      for (Syntax s : form.from(3)) {
        scoped.add(s.addScope(scope));
      }
      commands.add(x.body(scoped, form, "do"));
    }
    List<Core> steps = new ArrayList<>();
    for (int i = 0; i < vars.size(); i++) {
      LetBindings.Entry entry = bindings.entries().get(i);
      steps.add(entry.step() == null
          ? new Core.LocalRef(entry.id().start(), entry.id().end(), vars.get(i))
          : x.expr(entry.step().addScope(scope)));
    }
    Local loop = new Local("do-loop");
    commands.add(new Core.Call(form.start(), form.end(), new Core.LocalRef(form.start(), form.end(), loop), steps));
    Core done = results.isEmpty() ? x.unspecified(exit) : Expansion.sequence(exit, results);
    Core body = new Core.If(form.start(), form.end(), test, done, Expansion.sequence(form, commands));
    Core.Lambda lambda = new Core.Lambda(form.start(), form.end(), "do-loop", vars, List.of(), null, body);
    Core start = new Core.Call(form.start(), form.end(), new Core.LocalRef(form.start(), form.end(), loop), inits);
    return new Core.Letrec(form.start(), form.end(), List.of(loop), List.of(lambda), start);
  }
}
