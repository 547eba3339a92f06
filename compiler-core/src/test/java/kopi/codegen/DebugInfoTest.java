package kopi.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import kopi.ir.ClosureConversion;
import kopi.session.CompileOptions;
import kopi.session.CompiledProgram;
import kopi.session.ProgramCompiler;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.MethodNode;

/** What generated classes keep for a debugger ({@link DebugInfo}), read back from the class files. */
class DebugInfoTest {
  private static final String PROGRAM = """
      (define (bump! x)
        (let ((y (* x 2)))
          (set! x (+ x 1))
          y))
      (define (sum lst)
        (let loop ((l lst) (acc 0))
          (if (null? l)
              acc
              (loop (cdr l) (+ acc (car l))))))
      (define (make-counter start)
        (let ((count start))
          (lambda ()
            (set! count (+ count 1))
            count)))
      (display (list (bump! 1) (sum '(1 2)) ((make-counter 0))))
      """;

  private static ClassNode moduleClass() {
    CompiledProgram program = new ProgramCompiler().compile(PROGRAM, "debug.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> program.diagnostics().toString());
    Compiled.verifiedLoader(program.classes());
    ClassNode node = new ClassNode();
    new ClassReader(program.classes().get(program.mainClass())).accept(node, 0);
    return node;
  }

  private static MethodNode method(ClassNode node, String schemeName) {
    return node.methods.stream()
        .filter(m -> schemeName
            .equals(DebugInfo.procedureName(m.name, (m.access & org.objectweb.asm.Opcodes.ACC_PUBLIC) != 0)))
        .findFirst().orElseThrow(() -> new AssertionError("no method for " + schemeName));
  }

  private static List<String> variables(MethodNode method) {
    List<String> names = new ArrayList<>();
    for (LocalVariableNode variable : method.localVariables) {
      boolean boxed = DebugInfo.BOX_SIGNATURE.equals(variable.signature);
      names.add(DebugInfo.demangle(variable.name) + (boxed ? " (box)" : "") + " " + variable.desc);
    }
    return names;
  }

  @Test
  void localsAreNamedByTheirSchemeNamesAndBoxesAreMarked() {
    ClassNode node = moduleClass();
    assertEquals(List.of("x Ljava/lang/Object;", "x (box) [Ljava/lang/Object;", "y Ljava/lang/Object;"),
        variables(method(node, "bump!")));
    // acc counts, so it is a speculated fixnum (FixnumLoops): the table names its long half.
    assertEquals(List.of("lst Ljava/lang/Object;", "l Ljava/lang/Object;", "acc J"),
        variables(method(node, "sum")));
    // The closure's captured variable is its environment parameter: the box it shares.
    assertEquals(List.of("count (box) [Ljava/lang/Object;"), variables(method(node, "lambda")));
  }

  @Test
  void everyStatementStartsALine() {
    MethodNode lambda = method(moduleClass(), "lambda");
    List<Integer> lines = new ArrayList<>();
    for (var insn : lambda.instructions) {
      if (insn instanceof LineNumberNode line) {
        lines.add(line.line);
      }
    }
    // The body's last statement, a bare variable, has a line of its own.
    assertEquals(List.of(12, 13, 14), lines);
  }

  @Test
  void namesRoundTripThroughMangling() {
    for (String name : List.of("bump!", "list->string", "a.b", "x$y", "<thing>", "a/b;c[d]", "lambda")) {
      assertEquals(name, DebugInfo.demangle(ClosureConversion.mangle(name)));
      assertEquals(name, DebugInfo.procedureName(ClosureConversion.mangle(name) + "$12", true));
    }
    assertNull(DebugInfo.demangle("$columns"));
    assertNull(DebugInfo.procedureName("form$3", false));
    assertNull(DebugInfo.procedureName("fact", true));
  }
}
