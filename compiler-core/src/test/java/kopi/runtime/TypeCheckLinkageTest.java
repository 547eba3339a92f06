package kopi.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * The classes a program's first typed call runs hold no {@code invokedynamic}: a lambda, a method
 * reference or a string concatenation there would link {@code java.lang.invoke} at that call,
 * several milliseconds inside the program's run (issue 21: 7 ms of {@code interop-typed}'s loop).
 */
class TypeCheckLinkageTest {
  @Test
  void typeChecksLinkNoInvokeDynamic() throws IOException {
    List<String> found = new ArrayList<>();
    for (String name : List.of("TypeCheck", "TypeCheck$Test", "TypeCheck$Test$Kind")) {
      ClassNode type = new ClassNode();
      try (InputStream in = TypeCheck.class.getResourceAsStream(name + ".class")) {
        new ClassReader(in.readAllBytes()).accept(type, ClassReader.SKIP_FRAMES);
      }
      for (MethodNode method : type.methods) {
        for (AbstractInsnNode instruction : method.instructions) {
          if (instruction.getOpcode() == Opcodes.INVOKEDYNAMIC) {
            found.add(name + "." + method.name);
          }
        }
      }
    }
    assertEquals(List.of(), found, "invokedynamic in the type checks");
  }

  @Test
  void theTestsStillTellTypesApart() {
    assertTrue(TypeCheck.accepts(5L, "int"));
    assertFalse(TypeCheck.accepts(1L << 40, "int"));
    assertTrue(TypeCheck.accepts(new java.util.ArrayList<>(), "java.util.List"));
    assertFalse(TypeCheck.accepts("x", "java.util.List"));
    assertTrue(TypeCheck.accepts(new Object[] {1L, 2L}, "vector[int]"));
    assertFalse(TypeCheck.accepts(new Object[] {1L, "two"}, "vector[int]"));
    assertTrue(TypeCheck.accepts("anything", "no.such.Type"));
    assertFalse(TypeCheck.isKnownName("no.such.Type"));
    assertTrue(TypeCheck.isKnownName("java.util.List"));
  }
}
