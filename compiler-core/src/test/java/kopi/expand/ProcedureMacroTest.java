package kopi.expand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import org.junit.jupiter.api.Test;

class ProcedureMacroTest {
  private static final ScopeSet USE = ScopeSet.of(7);

  private static Syntax.SList use(String keyword, Syntax... operands) {
    List<Syntax> elements = new java.util.ArrayList<>();
    elements.add(new Syntax.Id(keyword, USE, 0, 10));
    elements.addAll(List.of(operands));
    return new Syntax.SList(elements, null, 0, 10);
  }

  @Test
  void aTransformerThatNeverReturnsIsStoppedAndReported() {
    Procedure forever = new NamedProcedure("forever", 0, -1) {
      @Override
      public Object applyN(Object[] arguments) {
        while (!Thread.currentThread().isInterrupted()) {
          Thread.onSpinWait();
        }
        return Boolean.FALSE;
      }
    };
    ProcedureMacro macro = new ProcedureMacro("spin", forever, 200);
    ExpandError error = assertThrows(ExpandError.class, () -> macro.apply(use("spin"), new BindingTable()));
    assertEquals("spin: the macro's transformer did not finish within 0.2 seconds", error.getMessage());
  }

  @Test
  void theResultIsReadBackWithTheScopesOfTheKeyword() {
    Procedure listOf = new NamedProcedure("list-of", 0, -1) {
      @Override
      public Object applyN(Object[] arguments) {
        return kopi.runtime.Pair.list(kopi.runtime.Symbol.intern("list"), arguments[0]);
      }
    };
    Syntax result = new ProcedureMacro("m", listOf).apply(use("m", new Syntax.Id("x", ScopeSet.of(9), 3, 4)),
        new BindingTable());
    Syntax.SList list = (Syntax.SList) result;
    assertEquals(USE, ((Syntax.Id) list.get(0)).scopes());
    assertEquals(USE, ((Syntax.Id) list.get(1)).scopes());
  }
}
