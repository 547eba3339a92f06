package kopi.codegen;

import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Writes the emitters' instructions in their shortest form, on the way to the class writer:
 * an {@code int} constant becomes {@code iconst_N}, {@code bipush} or {@code sipush} instead of
 * {@code ldc}, a {@code long} or {@code double} 0 or 1 its {@code lconst}/{@code dconst}, and the
 * unspecified value fetched only to be dropped ({@code getstatic Unspecified.VALUE; pop}, what a
 * setter in statement position leaves) disappears.
 *
 * <p>A string constant longer than the class file can hold (a constant-pool string is at most
 * 65,535 bytes of modified UTF-8: a long string literal, the digits of a huge integer, a long symbol
 * name) is pushed as a {@code StringBuilder} of chunks that fit, interned, so that it is still one
 * object wherever it appears, as an {@code ldc} string is.
 *
 * <p>The emitters stay simple (they push every constant with {@code ldc}), and the size matters
 * beyond the class file: HotSpot inlines a hot method only when its bytecode is under 325 bytes
 * ({@code FreqInlineSize}), so a typed recursive procedure such as the n-queens search is inlined
 * into itself only when its code is compact.
 */
final class CompactCode extends ClassVisitor {
  /** The most bytes of modified UTF-8 a constant-pool string may have. */
  static final int MAX_CONSTANT_BYTES = 65_535;

  /** Characters per chunk of a long string: each takes at most 3 bytes of modified UTF-8. */
  private static final int CHUNK_CHARS = MAX_CONSTANT_BYTES / 3;

  /** Whether {@code text} fits one constant-pool string (modified UTF-8: NUL and above U+07FF take 2 and 3 bytes). */
  static boolean fitsConstantPool(String text) {
    if (text.length() <= CHUNK_CHARS) {
      return true;
    }
    if (text.length() > MAX_CONSTANT_BYTES) {
      return false;
    }
    int bytes = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      bytes += c >= 1 && c <= 0x7f ? 1 : c <= 0x7ff ? 2 : 3;
    }
    return bytes <= MAX_CONSTANT_BYTES;
  }

  CompactCode(ClassVisitor next) {
    super(Opcodes.ASM9, next);
  }

  @Override
  public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
    return new Method(super.visitMethod(access, name, descriptor, signature, exceptions));
  }

  /** The per-method rewriting; a held {@code getstatic Unspecified.VALUE} waits for a {@code pop}. */
  static final class Method extends MethodVisitor implements Opcodes {
    private boolean heldUnspecified;

    Method(MethodVisitor next) {
      super(Opcodes.ASM9, next);
    }

    private void flush() {
      if (heldUnspecified) {
        heldUnspecified = false;
        super.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
      }
    }

    @Override
    public void visitLdcInsn(Object value) {
      flush();
      if (value instanceof Integer i) {
        int v = i;
        if (v >= -1 && v <= 5) {
          super.visitInsn(ICONST_0 + v);
        } else if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
          super.visitIntInsn(BIPUSH, v);
        } else if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
          super.visitIntInsn(SIPUSH, v);
        } else {
          super.visitLdcInsn(value);
        }
      } else if (value instanceof String text && !fitsConstantPool(text)) {
        pushLongString(text);
      } else if (value instanceof Long l && (l == 0L || l == 1L)) {
        super.visitInsn(LCONST_0 + (int) (long) l);
      } else if (value instanceof Double d && (d == 0.0 || d == 1.0)
          && Double.doubleToRawLongBits(d) != Double.doubleToRawLongBits(-0.0)) {
        super.visitInsn(DCONST_0 + (int) (double) d);
      } else {
        super.visitLdcInsn(value);
      }
    }

    private void pushLongString(String text) {
      super.visitTypeInsn(NEW, "java/lang/StringBuilder");
      super.visitInsn(DUP);
      super.visitLdcInsn(text.length());
      super.visitMethodInsn(INVOKESPECIAL, "java/lang/StringBuilder", "<init>", "(I)V", false);
      for (int from = 0; from < text.length(); from += CHUNK_CHARS) {
        super.visitLdcInsn(text.substring(from, Math.min(text.length(), from + CHUNK_CHARS)));
        super.visitMethodInsn(INVOKEVIRTUAL, "java/lang/StringBuilder", "append",
            "(Ljava/lang/String;)Ljava/lang/StringBuilder;", false);
      }
      super.visitMethodInsn(INVOKEVIRTUAL, "java/lang/StringBuilder", "toString", "()Ljava/lang/String;", false);
      super.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "intern", "()Ljava/lang/String;", false);
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
      flush();
      if (opcode == GETSTATIC && owner.equals(Rt.UNSPECIFIED) && name.equals("VALUE")) {
        heldUnspecified = true;
      } else {
        super.visitFieldInsn(opcode, owner, name, descriptor);
      }
    }

    @Override
    public void visitInsn(int opcode) {
      if (heldUnspecified && opcode == POP) {
        heldUnspecified = false;
        return;
      }
      flush();
      super.visitInsn(opcode);
    }

    @Override
    public void visitIntInsn(int opcode, int operand) {
      flush();
      super.visitIntInsn(opcode, operand);
    }

    @Override
    public void visitVarInsn(int opcode, int varIndex) {
      flush();
      super.visitVarInsn(opcode, varIndex);
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
      flush();
      super.visitTypeInsn(opcode, type);
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
      flush();
      super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
      flush();
      super.visitInvokeDynamicInsn(name, descriptor, bootstrap, arguments);
    }

    @Override
    public void visitJumpInsn(int opcode, Label label) {
      flush();
      super.visitJumpInsn(opcode, label);
    }

    @Override
    public void visitLabel(Label label) {
      flush();
      super.visitLabel(label);
    }

    @Override
    public void visitIincInsn(int varIndex, int increment) {
      flush();
      super.visitIincInsn(varIndex, increment);
    }

    @Override
    public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
      flush();
      super.visitTableSwitchInsn(min, max, dflt, labels);
    }

    @Override
    public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
      flush();
      super.visitLookupSwitchInsn(dflt, keys, labels);
    }

    @Override
    public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
      flush();
      super.visitMultiANewArrayInsn(descriptor, numDimensions);
    }

    @Override
    public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
      flush();
      super.visitTryCatchBlock(start, end, handler, type);
    }

    @Override
    public void visitLineNumber(int line, Label start) {
      flush();
      super.visitLineNumber(line, start);
    }

    @Override
    public void visitFrame(int type, int numLocal, Object[] local, int numStack, Object[] stack) {
      flush();
      super.visitFrame(type, numLocal, local, numStack, stack);
    }

    @Override
    public void visitMaxs(int maxStack, int maxLocals) {
      flush();
      super.visitMaxs(maxStack, maxLocals);
    }

    @Override
    public void visitEnd() {
      flush();
      super.visitEnd();
    }
  }
}
