package kopi.expand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import kopi.runtime.Identifier;
import kopi.runtime.Pair;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.Symbol;
import kopi.runtime.lib.SyntaxLib;
import org.junit.jupiter.api.Test;

class SyntaxCaseMacroTest {
  private static final ScopeSet USE = ScopeSet.of(7);
  private static final ScopeSet DEFINITION = ScopeSet.of(3);

  private static Syntax.SList use(String keyword, Syntax... operands) {
    List<Syntax> elements = new java.util.ArrayList<>();
    elements.add(new Syntax.Id(keyword, USE, 0, 10));
    elements.addAll(List.of(operands));
    return new Syntax.SList(elements, null, 0, 10);
  }

  private static Procedure procedure(java.util.function.Function<Object, Object> body) {
    return new NamedProcedure("transformer", 1, 1) {
      @Override
      public Object applyN(Object[] arguments) {
        return body.apply(arguments[0]);
      }
    };
  }

  @Test
  void aTransformerThatNeverReturnsIsStoppedAndReported() {
    Procedure forever = procedure(stx -> {
      while (!Thread.currentThread().isInterrupted()) {
        Thread.onSpinWait();
      }
      return Boolean.FALSE;
    });
    SyntaxCaseMacro macro = new SyntaxCaseMacro("spin", forever, DEFINITION, 200);
    ExpandError error = assertThrows(ExpandError.class, () -> macro.apply(use("spin"), new BindingTable()));
    assertEquals("spin: the macro's transformer did not finish within 0.2 seconds", error.getMessage());
  }

  @Test
  void aWaitIsAbandonedWhenTheEditorSupersedesTheExpansion() {
    Procedure forever = procedure(stx -> {
      while (!Thread.currentThread().isInterrupted()) {
        Thread.onSpinWait();
      }
      return Boolean.FALSE;
    });
    SyntaxCaseMacro macro = new SyntaxCaseMacro("spin", forever, DEFINITION);
    Runnable previous = ProcedureMacro.enterCheckpoint(() -> {
      throw new IllegalStateException("superseded");
    });
    try {
      IllegalStateException error = assertThrows(IllegalStateException.class,
          () -> macro.apply(use("spin"), new BindingTable()));
      assertEquals("superseded", error.getMessage());
    } finally {
      ProcedureMacro.enterCheckpoint(previous);
    }
  }

  @Test
  void templateIdentifiersGetTheDefinitionScopesAndUseIdentifiersKeepTheirs() {
    // (lambda (stx) (list #'list (cadr stx))): a template identifier and one of the use.
    Procedure transformer = procedure(stx -> {
      Object operand = ((Pair) ((Pair) stx).cdr).car;
      Object template = SyntaxLib.syntaxTemplate(new Object[] {Symbol.intern("list"), new Object[0], new Object[0]});
      return Pair.list(template, operand);
    });
    Syntax result = new SyntaxCaseMacro("m", transformer, DEFINITION)
        .apply(use("m", new Syntax.Id("x", ScopeSet.of(9), 3, 4)), new BindingTable());
    Syntax.SList list = (Syntax.SList) result;
    assertEquals(DEFINITION, ((Syntax.Id) list.get(0)).scopes());
    assertEquals(ScopeSet.of(9), ((Syntax.Id) list.get(1)).scopes());
    assertEquals(3, list.get(1).start());
  }

  @Test
  void datumToSyntaxTakesTheScopesOfItsContext() {
    Procedure transformer = procedure(stx -> SyntaxLib.datumToSyntax(((Pair) stx).car, Symbol.intern("it")));
    Syntax result = new SyntaxCaseMacro("m", transformer, DEFINITION).apply(use("m"), new BindingTable());
    assertEquals(USE, ((Syntax.Id) result).scopes());
    assertEquals("it", ((Syntax.Id) result).name());
  }

  @Test
  void aSyntaxViolationIsAnErrorAtTheSubformItNames() {
    Procedure transformer = procedure(stx -> SyntaxLib.syntaxViolation(Symbol.intern("m"), "bad operand", stx,
        ((Pair) ((Pair) stx).cdr).car));
    SyntaxCaseMacro macro = new SyntaxCaseMacro("m", transformer, DEFINITION);
    ExpandError error = assertThrows(ExpandError.class,
        () -> macro.apply(use("m", new Syntax.Id("x", ScopeSet.of(9), 3, 4)), new BindingTable()));
    assertEquals("m: bad operand (m x)", error.getMessage());
    assertEquals(3, error.start());
    assertEquals(4, error.end());
    assertEquals(Identifier.class, SyntaxLib.datumToSyntax(new Identifier(Symbol.intern("k"), null, -1, -1),
        Symbol.intern("a")).getClass());
  }
}
