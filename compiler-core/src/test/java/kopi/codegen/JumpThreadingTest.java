package kopi.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;

/** A jump to a jump goes straight on when nothing else reaches the second jump. */
class JumpThreadingTest implements Opcodes {

  /**
   * start: iload 0; ifeq exit; [iload 0; iflt latch or other;] goto latch; exit: return; latch:
   * [other:] goto start -- a loop with one tail call, or two, the second through its own label at
   * the latch's place when {@code otherLabel}.
   */
  private static MethodNode loop(boolean secondTailCall, boolean otherLabel) {
    MethodNode method = new MethodNode(ACC_STATIC, "m", "(I)V", null, null);
    LabelNode start = new LabelNode();
    LabelNode exit = new LabelNode();
    LabelNode latch = new LabelNode();
    LabelNode other = new LabelNode();
    method.instructions.add(start);
    method.instructions.add(new VarInsnNode(ILOAD, 0));
    method.instructions.add(new JumpInsnNode(IFEQ, exit));
    if (secondTailCall) {
      method.instructions.add(new VarInsnNode(ILOAD, 0));
      method.instructions.add(new JumpInsnNode(IFLT, otherLabel ? other : latch));
    }
    method.instructions.add(new JumpInsnNode(GOTO, latch));
    method.instructions.add(exit);
    method.instructions.add(new InsnNode(RETURN));
    method.instructions.add(latch);
    if (otherLabel) {
      method.instructions.add(other);
    }
    method.instructions.add(new JumpInsnNode(GOTO, start));
    return method;
  }

  @Test
  void aLatchWithOneJumpIsThreadedAndRemoved() {
    MethodNode method = loop(false, false);
    LabelNode start = (LabelNode) method.instructions.getFirst();
    JumpThreading.apply(method);
    JumpInsnNode tailCall = (JumpInsnNode) method.instructions.get(3);
    assertEquals(GOTO, tailCall.getOpcode());
    assertSame(start, tailCall.label);
    // The latch's own goto is gone: label, load, ifeq, goto, label, return, label.
    assertEquals(7, method.instructions.size());
  }

  @Test
  void aGotoThatAnotherLabelAlsoNamesStays() {
    // A jump lands on each of the two labels before the latch's goto, so the goto must stay.
    MethodNode method = loop(true, true);
    int before = method.instructions.size();
    JumpThreading.apply(method);
    assertEquals(before, method.instructions.size());
  }

  @Test
  void aLatchThatSeveralJumpsShareStays() {
    MethodNode method = loop(true, false);
    int before = method.instructions.size();
    JumpThreading.apply(method);
    assertEquals(before, method.instructions.size());
  }
}
