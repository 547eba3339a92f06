package kopi.codegen;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import kopi.analysis.KnownProcedures;
import kopi.analysis.Type;
import kopi.expand.Core;
import kopi.expand.Global;
import kopi.expand.Local;
import kopi.ir.CaseLambdaPlan;
import kopi.ir.FunctionPlan;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Compiles the code of one static method: a lambda's body or one top-level form. Every expression
 * leaves exactly one value on the operand stack. Calls follow DESIGN.md: builtins are static calls
 * with the exact arity, known procedures are {@code invokestatic}, self tail calls jump to the
 * method start, other tail calls return a {@code TailCall} bounce, and non-tail calls that may
 * bounce are resolved with {@code TailCall.resolve}.
 */
final class FunctionEmitter implements Opcodes {
  private final ModuleContext module;
  private final MethodVisitor mv;
  private final Core.Lambda self;
  private final Map<Local, Integer> slots = new IdentityHashMap<>();
  private int nextSlot;
  private Label loopStart;
  private int[] parameterSlots;
  private int lastLine = -1;

  private FunctionEmitter(ModuleContext module, MethodVisitor mv, Core.Lambda self) {
    this.module = module;
    this.mv = mv;
    this.self = self;
  }

  /** Emits {@code public static Object NAME(env..., params...)} for a lambda. */
  static void emitLambda(ModuleContext module, ClassVisitor cv, FunctionPlan function) {
    MethodVisitor mv = cv.visitMethod(ACC_PUBLIC | ACC_STATIC, function.methodName(),
        module.methodDescriptor(function), null, null);
    mv.visitCode();
    FunctionEmitter emitter = new FunctionEmitter(module, mv, function.lambda());
    emitter.lambdaBody(function);
    mv.visitInsn(ARETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** Emits {@code private static Object NAME()} evaluating one top-level form. */
  static void emitForm(ModuleContext module, ClassVisitor cv, String name, Core form) {
    MethodVisitor mv = cv.visitMethod(ACC_PRIVATE | ACC_STATIC, name, "()" + Rt.OBJECT_DESC, null, null);
    mv.visitCode();
    FunctionEmitter emitter = new FunctionEmitter(module, mv, null);
    emitter.value(form, false);
    mv.visitInsn(ARETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  // ------------------------------------------------------------------------------ lambda bodies

  private void lambdaBody(FunctionPlan function) {
    Core.Lambda lambda = function.lambda();
    for (Local local : function.environment()) {
      slots.put(local, nextSlot++);
    }
    List<Local> parameters = parameters(lambda);
    parameterSlots = new int[parameters.size()];
    for (int i = 0; i < parameters.size(); i++) {
      parameterSlots[i] = nextSlot;
      slots.put(parameters.get(i), nextSlot++);
    }
    line(lambda.start());
    // Self tail calls store new arguments in the parameter slots and jump here, so the defaults
    // and boxes below run again, giving each iteration fresh bindings as a real call would.
    loopStart = new Label();
    mv.visitLabel(loopStart);
    int optionalIndex = 0;
    for (int i = 0; i < parameters.size(); i++) {
      Local parameter = parameters.get(i);
      int slot = parameterSlots[i];
      slots.put(parameter, slot);
      if (i >= lambda.required().size() && optionalIndex < lambda.optionals().size()) {
        Core.OptionalParam optional = lambda.optionals().get(optionalIndex++);
        Label passed = new Label();
        mv.visitVarInsn(ALOAD, slot);
        mv.visitFieldInsn(GETSTATIC, Rt.DEFAULT_OBJECT, "VALUE", "L" + Rt.DEFAULT_OBJECT + ";");
        mv.visitJumpInsn(IF_ACMPNE, passed);
        if (optional.defaultValue() == null) {
          mv.visitFieldInsn(GETSTATIC, "java/lang/Boolean", "FALSE", "Ljava/lang/Boolean;");
        } else {
          value(optional.defaultValue(), false);
        }
        mv.visitVarInsn(ASTORE, slot);
        mv.visitLabel(passed);
      }
      if (parameter != lambda.rest()) {
        typeCheck(lambda, parameter, slot, i + 1);
      }
      if (module.analysis.isBoxed(parameter)) {
        int box = nextSlot++;
        mv.visitVarInsn(ALOAD, slot);
        newBoxHolding();
        mv.visitVarInsn(ASTORE, box);
        slots.put(parameter, box);
      }
    }
    value(lambda.body(), true);
  }

  /**
   * Checks a parameter declared with a type on entry ({@code kopi.runtime.TypeCheck.require}), which
   * raises an error naming the procedure, the position, the type and the value, and may convert the
   * value (an exact number passed to {@code ::double}). Names no class resolves are not checked, as
   * the static checks treat them as unknown.
   */
  private void typeCheck(Core.Lambda lambda, Local parameter, int slot, int position) {
    String type = parameter.declaredType();
    if (type == null || Type.parse(type).isUnknown() || Type.ANY.atoms().equals(Type.parse(type).atoms())) {
      return;
    }
    String special = switch (type) {
      case "int" -> "requireInt";
      case "long" -> "requireLong";
      case "double" -> "requireDouble";
      default -> null;
    };
    mv.visitVarInsn(ALOAD, slot);
    if (special == null) {
      mv.visitLdcInsn(type);
    }
    mv.visitLdcInsn(lambda.name() == null ? "lambda" : lambda.name());
    mv.visitLdcInsn(position);
    mv.visitMethodInsn(INVOKESTATIC, "kopi/runtime/TypeCheck", special == null ? "require" : special,
        special == null ? "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/Object;"
            : "(Ljava/lang/Object;Ljava/lang/String;I)Ljava/lang/Object;", false);
    mv.visitVarInsn(ASTORE, slot);
  }

  static List<Local> parameters(Core.Lambda lambda) {
    List<Local> all = new java.util.ArrayList<>(lambda.required());
    for (Core.OptionalParam optional : lambda.optionals()) {
      all.add(optional.local());
    }
    if (lambda.rest() != null) {
      all.add(lambda.rest());
    }
    return all;
  }

  // ------------------------------------------------------------------------------ expressions

  /** Emits {@code node}, leaving its value on the stack; in tail position a call may leave a bounce. */
  private void value(Core node, boolean tail) {
    if (node instanceof Core.Const c) {
      module.constants.push(mv, c.value(), c.start(), c.end());
    } else if (node instanceof Core.LocalRef ref) {
      loadLocal(ref.local());
    } else if (node instanceof Core.GlobalRef ref) {
      site(ref.start());
      loadGlobal(ref.global(), ref.start(), ref.end());
    } else if (node instanceof Core.LocalSet set) {
      storeLocal(set.local(), set.value());
      pushUnspecified();
    } else if (node instanceof Core.GlobalSet set) {
      value(set.value(), false);
      site(set.start());
      storeGlobal(set.global(), set.start(), set.end());
      pushUnspecified();
    } else if (node instanceof Core.GlobalDefine define) {
      value(define.value(), false);
      storeGlobal(define.global(), define.start(), define.end());
      pushUnspecified();
    } else if (node instanceof Core.If branch) {
      Label otherwise = new Label();
      Label end = new Label();
      branchIfFalse(branch.test(), otherwise);
      value(branch.then(), tail);
      mv.visitJumpInsn(GOTO, end);
      mv.visitLabel(otherwise);
      value(branch.otherwise(), tail);
      mv.visitLabel(end);
    } else if (node instanceof Core.Seq seq) {
      List<Core> body = seq.body();
      for (int i = 0; i < body.size() - 1; i++) {
        value(body.get(i), false);
        mv.visitInsn(POP);
      }
      value(body.get(body.size() - 1), tail);
    } else if (node instanceof Core.Lambda lambda) {
      FunctionPlan function = module.plan.function(lambda);
      ClosureGroups.Slot slot = module.closureGroups.slot(lambda);
      if (slot != null) {
        newGroupMember(slot, lambda);
      } else {
        newClosure(function.closureClass(), function.environment());
      }
    } else if (node instanceof Core.CaseLambda caseLambda) {
      CaseLambdaPlan plan = module.plan.caseLambdas().get(caseLambda);
      newClosure(plan.closureClass(), plan.environment());
    } else if (node instanceof Core.Call call) {
      call(call, tail);
    } else if (node instanceof Core.Let let) {
      for (int i = 0; i < let.locals().size(); i++) {
        Local local = let.locals().get(i);
        if (!module.analysis.knownLocals().containsKey(local)) {
          slots.put(local, nextSlot++);
          value(let.inits().get(i), false);
          if (module.analysis.isBoxed(local)) {
            newBoxHolding();
          }
          mv.visitVarInsn(ASTORE, slots.get(local));
        }
      }
      value(let.body(), tail);
    } else if (node instanceof Core.Letrec letrec) {
      for (Local local : letrec.locals()) {
        if (!module.analysis.knownLocals().containsKey(local)) {
          int slot = nextSlot++;
          slots.put(local, slot);
          if (module.analysis.isBoxed(local)) {
            mv.visitInsn(ICONST_1);
            mv.visitTypeInsn(ANEWARRAY, Rt.OBJECT);
          } else {
            mv.visitInsn(ACONST_NULL);
          }
          mv.visitVarInsn(ASTORE, slot);
        }
      }
      for (int i = 0; i < letrec.locals().size(); i++) {
        Local local = letrec.locals().get(i);
        if (!module.analysis.knownLocals().containsKey(local)) {
          storeLocal(local, letrec.inits().get(i));
        }
      }
      value(letrec.body(), tail);
    } else if (node instanceof Core.DefineClass definition) {
      argumentArray(definition.implementations());
      site(definition.start());
      ClassDefinitionEmitter.emitLink(mv, definition.spec());
      pushUnspecified();
    } else {
      throw new IllegalStateException("unknown core node " + node);
    }
  }

  // ------------------------------------------------------------------------------ tests

  /**
   * Emits {@code test} and jumps to {@code otherwise} when it is false. A test that is a call to a
   * predicate builtin ({@code <}, {@code null?}, {@code not}...) calls a method returning a Java
   * boolean instead, so no {@code Boolean} is produced only to be compared with {@code #f}; the
   * method is the one the builtin itself uses, so the semantics (and error messages) are the same.
   */
  private void branchIfFalse(Core test, Label otherwise) {
    if (test instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref
        && ref.global().isBuiltin()) {
      List<Core> arguments = call.arguments();
      String name = ref.global().name();
      if (name.equals("not") && arguments.size() == 1) {
        Label done = new Label();
        branchIfFalse(arguments.get(0), done);
        mv.visitJumpInsn(GOTO, otherwise);
        mv.visitLabel(done);
        return;
      }
      TestMethod predicate = TestMethod.find(name, arguments.size());
      if (predicate != null) {
        arguments.forEach(argument -> value(argument, false));
        line(call.start());
        predicate.emit(mv);
        mv.visitJumpInsn(IFEQ, otherwise);
        return;
      }
    }
    value(test, false);
    mv.visitFieldInsn(GETSTATIC, "java/lang/Boolean", "FALSE", "Ljava/lang/Boolean;");
    mv.visitJumpInsn(IF_ACMPEQ, otherwise);
  }

  // ------------------------------------------------------------------------------ calls

  private void call(Core.Call call, boolean tail) {
    Core function = call.function();
    List<Core> arguments = call.arguments();
    int count = arguments.size();
    if (function instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && ref.global().name().equals("%java-static")) {
      JavaStaticCall javaCall = JavaStaticCall.find(arguments);
      if (javaCall != null) {
        site(call.start());
        javaCall.emit(mv);
        return;
      }
    }
    if (function instanceof Core.GlobalRef ref && ref.global().isBuiltin()) {
      BuiltinCall direct = BuiltinCall.find(ref.global().name(), count);
      if (direct != null) {
        if (direct.variadic()) {
          argumentArray(arguments);
        } else {
          arguments.forEach(argument -> value(argument, false));
        }
        site(call.start());
        mv.visitMethodInsn(INVOKESTATIC, direct.owner(), direct.method(), direct.descriptor(), false);
        if (direct.mayBounce() && !tail) {
          resolve();
        }
        return;
      }
    }
    Core.Lambda known = knownTarget(function);
    if (known != null && KnownProcedures.isFixedArity(known) && count == known.required().size()) {
      if (tail && known == self) {
        selfTailCall(arguments);
        return;
      }
      // A known global is called directly except in tail position, where it must bounce so that
      // mutual recursion between top-level procedures runs in constant stack. A known local is
      // called directly even in tail position: the analysis allowed that only where it is safe.
      if (!tail || function instanceof Core.LocalRef) {
        FunctionPlan target = module.plan.function(known);
        for (Local local : target.environment()) {
          loadRaw(local);
        }
        arguments.forEach(argument -> value(argument, false));
        site(call.start());
        mv.visitMethodInsn(INVOKESTATIC, module.internalClassName(), target.methodName(),
            module.methodDescriptor(target), false);
        if (!tail) {
          resolve();
        }
        return;
      }
    }
    value(function, false);
    if (tail) {
      if (count <= 4) {
        arguments.forEach(argument -> value(argument, false));
        site(call.start());
        mv.visitMethodInsn(INVOKESTATIC, Rt.TAIL_CALL, "of",
            "(" + Rt.OBJECT_DESC.repeat(count + 1) + ")L" + Rt.TAIL_CALL + ";", false);
      } else {
        argumentArray(arguments);
        mv.visitTypeInsn(NEW, Rt.TAIL_CALL);
        mv.visitInsn(DUP_X2);
        mv.visitInsn(DUP_X2);
        mv.visitInsn(POP);
        mv.visitMethodInsn(INVOKESPECIAL, Rt.TAIL_CALL, "<init>", "(Ljava/lang/Object;[Ljava/lang/Object;)V", false);
      }
      return;
    }
    site(call.start());
    mv.visitMethodInsn(INVOKESTATIC, Rt.PROCEDURE, "check", "(Ljava/lang/Object;)L" + Rt.PROCEDURE + ";", false);
    if (count <= 4) {
      arguments.forEach(argument -> value(argument, false));
      site(call.start());
      mv.visitMethodInsn(INVOKEVIRTUAL, Rt.PROCEDURE, "apply" + count, Rt.genericDescriptor(count), false);
    } else {
      argumentArray(arguments);
      site(call.start());
      mv.visitMethodInsn(INVOKEVIRTUAL, Rt.PROCEDURE, "applyN", "([Ljava/lang/Object;)Ljava/lang/Object;", false);
    }
    resolve();
  }

  private Core.Lambda knownTarget(Core function) {
    if (function instanceof Core.LocalRef ref) {
      return module.analysis.knownLocals().get(ref.local());
    }
    if (function instanceof Core.GlobalRef ref) {
      return module.analysis.knownGlobals().get(ref.global());
    }
    return null;
  }

  /** Evaluates the new arguments, stores them in the parameter slots and jumps to the start. */
  private void selfTailCall(List<Core> arguments) {
    // Every argument is evaluated before any parameter changes, since arguments may read them.
    for (Core argument : arguments) {
      value(argument, false);
    }
    for (int i = arguments.size() - 1; i >= 0; i--) {
      mv.visitVarInsn(ASTORE, parameterSlots[i]);
    }
    mv.visitJumpInsn(GOTO, loopStart);
    // The caller expects a value on the stack after this expression; the code is unreachable,
    // and ASM replaces it, but the stack heights on both sides of the merge must still agree.
    mv.visitInsn(ACONST_NULL);
  }

  private void argumentArray(List<Core> arguments) {
    mv.visitLdcInsn(arguments.size());
    mv.visitTypeInsn(ANEWARRAY, Rt.OBJECT);
    for (int i = 0; i < arguments.size(); i++) {
      mv.visitInsn(DUP);
      mv.visitLdcInsn(i);
      value(arguments.get(i), false);
      mv.visitInsn(AASTORE);
    }
  }

  private void resolve() {
    mv.visitMethodInsn(INVOKESTATIC, Rt.TAIL_CALL, "resolve", Rt.RESOLVE_DESC, false);
  }

  // ------------------------------------------------------------------------------ variables

  /** Pushes the slot content of {@code local}: the box itself when it is boxed. */
  private void loadRaw(Local local) {
    Integer slot = slots.get(local);
    if (slot == null) {
      throw new IllegalStateException("no slot for " + local + " in " + (self == null ? "top level" : self.name()));
    }
    mv.visitVarInsn(ALOAD, slot);
  }

  private void loadLocal(Local local) {
    loadRaw(local);
    if (module.analysis.isBoxed(local)) {
      mv.visitInsn(ICONST_0);
      mv.visitInsn(AALOAD);
    }
  }

  private void storeLocal(Local local, Core value) {
    if (module.analysis.isBoxed(local)) {
      loadRaw(local);
      mv.visitInsn(ICONST_0);
      value(value, false);
      mv.visitInsn(AASTORE);
    } else {
      value(value, false);
      Integer slot = slots.get(local);
      if (slot == null) {
        throw new IllegalStateException("no slot for " + local);
      }
      mv.visitVarInsn(ASTORE, slot);
    }
  }

  private void newBoxHolding() {
    mv.visitInsn(ICONST_1);
    mv.visitTypeInsn(ANEWARRAY, Rt.OBJECT);
    mv.visitInsn(DUP_X1);
    mv.visitInsn(SWAP);
    mv.visitInsn(ICONST_0);
    mv.visitInsn(SWAP);
    mv.visitInsn(AASTORE);
  }

  private void loadGlobal(Global global, int start, int end) {
    if (global.isBuiltin()) {
      if (!kopi.runtime.Builtins.isBuiltin(global.name())) {
        throw new CodegenException("codegen.unknown-builtin", Math.max(0, start), Math.max(0, end),
            "unbound variable " + global.name());
      }
      mv.visitFieldInsn(GETSTATIC, module.internalClassName(), module.builtinField(global.name()),
          "L" + Rt.PROCEDURE + ";");
      return;
    }
    if (global.isSession()) {
      mv.visitFieldInsn(GETSTATIC, module.internalClassName(), module.sessionCell(global.name()), Rt.OBJECT_ARRAY);
      mv.visitInsn(ICONST_0);
      mv.visitInsn(AALOAD);
    } else {
      mv.visitFieldInsn(GETSTATIC, ModuleContext.internalName(global.owner()), module.globalField(global), Rt.OBJECT_DESC);
    }
    Label bound = new Label();
    mv.visitInsn(DUP);
    mv.visitJumpInsn(IFNONNULL, bound);
    mv.visitInsn(POP);
    mv.visitLdcInsn("unbound variable: " + global.name());
    mv.visitMethodInsn(INVOKESTATIC, Rt.ERRORS, "error", "(Ljava/lang/String;)L" + Rt.SCHEME_ERROR + ";", false);
    mv.visitInsn(ATHROW);
    mv.visitLabel(bound);
  }

  /** Stores the value on the stack into {@code global}. */
  private void storeGlobal(Global global, int start, int end) {
    if (global.isBuiltin()) {
      throw new CodegenException("codegen.builtin-assignment", Math.max(0, start), Math.max(0, end),
          "cannot assign builtin " + global.name());
    }
    if (global.isSession()) {
      mv.visitFieldInsn(GETSTATIC, module.internalClassName(), module.sessionCell(global.name()), Rt.OBJECT_ARRAY);
      mv.visitInsn(SWAP);
      mv.visitInsn(ICONST_0);
      mv.visitInsn(SWAP);
      mv.visitInsn(AASTORE);
    } else {
      mv.visitFieldInsn(PUTSTATIC, ModuleContext.internalName(global.owner()), module.globalField(global), Rt.OBJECT_DESC);
    }
  }

  /** A member of a shared procedure class: its name, arity and index go to the constructor. */
  private void newGroupMember(ClosureGroups.Slot slot, Core.Lambda lambda) {
    String internal = ModuleContext.internalName(slot.groupClass());
    mv.visitTypeInsn(NEW, internal);
    mv.visitInsn(DUP);
    if (lambda.name() == null) {
      mv.visitInsn(ACONST_NULL);
    } else {
      mv.visitLdcInsn(lambda.name());
    }
    int required = lambda.required().size();
    mv.visitLdcInsn(required);
    mv.visitLdcInsn(lambda.rest() != null ? -1 : required + lambda.optionals().size());
    mv.visitLdcInsn(slot.index());
    mv.visitMethodInsn(INVOKESPECIAL, internal, "<init>", ClosureEmitter.GROUP_CONSTRUCTOR, false);
  }

  private void newClosure(String closureClass, List<Local> environment) {
    String internal = ModuleContext.internalName(closureClass);
    mv.visitTypeInsn(NEW, internal);
    mv.visitInsn(DUP);
    StringBuilder descriptor = new StringBuilder("(");
    for (Local local : environment) {
      loadRaw(local);
      descriptor.append(module.fieldDescriptor(local));
    }
    mv.visitMethodInsn(INVOKESPECIAL, internal, "<init>", descriptor.append(")V").toString(), false);
  }

  private void pushUnspecified() {
    mv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
  }

  /**
   * Records the source line of {@code offset} for the next instruction, which may fail at run time
   * (a call, a global reference or assignment), and notes its column for run-time error reports.
   */
  private void site(int offset) {
    line(offset);
    if (offset >= 0 && module.lines != null) {
      module.callSites.note(module.lines.line(offset) + 1, module.lines.column(offset) + 1);
    }
  }

  /** Records the source line of {@code offset} for the next instruction, if it changed. */
  private void line(int offset) {
    if (offset < 0 || module.lines == null) {
      return;
    }
    int line = module.lines.line(offset) + 1;
    if (line != lastLine) {
      Label label = new Label();
      mv.visitLabel(label);
      mv.visitLineNumber(line, label);
      lastLine = line;
    }
  }
}
