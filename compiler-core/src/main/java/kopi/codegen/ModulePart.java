package kopi.codegen;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * One class that a module's code is written into, with what each class must own because a class
 * refers to it through its own constant pool: the module's constants used by that code, the
 * builtin procedures it uses as values, and its table of call-site columns. A module is one part
 * (the module class itself) unless its code needs more constant-pool entries than one JVM class
 * holds; it is then split over several part classes (see {@link ModuleCompiler}).
 */
final class ModulePart implements Opcodes {
  /** The internal name of the class this part is written into. */
  final String internalName;
  final ConstantEmitter constants;
  /** Builtin name → field holding its procedure object, for builtins used as values. */
  private final Map<String, String> builtinFields = new LinkedHashMap<>();
  /** The columns of the instructions that may fail, by line, for {@link SiteColumns#FIELD}. */
  final SiteColumns callSites = new SiteColumns();

  ModulePart(String internalName) {
    this.internalName = internalName;
    this.constants = new ConstantEmitter(internalName);
  }

  /** The field caching the procedure object of builtin {@code name}. */
  String builtinField(String name) {
    return builtinFields.computeIfAbsent(name, key -> "builtin$" + kopi.ir.ClosureConversion.mangle(key));
  }

  /**
   * Writes what the part owns into its class: the static initializer that builds the constants and
   * looks the builtins up, their fields, and the column table. Call after all code of the part is
   * written.
   */
  void finish(ClassVisitor cw) {
    org.objectweb.asm.tree.InsnList building = constants.emitInitializer(cw);
    MethodVisitor mv = cw.visitMethod(ACC_STATIC, "<clinit>", "()V", null, null);
    mv.visitCode();
    building.accept(mv);
    for (Map.Entry<String, String> builtin : builtinFields.entrySet()) {
      mv.visitLdcInsn(builtin.getKey());
      mv.visitMethodInsn(INVOKESTATIC, Rt.BUILTINS, "lookup", "(Ljava/lang/String;)L" + Rt.PROCEDURE + ";", false);
      mv.visitFieldInsn(PUTSTATIC, internalName, builtin.getValue(), "L" + Rt.PROCEDURE + ";");
    }
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    for (String field : builtinFields.values()) {
      cw.visitField(ACC_PRIVATE | ACC_STATIC | ACC_FINAL, field, "L" + Rt.PROCEDURE + ";", null, null).visitEnd();
    }
    constants.declareFields(cw);
    // A ConstantValue attribute: the JVM sets the field when it links the class, no code runs.
    List<String> columns = callSites.encode();
    for (int part = 0; part < columns.size(); part++) {
      cw.visitField(ACC_PUBLIC | ACC_STATIC | ACC_FINAL, SiteColumns.field(part), "Ljava/lang/String;", null,
          columns.get(part)).visitEnd();
    }
  }
}
