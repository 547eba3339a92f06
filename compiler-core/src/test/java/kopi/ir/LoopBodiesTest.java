package kopi.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandResult;
import kopi.expand.Expander;
import org.junit.jupiter.api.Test;

/**
 * Which loop bodies get a method of their own ({@link LoopBodies}): the large bodies of loops
 * that have a method, when outlining them changes nothing the program sees and costs no box.
 */
class LoopBodiesTest {
  /** A body of well over {@link LoopBodies#LARGE} nodes, reading {@code row}; {@code %s} is one more statement. */
  private static final String BODY = """
      (cond ((null? row) (display 0))
            ((symbol? row) (display (string-length (symbol->string row))))
            ((string? row) (display (string-length row)))
            ((vector? row) (display (vector-length row)))
            ((char? row) (display (char->integer row)))
            ((number? row) (display (if (exact? row) row (exact (round row)))))
            (else (display (length row))))
      %s
      """;

  /** A loop that is an operand (so it has a method), over {@code rows}, running {@code body} on each {@code row}. */
  private static String loop(String binding, String body) {
    return "(define (sizes rows)\n  (list (let loop ((rest rows))\n    (if (pair? rest)\n      (let ((row " + binding
        + "))\n        " + body + "\n        (loop (cdr rest)))))))\n";
  }

  /** The names of the methods the plan gives the module's loop bodies. */
  private static List<String> bodies(String program) {
    return bodyPlans(program).stream().map(FunctionPlan::methodName).sorted().toList();
  }

  /** The plans of the module's loop bodies. */
  private static List<FunctionPlan> bodyPlans(String program) {
    ModulePlan plan = plan(program);
    return plan.functions().values().stream()
        .filter(function -> function.methodName().endsWith(kopi.runtime.Backtrace.LOOP_BODY)).toList();
  }

