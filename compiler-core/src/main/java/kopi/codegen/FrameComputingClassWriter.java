package kopi.codegen;

import org.objectweb.asm.ClassWriter;

/**
 * A {@link ClassWriter} that computes stack map frames without loading any class. ASM asks for the
 * common superclass of two types where control flow merges; generated code only ever uses a merged
 * value as an {@code Object} (every value is re-checked with {@code checkcast} before a more
 * specific use), so {@code java/lang/Object} is a correct answer for any two distinct types.
 * Loading user classes here would be wrong anyway: they may not exist yet, or exist in another
 * class loader.
 */
final class FrameComputingClassWriter extends ClassWriter {
  FrameComputingClassWriter() {
    super(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
  }

  @Override
  protected String getCommonSuperClass(String first, String second) {
    return first.equals(second) ? first : Rt.OBJECT;
  }
}
