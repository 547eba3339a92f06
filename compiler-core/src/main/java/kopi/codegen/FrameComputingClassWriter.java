package kopi.codegen;

import org.objectweb.asm.ClassWriter;

/**
 * A {@link ClassWriter} that computes stack map frames without loading any class. ASM asks for the
 * common superclass of two types where control flow merges; generated code only ever uses a merged
 * value as an {@code Object} (every value is re-checked with {@code checkcast} before a more
 * specific use), so {@code java/lang/Object} is a correct answer for any two distinct types.
 * Loading user classes here would be wrong anyway: they may not exist yet, or exist in another
 * class loader.
 *
 * <p>The emitters write with {@link #forEmission()}, which computes only the maximum stack and
 * locals: every class they write goes through {@link ContinuationInstrumenter}, which computes the
 * frames once, on the final code. Computing them on the first serialisation too was wasted work (a
 * fifth of the time compiling a large module).
 */
final class FrameComputingClassWriter extends ClassWriter {
  /** A writer that computes frames and maximums: for a class's final bytes. */
  FrameComputingClassWriter() {
    super(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
  }

  private FrameComputingClassWriter(int flags) {
    super(flags);
  }

  /**
   * A writer for the code generator's first serialisation, which {@link ContinuationInstrumenter}
   * reads back: maximums only, no frames.
   */
  static ClassWriter forEmission() {
    return new FrameComputingClassWriter(ClassWriter.COMPUTE_MAXS);
  }

  @Override
  protected String getCommonSuperClass(String first, String second) {
    return first.equals(second) ? first : Rt.OBJECT;
  }
}
