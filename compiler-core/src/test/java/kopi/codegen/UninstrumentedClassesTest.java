package kopi.codegen;

import static kopi.codegen.CoreTrees.constant;
import static kopi.codegen.CoreTrees.iff;
import static kopi.codegen.CoreTrees.num;
import static kopi.codegen.CoreTrees.prim;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import kopi.expand.Core;
import kopi.runtime.Continuations;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A module class in which the continuation pass has nothing to do (no call a capture can come
 * through, no {@code TailCall.resolve} to drop), as a small session form's often is, is marked and
 * given its frames in one pass, without the tree and the analysis (start-up, issue 21): its bytes
 * must be the ones the full pass writes.
 */
class UninstrumentedClassesTest {
  private static int counter;

  /** The session form {@code body} compiled (and verified), then stripped to what the code generator wrote. */
  private static byte[] asEmitted(Core body) {
    String name = "test.Form" + (++counter);
    CompiledModule module = Compiled.compile(name, List.of(body), ModuleSource.Kind.SESSION, null);
    Compiled.verifiedLoader(module.classes());
    ClassWriter writer = new ClassWriter(0);
    new ClassReader(module.classes().get(name)).accept(new ClassVisitor(Opcodes.ASM9, writer) {
      @Override
      public FieldVisitor visitField(int access, String field, String descriptor, String signature, Object value) {
        return field.equals(Continuations.MARKER) ? null
            : super.visitField(access, field, descriptor, signature, value);
      }
    }, ClassReader.SKIP_FRAMES);
    return writer.toByteArray();
  }

  private static ContinuationInstrumenter.Census census(byte[] emitted) {
    ContinuationInstrumenter.Census census = new ContinuationInstrumenter.Census(null, Set.of());
    new ClassReader(emitted).accept(census, ClassReader.SKIP_FRAMES);
    return census;
  }

  @Test
  void aFormThatOnlyCallsBuiltinsIsWrittenAsTheFullPassWritesIt() {
    for (Core body : List.of(prim("display", constant("hi")),
        iff(prim("<", num(1), num(2)), prim("display", prim("+", num(1), num(2))), prim("newline")))) {
      byte[] emitted = asEmitted(body);
      ContinuationInstrumenter.Census census = census(emitted);
      assertTrue(census.leavesCodeAsWritten(), "the pass has something to do in " + body);
      assertArrayEquals(ContinuationInstrumenter.instrument(emitted),
          ContinuationInstrumenter.instrument(emitted, census));
    }
  }

  @Test
  void aFormWithACallThatMayCaptureIsInstrumented() {
    // apply may call a procedure that captures: its call is a site.
    byte[] emitted = asEmitted(prim("display", prim("apply", prim("car", prim("list", CoreTrees.builtin("+"))),
        prim("list", num(1)))));
    assertFalse(census(emitted).leavesCodeAsWritten());
  }
}