  private static ModulePlan plan(String program) {
    String owner = "test.loops";
    ExpandResult result = new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY)
        .expand(kopi.expand.ExpandRequest.program(program, null, owner));
    assertFalse(result.hasErrors(), () -> result.diagnostics().toString());
    return ClosureConversion.plan(owner, result.modules().get(result.modules().size() - 1).body(), false);
  }

  /** The body of the module's one outlined loop: its parameters, then {@code |}, then what it captures. */
  private static List<String> variables(String program) {
    List<FunctionPlan> plans = bodyPlans(program);
    assertEquals(1, plans.size());
    List<String> names = new java.util.ArrayList<>();
    plans.get(0).lambda().required().forEach(local -> names.add(local.name()));
    names.add("|");
    plans.get(0).environment().forEach(local -> names.add(local.name()));
    return names;
  }

  @Test
  void aLargeBodyOfALoopWithAMethodGetsOneToo() {
    assertEquals(List.of("loop$3$b"), bodies(loop("(car rest)", BODY.formatted(""))));
  }

  @Test
  void theLetsAroundTheStatementsGoWithThemUnlessTheSelfCallReadsTheirVariables() {
    // (let ((row ...)) S (loop (cdr rest))): row is bound in the body's method, rest passed to it.
    assertEquals(List.of("rest", "|"), variables(loop("(car rest)", BODY.formatted(""))));
    // (let ((row ...)) S (loop row)) keeps the let in the loop: the body takes row.
    String program = loop("(car rest)", BODY.formatted("")).replace("(loop (cdr rest))", "(loop (cdr row))");
    assertEquals(List.of("row", "|"), variables(program));
  }

  @Test
  void anAssignedVariableIsCapturedAndAKnownProcedureStaysKnown() {
    // total is assigned (before the loop), so the body reads it where it is, through its box; the
    // local procedure show is called directly from the body as from the loop, with no object.
    String program = loop("(car rest)", BODY.formatted("(show total)")).replace("(define (sizes rows)\n",
        "(define (sizes rows)\n  (define total 0)\n  (define (show x) (display (list x rows)))\n  (set! total 5)\n");
    assertEquals(List.of("rest", "|", "total", "rows"), variables(program));
    ModulePlan plan = plan(program);
    assertTrue(plan.functions().values().stream().filter(function -> function.methodName().startsWith("show$"))
        .noneMatch(FunctionPlan::needsObject));
  }

  @Test
  void aVariableThatMayHaveNoValueYetIsCaptured() {
    // The loop runs in the initial value of a, before b has one: passing b would read it every
    // iteration, where the statements read it only when they get to it (and then fail as they should).
    String program = "(define (late rows)\n  (define a (list (let loop ((rest rows))\n    (if (pair? rest)\n"
        + "      (let ((row (car rest)))\n        " + BODY.formatted("(display b)")
        + "\n        (loop (cdr rest)))))))\n"
        + "  (define b 5)\n  (list a b))\n";
    assertEquals(List.of("rest", "|", "b"), variables(program));
  }

  @Test
  void noStatementIsATailCallOfTheBodysProcedure() {
    // In the loop (f row) is no tail call; in the body's method it must not become one, which would
    // bounce (an unknown procedure) and drop the frame.
    String program = loop("(car rest)", BODY.formatted("(f row)")).replace("(define (sizes rows)",
        "(define (sizes rows f)");
    ModulePlan plan = plan(program);
    FunctionPlan body = plan.functions().values().stream()
        .filter(function -> function.methodName().endsWith(kopi.runtime.Backtrace.LOOP_BODY)).findFirst().orElseThrow();
    List<kopi.expand.Core.Call> tails = new java.util.ArrayList<>();
    collectTailCalls(body.lambda().body(), plan, tails);
    assertEquals(List.of(), tails);
  }

  private static void collectTailCalls(kopi.expand.Core node, ModulePlan plan, List<kopi.expand.Core.Call> out) {
    if (node instanceof kopi.expand.Core.Call call && plan.analysis().tailCalls().contains(call)) {
      out.add(call);
    }
    kopi.analysis.CoreWalker.forEachChild(node, child -> collectTailCalls(child, plan, out));
  }

  @Test
  void aSmallBodyStaysInItsLoop() {
    assertEquals(List.of(), bodies(loop("(car rest)", "(display (length row))")));
  }

  @Test
  void aLoopJoinedToItsProcedureKeepsItsBody() {
    // Entered in tail position, the loop is inline (kopi.analysis.InlineLoops): no method to leave.
    String program = loop("(car rest)", BODY.formatted("")).replace("(list (let loop", "(begin (let loop");
    assertEquals(List.of(), bodies(program));
  }

  @Test
  void aBodyThatAssignsAVariableOfTheLoopStaysInIt() {
    // Outlined, the assigned variable would be captured and assigned: a box.
    assertEquals(List.of(), bodies(loop("(car rest)", BODY.formatted("(set! rest (cdr rest))"))));
    // Its own variables it may assign.
    assertEquals(List.of("loop$3$b"), bodies(loop("(car rest)", BODY.formatted("(let ((n 0)) (set! n 1) n)"))));
  }

  @Test
  void aTypedVariableIsPassedAsAParameterOfItsType() {
    String program = loop("(car rest)", BODY.formatted("(display width)"))
        .replace("(define (sizes rows)", "(define (sizes rows (width ::int))");
    List<FunctionPlan> plans = bodyPlans(program);
    assertEquals(List.of("int"), plans.get(0).lambda().required().stream()
        .filter(local -> local.name().equals("width")).map(kopi.expand.Local::declaredType).toList());
    // Assigned, it would be captured, as an object: the body stays in the loop.
    String assigned = program.replace("(list (let loop", "(set! width 3)\n  (list (let loop");
    assertEquals(List.of(), bodies(assigned));
  }

  @Test
  void aBodyThatMentionsItsLoopStaysInIt() {
    assertEquals(List.of(), bodies(loop("(car rest)", BODY.formatted("(if (null? row) (loop '()))"))));
  }

  @Test
  void bodiesOfNestedLoopsEachGetAMethod() {
    String inner = "(let scan ((cells row))\n (if (pair? cells)\n (let ((row (car cells)))\n "
        + BODY.formatted("") + "\n (scan (cdr cells)))))";
    List<String> found = bodies(loop("(car rest)", BODY.formatted("(list " + inner + ")")));
    assertEquals(2, found.size(), found::toString);
  }
}
