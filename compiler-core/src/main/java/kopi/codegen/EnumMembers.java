package kopi.codegen;

import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The members the Java language gives every enum, for a {@code define-enum} class: one
 * {@code public static final} field per constant, made in the class initialiser by a private
 * {@code (String name, int ordinal)} constructor, the {@code $VALUES} array, {@code values()} and
 * {@code valueOf(String)}. With {@code ACC_ENUM} on the class and the fields, Java code, reflection,
 * {@code switch} and {@code EnumSet} treat it as any enum.
 */
final class EnumMembers implements Opcodes {
  private EnumMembers() {}

  static void emit(ClassWriter cw, String self, List<String> constants) {
    String descriptor = "L" + self + ";";
    String arrayDescriptor = "[" + descriptor;
    for (String constant : constants) {
      cw.visitField(ACC_PUBLIC | ACC_STATIC | ACC_FINAL | ACC_ENUM, constant, descriptor, null, null).visitEnd();
    }
    cw.visitField(ACC_PRIVATE | ACC_STATIC | ACC_FINAL | ACC_SYNTHETIC, "$VALUES", arrayDescriptor, null, null)
        .visitEnd();

    MethodVisitor init = cw.visitMethod(ACC_PRIVATE, "<init>", "(Ljava/lang/String;I)V", null, null);
    init.visitCode();
    init.visitVarInsn(ALOAD, 0);
    init.visitVarInsn(ALOAD, 1);
    init.visitVarInsn(ILOAD, 2);
    init.visitMethodInsn(INVOKESPECIAL, "java/lang/Enum", "<init>", "(Ljava/lang/String;I)V", false);
    init.visitInsn(RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();

    MethodVisitor clinit = cw.visitMethod(ACC_STATIC, "<clinit>", "()V", null, null);
    clinit.visitCode();
    for (int i = 0; i < constants.size(); i++) {
      clinit.visitTypeInsn(NEW, self);
      clinit.visitInsn(DUP);
      clinit.visitLdcInsn(constants.get(i));
      clinit.visitLdcInsn(i);
      clinit.visitMethodInsn(INVOKESPECIAL, self, "<init>", "(Ljava/lang/String;I)V", false);
      clinit.visitFieldInsn(PUTSTATIC, self, constants.get(i), descriptor);
    }
    clinit.visitLdcInsn(constants.size());
    clinit.visitTypeInsn(ANEWARRAY, self);
    for (int i = 0; i < constants.size(); i++) {
      clinit.visitInsn(DUP);
      clinit.visitLdcInsn(i);
      clinit.visitFieldInsn(GETSTATIC, self, constants.get(i), descriptor);
      clinit.visitInsn(AASTORE);
    }
    clinit.visitFieldInsn(PUTSTATIC, self, "$VALUES", arrayDescriptor);
    clinit.visitInsn(RETURN);
    clinit.visitMaxs(0, 0);
    clinit.visitEnd();

    MethodVisitor values = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "values", "()" + arrayDescriptor, null, null);
    values.visitCode();
    values.visitFieldInsn(GETSTATIC, self, "$VALUES", arrayDescriptor);
    values.visitMethodInsn(INVOKEVIRTUAL, arrayDescriptor, "clone", "()Ljava/lang/Object;", false);
    values.visitTypeInsn(CHECKCAST, arrayDescriptor);
    values.visitInsn(ARETURN);
    values.visitMaxs(0, 0);
    values.visitEnd();

    MethodVisitor valueOf = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "valueOf", "(Ljava/lang/String;)" + descriptor,
        null, null);
    valueOf.visitCode();
    valueOf.visitLdcInsn(Type.getObjectType(self));
    valueOf.visitVarInsn(ALOAD, 0);
    valueOf.visitMethodInsn(INVOKESTATIC, "java/lang/Enum", "valueOf",
        "(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;", false);
    valueOf.visitTypeInsn(CHECKCAST, self);
    valueOf.visitInsn(ARETURN);
    valueOf.visitMaxs(0, 0);
    valueOf.visitEnd();
  }
}
