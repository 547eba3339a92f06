package kopi.codegen;

import java.util.IdentityHashMap;
import java.util.Map;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;

/**
 * A bytecode pass that sends a {@code goto} straight to where the {@code goto} it jumps to goes,
 * when that second {@code goto} is reached in no other way: no other jump, switch or handler names
 * its label and the instruction before it never falls through. The second {@code goto} is then
 * unreachable and removed. A loop's tail call jumps to the loop's latch, which jumps to the loop's
 * start ({@link FunctionEmitter}: the JIT then sees one back edge however many tail calls the loop
 * has); with a single tail call the latch is only a second jump, which the interpreter runs on
 * every iteration until the method is compiled. A latch that several tail calls share is kept.
 */
final class JumpThreading implements Opcodes {
  private JumpThreading() {}

  /** Threads the jumps of {@code method} in place. */
  static void apply(MethodNode method) {
    Map<LabelNode, Integer> references = new IdentityHashMap<>();
    for (AbstractInsnNode insn = method.instructions.getFirst(); insn != null; insn = insn.getNext()) {
      if (insn instanceof JumpInsnNode jump) {
        references.merge(jump.label, 1, Integer::sum);
      } else if (insn instanceof TableSwitchInsnNode table) {
        count(references, table.dflt);
        table.labels.forEach(label -> count(references, label));
      } else if (insn instanceof LookupSwitchInsnNode lookup) {
        count(references, lookup.dflt);
        lookup.labels.forEach(label -> count(references, label));
      }
    }
    if (method.tryCatchBlocks != null) {
      for (TryCatchBlockNode block : method.tryCatchBlocks) {
        // A handler is entered by the JVM, not by a jump: never remove its code.
        references.merge(block.handler, 2, Integer::sum);
      }
    }
    for (AbstractInsnNode insn = method.instructions.getFirst(); insn != null; insn = insn.getNext()) {
      if (!(insn instanceof JumpInsnNode jump) || jump.getOpcode() != GOTO) {
        continue;
      }
      AbstractInsnNode next = ContinuationInstrumenter.next(jump.label);
      if (next instanceof JumpInsnNode second && second != jump && second.getOpcode() == GOTO
          && second.label != jump.label && reachedOnlyBy(jump, second, references)
          && neverFallsInto(jump.label)) {
        jump.label = second.label;
        references.merge(second.label, 1, Integer::sum);
        method.instructions.remove(second);
        references.merge(second.label, -1, Integer::sum);
      }
    }
  }

  /**
   * Whether {@code jump} is the only jump to its label and no other label stands between that label
   * and {@code second}: removing {@code second} must leave no jump landing after it.
   */
  private static boolean reachedOnlyBy(JumpInsnNode jump, JumpInsnNode second, Map<LabelNode, Integer> references) {
    for (AbstractInsnNode insn = jump.label; insn != second; insn = insn.getNext()) {
      if (insn instanceof LabelNode label && references.getOrDefault(label, 0) != (label == jump.label ? 1 : 0)) {
        return false;
      }
    }
    return true;
  }

  private static void count(Map<LabelNode, Integer> references, LabelNode label) {
    references.merge(label, 1, Integer::sum);
  }

  /** Whether the code before {@code label} ends in a transfer that never continues to it. */
  private static boolean neverFallsInto(LabelNode label) {
    AbstractInsnNode before = ContinuationInstrumenter.previous(label);
    if (before == null) {
      return false;
    }
    int opcode = before.getOpcode();
    return opcode == GOTO || opcode == ATHROW || opcode >= IRETURN && opcode <= RETURN
        || opcode == TABLESWITCH || opcode == LOOKUPSWITCH;
  }
}
