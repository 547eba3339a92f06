package kopi.codegen;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Local;
import kopi.ir.CaseLambdaPlan;
import kopi.ir.FunctionPlan;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Emits the procedure class of a lambda or case-lambda used as a value: a final subclass of
 * {@code kopi.runtime.Procedure} whose fields are the captured environment and whose
 * {@code applyK} entries call the lambda's static method in the module class. Only the entries the
 * procedure accepts are overridden; the base class reports arity errors for the others. An entry is
 * also the bridge to a method with primitive parameters or result ({@link Repr}): it unboxes each
 * such argument with the check the method itself would otherwise make, and boxes the result.
 */
final class ClosureEmitter implements Opcodes {
  private static final int MAX_FIXED = 4;

  private final ModuleContext module;
  private final ClassWriter writer = FrameComputingClassWriter.forEmission();
  private final ClassVisitor cw = new CompactCode(writer);
  private final String internalName;
  private final List<Local> environment;

  private ClosureEmitter(ModuleContext module, String closureClass, List<Local> environment) {
    this.module = module;
    this.internalName = ModuleContext.internalName(closureClass);
    this.environment = environment;
  }

  static byte[] emit(ModuleContext module, FunctionPlan function, String sourceFile) {
    ClosureEmitter emitter = new ClosureEmitter(module, function.closureClass(), function.environment());
    Core.Lambda lambda = function.lambda();
    int required = lambda.required().size();
    int max = lambda.rest() != null ? -1 : required + lambda.optionals().size();
    emitter.header(sourceFile, displayName(lambda.name()), required, max);
    int fixedLimit = max < 0 ? MAX_FIXED : Math.min(max, MAX_FIXED);
    for (int count = required; count <= fixedLimit; count++) {
      MethodVisitor mv = emitter.fixedEntry(count);
      emitter.invokeClause(mv, function, count, -1);
      mv.visitInsn(ARETURN);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    if (max < 0 || max > MAX_FIXED) {
      MethodVisitor mv = emitter.arrayEntry();
      Label wrong = new Label();
      emitter.checkAccepts(mv, lambda, wrong);
      emitter.invokeClause(mv, function, -1, 1);
      mv.visitInsn(ARETURN);
      mv.visitLabel(wrong);
      emitter.throwArity(mv);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    return emitter.finish();
  }

  static byte[] emit(ModuleContext module, CaseLambdaPlan plan, String sourceFile) {
    ClosureEmitter emitter = new ClosureEmitter(module, plan.closureClass(), plan.environment());
    int min = Integer.MAX_VALUE;
    int max = 0;
    for (Core.Lambda clause : plan.caseLambda().clauses()) {
      min = Math.min(min, clause.required().size());
      max = clause.rest() != null || max < 0 ? -1 : Math.max(max, clause.required().size() + clause.optionals().size());
    }
    emitter.header(sourceFile, displayName(plan.caseLambda().name()), min == Integer.MAX_VALUE ? 0 : min, max);
    for (int count = 0; count <= MAX_FIXED; count++) {
      FunctionPlan chosen = null;
      for (FunctionPlan clause : plan.clauses()) {
        if (accepts(clause.lambda(), count)) {
          chosen = clause;
          break;
        }
      }
      if (chosen != null) {
        MethodVisitor mv = emitter.fixedEntry(count);
        emitter.invokeClause(mv, chosen, count, -1);
        mv.visitInsn(ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
      }
    }
    // The array entry handles every count, so calls through applyN with few arguments work too.
    MethodVisitor mv = emitter.arrayEntry();
    for (FunctionPlan clause : plan.clauses()) {
      Label next = new Label();
      emitter.checkAccepts(mv, clause.lambda(), next);
      emitter.invokeClause(mv, clause, -1, 1);
      mv.visitInsn(ARETURN);
      mv.visitLabel(next);
    }
    emitter.throwArity(mv);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    return emitter.finish();
  }

  /** The constructor of a shared procedure class: name, minimum and maximum arity, member index. */
  static final String GROUP_CONSTRUCTOR = "(Ljava/lang/String;III)V";

  private static final String GROUP_INDEX = "member";

  /**
   * Emits a procedure class shared by capture-free lambdas (see {@link ClosureGroups}). Each entry
   * switches on the member index; a member gets the code its own class would have had, and a count
   * its own class would not have accepted throws the arity error the base class would have thrown.
   */
  static byte[] emitGroup(ModuleContext module, String groupClass, List<FunctionPlan> members, String sourceFile) {
    ClosureEmitter emitter = new ClosureEmitter(module, groupClass, List.of());
    ClassVisitor cw = emitter.cw;
    String self = emitter.internalName;
    cw.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, self, null, Rt.NAMED_PROCEDURE, null);
    cw.visitSource(sourceFile, null);
    cw.visitField(ACC_PRIVATE | ACC_FINAL, GROUP_INDEX, "I", null, null).visitEnd();
    MethodVisitor init = cw.visitMethod(ACC_PUBLIC, "<init>", GROUP_CONSTRUCTOR, null, null);
    init.visitCode();
    init.visitVarInsn(ALOAD, 0);
    init.visitVarInsn(ALOAD, 1);
    init.visitVarInsn(ILOAD, 2);
    init.visitVarInsn(ILOAD, 3);
    init.visitMethodInsn(INVOKESPECIAL, Rt.NAMED_PROCEDURE, "<init>", "(Ljava/lang/String;II)V", false);
    init.visitVarInsn(ALOAD, 0);
    init.visitVarInsn(ILOAD, 4);
    init.visitFieldInsn(PUTFIELD, self, GROUP_INDEX, "I");
    init.visitInsn(RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();
    for (int count = 0; count <= MAX_FIXED; count++) {
      MethodVisitor mv = emitter.fixedEntry(count);
      Label[] cases = emitter.memberSwitch(mv, members.size());
      for (int i = 0; i < members.size(); i++) {
        mv.visitLabel(cases[i]);
        FunctionPlan member = members.get(i);
        if (accepts(member.lambda(), count)) {
          emitter.invokeClause(mv, member, count, -1);
          mv.visitInsn(ARETURN);
        } else {
          throwArity(mv, count);
        }
      }
      mv.visitLabel(cases[members.size()]);
      throwArity(mv, count);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    MethodVisitor mv = emitter.arrayEntry();
    Label[] cases = emitter.memberSwitch(mv, members.size());
    Label wrong = new Label();
    for (int i = 0; i < members.size(); i++) {
      mv.visitLabel(cases[i]);
      FunctionPlan member = members.get(i);
      emitter.checkAccepts(mv, member.lambda(), wrong);
      emitter.invokeClause(mv, member, -1, 1);
      mv.visitInsn(ARETURN);
    }
    mv.visitLabel(cases[members.size()]);
    mv.visitLabel(wrong);
    emitter.throwArity(mv);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    return emitter.finish();
  }

  /** Switches on the member index; returns one label per member and a last one for the default. */
  private Label[] memberSwitch(MethodVisitor mv, int size) {
    Label[] labels = new Label[size + 1];
    for (int i = 0; i <= size; i++) {
      labels[i] = new Label();
    }
    mv.visitVarInsn(ALOAD, 0);
    mv.visitFieldInsn(GETFIELD, internalName, GROUP_INDEX, "I");
    mv.visitTableSwitchInsn(0, size - 1, labels[size], java.util.Arrays.copyOf(labels, size));
    return labels;
  }

  private static void throwArity(MethodVisitor mv, int count) {
    mv.visitVarInsn(ALOAD, 0);
    mv.visitLdcInsn(count);
    mv.visitMethodInsn(INVOKEVIRTUAL, Rt.PROCEDURE, "arityError", "(I)L" + Rt.SCHEME_ERROR + ";", false);
    mv.visitInsn(ATHROW);
  }

  private static boolean accepts(Core.Lambda lambda, int count) {
    int required = lambda.required().size();
    return count >= required && (lambda.rest() != null || count <= required + lambda.optionals().size());
  }

  private static String displayName(String name) {
    return name;
  }

  private void header(String sourceFile, String name, int min, int max) {
    cw.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, internalName, null, Rt.PROCEDURE, null);
    cw.visitSource(sourceFile, null);
    StringBuilder descriptor = new StringBuilder("(");
    for (int i = 0; i < environment.size(); i++) {
      String type = module.fieldDescriptor(environment.get(i));
      cw.visitField(ACC_PRIVATE | ACC_FINAL, field(i), type, null, null).visitEnd();
      descriptor.append(type);
    }
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", descriptor.append(")V").toString(), null, null);
    mv.visitCode();
    mv.visitVarInsn(ALOAD, 0);
    mv.visitMethodInsn(INVOKESPECIAL, Rt.PROCEDURE, "<init>", "()V", false);
    for (int i = 0; i < environment.size(); i++) {
      mv.visitVarInsn(ALOAD, 0);
      mv.visitVarInsn(ALOAD, i + 1);
      mv.visitFieldInsn(PUTFIELD, internalName, field(i), module.fieldDescriptor(environment.get(i)));
    }
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    // The name and arity come from constants rather than fields, so that an instance holds only
    // its captured variables; Procedure's defaults (anonymous, any number) need no override.
    if (name != null) {
      constant("name", "()Ljava/lang/String;", name, ARETURN);
    }
    if (min != 0) {
      constant("minArity", "()I", min, IRETURN);
    }
    if (max != -1) {
      constant("maxArity", "()I", max, IRETURN);
    }
  }

  /** A method of the procedure class that returns one constant. */
  private void constant(String method, String descriptor, Object value, int returnInsn) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_FINAL, method, descriptor, null, null);
    mv.visitCode();
    mv.visitLdcInsn(value);
    mv.visitInsn(returnInsn);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private MethodVisitor fixedEntry(int count) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_FINAL, "apply" + count, Rt.genericDescriptor(count), null, null);
    mv.visitCode();
    return mv;
  }

  private MethodVisitor arrayEntry() {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_FINAL, "applyN", "([Ljava/lang/Object;)Ljava/lang/Object;", null,
        null);
    mv.visitCode();
    return mv;
  }

  /** Jumps to {@code wrong} unless the argument array's length suits {@code lambda}. */
  private void checkAccepts(MethodVisitor mv, Core.Lambda lambda, Label wrong) {
    int required = lambda.required().size();
    mv.visitVarInsn(ALOAD, 1);
    mv.visitInsn(ARRAYLENGTH);
    mv.visitLdcInsn(required);
    mv.visitJumpInsn(IF_ICMPLT, wrong);
    if (lambda.rest() == null) {
      mv.visitVarInsn(ALOAD, 1);
      mv.visitInsn(ARRAYLENGTH);
      mv.visitLdcInsn(required + lambda.optionals().size());
      mv.visitJumpInsn(IF_ICMPGT, wrong);
    }
  }

  private void throwArity(MethodVisitor mv) {
    mv.visitVarInsn(ALOAD, 0);
    mv.visitVarInsn(ALOAD, 1);
    mv.visitInsn(ARRAYLENGTH);
    mv.visitMethodInsn(INVOKEVIRTUAL, Rt.PROCEDURE, "arityError", "(I)L" + Rt.SCHEME_ERROR + ";", false);
    mv.visitInsn(ATHROW);
  }

  /**
   * Pushes the environment and the arguments and calls the clause's static method. Arguments come
   * from locals 1..count when {@code count >= 0}, else from the array in local {@code arraySlot}.
   */
  private void invokeClause(MethodVisitor mv, FunctionPlan clause, int count, int arraySlot) {
    for (Local local : clause.environment()) {
      int index = environment.indexOf(local);
      mv.visitVarInsn(ALOAD, 0);
      mv.visitFieldInsn(GETFIELD, internalName, field(index), module.fieldDescriptor(local));
    }
    Core.Lambda lambda = clause.lambda();
    int positional = lambda.required().size() + lambda.optionals().size();
    boolean[] fixnums = module.fixnumParameters(lambda);
    for (int i = 0; i < positional; i++) {
      if (i < fixnums.length && fixnums[i] && (count < 0 || i < count)) {
        // A speculated fixnum parameter takes its argument split: the long, then the object half.
        if (count >= 0) {
          mv.visitVarInsn(ALOAD, i + 1);
        } else {
          loadElement(mv, arraySlot, i);
        }
        FunctionEmitter.splitFixnum(mv);
        continue;
      }
      // A primitive parameter is unboxed here, with the check its procedure's entry would make.
      Repr repr = i < lambda.required().size() ? module.reps.local(lambda.required().get(i)) : Repr.OBJECT;
      String context = (lambda.name() == null ? "lambda" : lambda.name()) + ": argument " + (i + 1);
      if (count >= 0) {
        if (i < count) {
          mv.visitVarInsn(ALOAD, i + 1);
          repr.unboxChecked(mv, context);
        } else {
          pushDefault(mv);
        }
      } else if (i < lambda.required().size()) {
        loadElement(mv, arraySlot, i);
        repr.unboxChecked(mv, context);
      } else {
        Label absent = new Label();
        Label done = new Label();
        mv.visitVarInsn(ALOAD, arraySlot);
        mv.visitInsn(ARRAYLENGTH);
        mv.visitLdcInsn(i);
        mv.visitJumpInsn(IF_ICMPLE, absent);
        loadElement(mv, arraySlot, i);
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(absent);
        pushDefault(mv);
        mv.visitLabel(done);
      }
    }
    if (lambda.rest() != null) {
      if (count >= 0) {
        // Fixed entry: build the rest list from the arguments past the positional ones.
        mv.visitFieldInsn(GETSTATIC, Rt.NIL, "NIL", "L" + Rt.NIL + ";");
        for (int i = count - 1; i >= positional; i--) {
          mv.visitTypeInsn(NEW, Rt.PAIR);
          mv.visitInsn(DUP_X1);
          mv.visitInsn(SWAP);
          mv.visitVarInsn(ALOAD, i + 1);
          mv.visitInsn(SWAP);
          mv.visitMethodInsn(INVOKESPECIAL, Rt.PAIR, "<init>", "(Ljava/lang/Object;Ljava/lang/Object;)V", false);
        }
      } else {
        mv.visitVarInsn(ALOAD, arraySlot);
        mv.visitLdcInsn(positional);
        mv.visitFieldInsn(GETSTATIC, Rt.NIL, "NIL", "L" + Rt.NIL + ";");
        mv.visitMethodInsn(INVOKESTATIC, Rt.PAIR, "listWithTail",
            "([Ljava/lang/Object;ILjava/lang/Object;)Ljava/lang/Object;", false);
      }
    }
    mv.visitMethodInsn(INVOKESTATIC, module.ownerOf(clause), clause.methodName(),
        module.methodDescriptor(clause), false);
    if (module.fixnumResult(lambda)) {
      mv.visitMethodInsn(INVOKESTATIC, Rt.FIXNUMS, "resultObject", "(J)Ljava/lang/Object;", false);
    } else {
      module.reps.result(lambda).box(mv);
    }
  }

  private static void loadElement(MethodVisitor mv, int arraySlot, int index) {
    mv.visitVarInsn(ALOAD, arraySlot);
    mv.visitLdcInsn(index);
    mv.visitInsn(AALOAD);
  }

  private static void pushDefault(MethodVisitor mv) {
    mv.visitFieldInsn(GETSTATIC, Rt.DEFAULT_OBJECT, "VALUE", "L" + Rt.DEFAULT_OBJECT + ";");
  }

  private static String field(int index) {
    return "env" + index;
  }

  private byte[] finish() {
    cw.visitEnd();
    return writer.toByteArray();
  }
}
