package kopi.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import kopi.session.CompileOptions;
import kopi.session.CompiledProgram;
import kopi.session.ProgramCompiler;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * The generated code is written compactly ({@link CompactCode}): no {@code ldc} for a constant a
 * shorter instruction pushes, no unspecified value fetched only to be dropped, and so the typed
 * n-queens search stays under HotSpot's 325-byte limit for inlining a hot method into itself.
 */
class CompactCodeTest {
  private static final String PROGRAM = """
      (define (place-queens (row ::int) (n ::int) (columns ::bytevector) (rising ::bytevector)
                            (falling ::bytevector)) ::int
        (if (= row n)
            1
            (let loop ((column ::int 0) (total ::int 0))
              (if (= column n)
                  total
                  (let ((up ::int (+ row column)) (down ::int (+ (- row column) n -1)))
                    (if (and (= 0 (bytevector-u8-ref columns column))
                             (= 0 (bytevector-u8-ref rising up))
                             (= 0 (bytevector-u8-ref falling down)))
                        (begin
                          (bytevector-u8-set! columns column 1)
                          (bytevector-u8-set! rising up 1)
                          (bytevector-u8-set! falling down 1)
                          (let ((found ::int (place-queens (+ row 1) n columns rising falling)))
                            (bytevector-u8-set! columns column 0)
                            (bytevector-u8-set! rising up 0)
                            (bytevector-u8-set! falling down 0)
                            (loop (+ column 1) (+ total found))))
                        (loop (+ column 1) total)))))))
      (define big 100000)
      (display (list 7 -1 200 40000 big 0.0 1.0 -0.0 2.5))
      """;

  private static List<ClassNode> classes() {
    CompiledProgram program = new ProgramCompiler().compile(PROGRAM, "compact.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> "diagnostics: " + program.diagnostics());
    List<ClassNode> nodes = new ArrayList<>();
    for (byte[] bytes : program.classes().values()) {
      ClassNode node = new ClassNode();
      new ClassReader(bytes).accept(node, 0);
      nodes.add(node);
    }
    return nodes;
  }

  @Test
  void smallConstantsUseShortInstructions() {
    List<String> found = new ArrayList<>();
    for (ClassNode node : classes()) {
      for (MethodNode method : node.methods) {
        for (AbstractInsnNode instruction : method.instructions) {
          if (instruction instanceof LdcInsnNode ldc && (ldc.cst instanceof Integer i && i >= Short.MIN_VALUE
              && i <= Short.MAX_VALUE
              || ldc.cst instanceof Double d && (d == 1.0 || Double.doubleToRawLongBits(d) == 0))) {
            found.add(node.name + "." + method.name + ": ldc " + ldc.cst);
          }
        }
      }
    }
    assertEquals(List.of(), found);
  }

  @Test
  void unspecifiedValuesInStatementPositionAreNotFetched() {
    for (ClassNode node : classes()) {
      for (MethodNode method : node.methods) {
        for (AbstractInsnNode instruction : method.instructions) {
          if (instruction instanceof FieldInsnNode field && field.name.equals("VALUE")
              && field.owner.equals("kopi/runtime/Unspecified")) {
            AbstractInsnNode next = instruction.getNext();
            assertTrue(next == null || next.getOpcode() != Opcodes.POP, node.name + "." + method.name);
          }
        }
      }
    }
  }

  @Test
  void typedRecursiveSearchFitsTheInliningLimit() {
    for (ClassNode node : classes()) {
      for (MethodNode method : node.methods) {
        if (method.name.startsWith("place-queens$") && !method.name.contains("$r")) {
          int size = codeLength(method);
          assertTrue(size < 325, "place-queens is " + size + " bytes of bytecode");
          return;
        }
      }
    }
    throw new AssertionError("no place-queens method");
  }

  /** The bytecode length of one method: it is written alone into a class file and read back. */
  private static int codeLength(MethodNode method) {
    ClassNode single = new ClassNode();
    single.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, "Single", null, "java/lang/Object", null);
    single.methods.add(method);
    ClassWriter writer = new ClassWriter(0);
    single.accept(writer);
    ClassReader reader = new ClassReader(writer.toByteArray());
    // No interfaces and no fields: after the access flags, this and super classes and the three
    // counts comes the one method: access, name, descriptor, attribute count, then its attributes.
    int offset = reader.header + 12;
    int attributes = reader.readUnsignedShort(offset + 6);
    offset += 8;
    char[] buffer = new char[reader.getMaxStringLength()];
    for (int i = 0; i < attributes; i++) {
      String name = reader.readUTF8(offset, buffer);
      int length = reader.readInt(offset + 2);
      if (name.equals("Code")) {
        return reader.readInt(offset + 10);
      }
      offset += 6 + length;
    }
    throw new AssertionError("no Code attribute");
  }
}
