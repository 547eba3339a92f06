package kopi.codegen;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.analysis.CoreWalker;
import kopi.analysis.EscapeContinuations;
import kopi.analysis.KnownProcedures;
import kopi.analysis.Type;
import kopi.expand.Core;
import kopi.expand.Global;
import kopi.expand.Local;
import kopi.ir.CaseLambdaPlan;
import kopi.ir.FunctionPlan;
import kopi.runtime.TypeCheck;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Compiles the code of one static method: a lambda's body or one top-level form. Every expression
 * leaves exactly one value on the operand stack, in the {@link Repr} its caller asks for: an
 * object, or a JVM primitive where {@link Representations} decided that types allow it.
 * Calls: builtins are static calls with the exact arity (or JVM instructions, see
 * {@link PrimitiveOps}), known procedures are {@code invokestatic} with their primitive signature,
 * self tail calls jump to the method start, other tail calls return a {@code TailCall} bounce (a
 * tail call of an unknown procedure is {@code TailCall.call1} and the others, a direct call while the
 * budget of direct tail calls allows),
 * and non-tail calls that may bounce are resolved with {@code TailCall.resolve}. A method whose result
 * is a primitive never bounces (the representation pass allows that only when no tail call needs
 * to), so there every call but a self tail call is an ordinary call.
 */
final class FunctionEmitter implements Opcodes, PrimitiveOps.Operands {
  private final ModuleContext module;
  private final Representations reps;
  private final MethodVisitor mv;
  private final Core.Lambda self;
  private final Map<Local, Integer> slots = new IdentityHashMap<>();
  private int nextSlot;
  private Label loopStart;
  private int[] parameterSlots;
  /** The object half's slot of each speculated fixnum parameter, else -1 (see {@link FixnumLoops}). */
  private int[] parameterBigs;
  private Repr[] parameterReprs;
  private int lastLine = -1;
  /** False in a method with a primitive result: its tail calls cannot return a bounce. */
  private boolean bounces = true;
  /** The methods whose results this one returns unresolved: see {@link ModuleContext#returnedResults}. */
  private final Set<String> returnedResults = new HashSet<>();
  /** True once the method may return a bounce: see {@link ModuleContext#noBounceMethods}. */
  private boolean bounced;
  /**
   * True in a method with fixnum results ({@link FixnumLoops#speculatedResult}): its tail
   * positions leave a speculated fixnum, which the method's end turns into its {@code long}.
   */
  private boolean fixnumResult;
  /** The inline loops whose code is being emitted, with where their tail calls jump. */
  private final Map<Core.Lambda, Loop> loops = new IdentityHashMap<>();
  /**
   * The latch of each loop start that a jump went to: the one block that jumps back to the start
   * ({@link #jump}).
   */
  private final Map<Label, Label> latches = new IdentityHashMap<>();
  /** What a failed conversion of a value to a primitive names, e.g. {@code f: argument 1}. */
  private String context = "value";
  /** The local variable table of the method, in the order the variables were declared (see {@link DebugInfo}). */
  private final List<Variable> variables = new java.util.ArrayList<>();
  /**
   * The speculated fixnum variables ({@link FixnumLoops}) and the slot of each one's object half;
   * {@link #slots} holds its {@code long} half.
   */
  private final Map<Local, Integer> bigSlots = new IdentityHashMap<>();
  /**
   * The {@code let} variables and captured variables kept split beside their object ({@link
   * FixnumLoops#splitsLet}, {@link FixnumLoops#splitsCaptured}): the slots of their {@code long} and
   * object halves; {@link #slots} holds the object, as for any
   * object variable, so only arithmetic, comparisons and indexes read the halves.
   */
  private final Map<Local, int[]> splitSlots = new IdentityHashMap<>();
  /** Parameters of this method whose entry check leaves an instance of the class, or #!null. */
  private final Map<Local, Class<?>> checkedParameters = new IdentityHashMap<>();
  /** Code to emit after the method's last instruction ({@link #emitDeferred}): handlers of rare cases. */
  private final List<Runnable> deferred = new java.util.ArrayList<>();
  /**
   * The speculated flonum variables ({@link FixnumLoops#flonums}) and the slot of each one's object
   * half; {@link #slots} holds its {@code double} half.
   */
  private final Map<Local, Integer> flonumSlots = new IdentityHashMap<>();
  /**
   * The int counters of the counted loops being emitted ({@link FixnumLoops#counter}): their
   * {@link #slots} hold a JVM {@code int}, with no object half.
   */
  private final Set<Local> intCounters = Collections.newSetFromMap(new IdentityHashMap<>());
  /** The nodes of loop bodies this method has compiled twice ({@link FixnumLoops#COUNTER_COPY_BUDGET}). */
  private int copiedNodes;

  /** One entry of the local variable table; {@code end} null means the end of the method. */
  private static final class Variable {
    final String name;
    final String descriptor;
    final String signature;
    final int slot;
    final Label start;
    Label end;

    Variable(String name, String descriptor, String signature, int slot, Label start) {
      this.name = name;
      this.descriptor = descriptor;
      this.signature = signature;
      this.slot = slot;
      this.start = start;
    }
  }

  private FunctionEmitter(ModuleContext module, MethodVisitor mv, Core.Lambda self) {
    this.module = module;
    this.reps = module.reps;
    this.mv = mv;
    this.self = self;
  }

  /** Emits {@code public static R NAME(env..., params...)} for a lambda, in its representations. */
  static void emitLambda(ModuleContext module, ClassVisitor cv, FunctionPlan function) {
    MethodVisitor mv = cv.visitMethod(ACC_PUBLIC | ACC_STATIC, function.methodName(),
        module.methodDescriptor(function), null, null);
    mv.visitCode();
    FunctionEmitter emitter = new FunctionEmitter(module, mv, function.lambda());
    emitter.fixnumResult = module.fixnumResult(function.lambda());
    Repr result = emitter.fixnumResult ? Repr.LONG : module.reps.result(function.lambda());
    String checked = result == Repr.OBJECT ? module.checkedResultType(function.lambda()) : null;
    // A result checked at the end is the value of every tail call, which is then an ordinary call.
    emitter.bounces = result == Repr.OBJECT && checked == null;
    emitter.lambdaBody(function, result);
    if (emitter.fixnumResult) {
      mv.visitMethodInsn(INVOKESTATIC, Rt.FIXNUMS, "result", "(JLjava/lang/Object;)J", false);
    }
    if (checked != null) {
      mv.visitLdcInsn(checked);
      mv.visitLdcInsn(name(function.lambda()) + ": result expects");
      mv.visitMethodInsn(INVOKESTATIC, Rt.TYPE_CHECK, "declared",
          "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;", false);
    }
    mv.visitInsn(result.returnInsn);
    emitter.emitDeferred();
    emitter.recordNoBounce(function.methodName() + module.methodDescriptor(function));
    emitter.localVariableTable();
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /**
   * Emits {@code static Object NAME()} evaluating one top-level form (not private: a split module
   * calls it from the module class's {@code $init}).
   */
  static void emitForm(ModuleContext module, ClassVisitor cv, String name, Core form) {
    MethodVisitor mv = cv.visitMethod(ACC_STATIC, name, "()" + Rt.OBJECT_DESC, null, null);
    mv.visitCode();
    FunctionEmitter emitter = new FunctionEmitter(module, mv, null);
    emitter.value(form, false);
    mv.visitInsn(ARETURN);
    emitter.emitDeferred();
    emitter.recordNoBounce(name + "()" + Rt.OBJECT_DESC);
    emitter.localVariableTable();
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /**
   * Keeps {@code code} for after the method's last instruction, to run with the variables' slots as
   * they are now: an inline loop's variables get other slots each time its code is emitted (a
   * counted loop's copy, then the loop itself).
   */
  private void defer(Runnable code) {
    Map<Local, Integer> now = new IdentityHashMap<>(slots);
    deferred.add(() -> {
      Map<Local, Integer> later = new IdentityHashMap<>(slots);
      slots.putAll(now);
      code.run();
      slots.clear();
      slots.putAll(later);
    });
  }

  /**
   * Emits the code kept for after the method's last instruction, each piece with its own line
   * numbers (the line before it is any line).
   */
  private void emitDeferred() {
    for (int i = 0; i < deferred.size(); i++) {
      lastLine = -1;
      deferred.get(i).run();
    }
  }

  /**
   * Once the method {@code key} (name + descriptor) is written: when it made no bounce of its own,
   * lists it in {@link ModuleContext#noBounceMethods}, with the methods whose results it returns
   * as they are ({@link ModuleContext#returnedResults}).
   */
  private void recordNoBounce(String key) {
    if (bounced) {
      return;
    }
    module.noBounceMethods.add(key);
    if (!returnedResults.isEmpty()) {
      module.returnedResults.put(key, returnedResults);
    }
  }

  @Override
  public MethodVisitor mv() {
    return mv;
  }

  @Override
  public void emitAs(Core node, Repr repr) {
    emitAs(node, repr, false, context);
  }

  @Override
  public boolean isPlainRead(Core node) {
    return node instanceof Core.Const
        || node instanceof Core.LocalRef ref && !module.analysis.assigned().contains(ref.local());
  }

  @Override
  public boolean emitJavaReference(Core node) {
    Core call = folded(node);
    String builtin = JavaCall.builtin(call);
    return builtin != null && javaCall((Core.Call) call).emitReference(builtin, ((Core.Call) call).arguments(),
        module.types.javaTarget((Core.Call) call));
  }

  private static String name(Core.Lambda lambda) {
    return lambda.name() == null ? "lambda" : lambda.name();
  }

  // ------------------------------------------------------------------------------ lambda bodies

  private void lambdaBody(FunctionPlan function, Repr result) {
    Core.Lambda lambda = function.lambda();
    for (Local local : function.environment()) {
      slots.put(local, nextSlot++);
    }
    List<Local> parameters = parameters(lambda);
    parameterSlots = new int[parameters.size()];
    parameterReprs = new Repr[parameters.size()];
    // A speculated fixnum parameter arrives as two: its long, then its object half.
    boolean[] fixnums = module.fixnumParameters(lambda);
    parameterBigs = new int[parameters.size()];
    Arrays.fill(parameterBigs, -1);
    for (int i = 0; i < parameters.size(); i++) {
      boolean fixnum = i < fixnums.length && fixnums[i];
      parameterSlots[i] = nextSlot;
      parameterReprs[i] = fixnum ? Repr.LONG : reps.local(parameters.get(i));
      slots.put(parameters.get(i), nextSlot);
      nextSlot += parameterReprs[i].size;
      if (fixnum) {
        parameterBigs[i] = nextSlot++;
        bigSlots.put(parameters.get(i), parameterBigs[i]);
      }
    }
    line(lambda.start());
    // A captured variable that is a primitive where it is bound arrives as an object (closure
    // fields and environment parameters are objects); it is unboxed once, here.
    for (Local local : function.environment()) {
      Repr repr = reps.local(local);
      if (!module.analysis.isBoxed(local) && repr.isPrimitive()) {
        mv.visitVarInsn(ALOAD, slots.get(local));
        repr.unboxChecked(mv, local.name());
        slots.put(local, allocate(repr));
        mv.visitVarInsn(repr.store, slots.get(local));
      }
    }
    for (Local local : function.environment()) {
      if (FixnumLoops.splitsCaptured(module, local, lambda.body())) {
        // Used as an integer: its halves beside its object, split here, before the label that self
        // tail calls jump to, so once a call.
        mv.visitVarInsn(ALOAD, slots.get(local));
        splitBeside(local);
      }
      declare(local);
    }
    Variable[] rawParameters = new Variable[parameters.size()];
    for (int i = 0; i < parameters.size(); i++) {
      rawParameters[i] = declare(parameters.get(i), parameterSlots[i], parameterReprs[i], false);
    }
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
      // A primitive parameter was checked by whoever unboxed it: the caller or the procedure
      // object's entry (ClosureEmitter).
      if (parameter == lambda.rest()) {
        restTypeCheck(lambda, parameter, slot, i + 1);
      } else if (!parameterReprs[i].isPrimitive()) {
        typeCheck(lambda, parameter, slot, i + 1);
      }
      if (module.analysis.isBoxed(parameter)) {
        int box = nextSlot++;
        mv.visitVarInsn(ALOAD, slot);
        newBoxHolding();
        mv.visitVarInsn(ASTORE, box);
        slots.put(parameter, box);
        close(rawParameters[i]);
        declare(parameter);
      }
    }
    emitAs(lambda.body(), result, true, name(lambda) + ": result");
    latch(loopStart);
  }

  /**
   * Checks the object on the stack, {@code value}'s, about to be stored in the variable {@code name}
   * declared {@code type} that holds objects ({@code kopi.runtime.TypeCheck.declared}), unless its
   * type certainly fits: {@code (define v ::vector (f))}, {@code (let ((l ::list (g))) ...)}, a
   * {@code set!}. A primitive variable is checked where its value is unboxed.
   */
  private void checkStored(String type, Core value, String name) {
    String checked = module.checkedType(type);
    if (checked == null || module.fits(checked, value)) {
      return;
    }
    mv.visitLdcInsn(checked);
    mv.visitLdcInsn(name + ": expected");
    mv.visitMethodInsn(INVOKESTATIC, Rt.TYPE_CHECK, "declared",
        "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;", false);
  }

  private int allocate(Repr repr) {
    int slot = nextSlot;
    nextSlot += repr.size;
    return slot;
  }

  /**
   * Checks a parameter declared with a type on entry ({@code kopi.runtime.TypeCheck.require}), which
   * raises an error naming the procedure, the position, the type and the value, and may convert the
   * value (an exact number passed to {@code ::double}). Names no class resolves are not checked, as
   * the static checks treat them as unknown.
   */
  private void typeCheck(Core.Lambda lambda, Local parameter, int slot, int position) {
    String type = parameter.declaredType();
    if (type != null && module.declared.classShape(type) != null) {
      definedClassCheck(type, name(lambda), slot, position);
      return;
    }
    if (ModuleContext.checksNothing(type)) {
      return;
    }
    String special = switch (type) {
      case "int" -> "requireInt";
      case "long" -> "requireLong";
      case "double" -> "requireDouble";
      case "bytevector" -> "requireBytevector";
      case "string" -> "requireString";
      default -> null;
    };
    // A JDK class the code may name (public, in an exported package: java.util.List, String) is
    // tested here, and TypeCheck only called (and loaded) for a value that is not an instance: the
    // common case costs no call while the method is interpreted.
    Class<?> tested = special == null ? TypeCheck.classTested(type) : special.equals("requireString") ? String.class
        : null;
    Label accepted = null;
    if (tested != null && kopi.analysis.JavaCalls.visible(tested)) {
      if (special == null && !module.analysis.assigned().contains(parameter)) {
        // An instance of the class or #!null from here on (TypeCheck.require converts or rejects
        // anything else): a call on it needs no instanceof test (JavaCall#receiver).
        checkedParameters.put(parameter, tested);
      }
      accepted = new Label();
      if (special == null) {
        mv.visitVarInsn(ALOAD, slot);
        mv.visitJumpInsn(IFNULL, accepted);
      }
      mv.visitVarInsn(ALOAD, slot);
      mv.visitTypeInsn(INSTANCEOF, org.objectweb.asm.Type.getInternalName(tested));
      mv.visitJumpInsn(IFNE, accepted);
    }
    mv.visitVarInsn(ALOAD, slot);
    if (special == null) {
      mv.visitLdcInsn(type);
    }
    mv.visitLdcInsn(name(lambda));
    mv.visitLdcInsn(position);
    mv.visitMethodInsn(INVOKESTATIC, Rt.TYPE_CHECK, special == null ? "require" : special,
        special == null ? "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/Object;"
            : "(Ljava/lang/Object;Ljava/lang/String;I)Ljava/lang/Object;",
        false);
    if (type.equals("bytevector")) {
      // A bytevector is a byte[]. The cast cannot fail after the check, but it tells the JIT the
      // exact class of the value, so the byte[] tests inside the inlined bytevector operations
      // that read this variable fold away.
      mv.visitTypeInsn(CHECKCAST, "[B");
    }
    mv.visitVarInsn(ASTORE, slot);
    if (accepted != null) {
      mv.visitLabel(accepted);
    }
  }

  /** {@code instanceof} a class this module defines, else the error {@link #typeCheck} raises. */
  private void definedClassCheck(String type, String procedure, int slot, int position) {
    Label accepted = new Label();
    mv.visitVarInsn(ALOAD, slot);
    mv.visitJumpInsn(IFNULL, accepted);
    mv.visitVarInsn(ALOAD, slot);
    mv.visitTypeInsn(INSTANCEOF, type.replace('.', '/'));
    mv.visitJumpInsn(IFNE, accepted);
    mv.visitVarInsn(ALOAD, slot);
    mv.visitLdcInsn(type);
    mv.visitLdcInsn(procedure);
    mv.visitLdcInsn(position);
    mv.visitMethodInsn(INVOKESTATIC, Rt.TYPE_CHECK, "reject",
        "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/RuntimeException;", false);
    mv.visitInsn(ATHROW);
    mv.visitLabel(accepted);
  }

  /**
   * Checks (and converts) each element of a rest parameter whose declared type names its elements
   * ({@code #!rest r ::string}, {@code #!rest r ::int[]}; see {@code TypeCheck.restElementType}).
   */
  private void restTypeCheck(Core.Lambda lambda, Local parameter, int slot, int position) {
    String element = TypeCheck.restElementType(parameter.declaredType());
    if (element == null || Type.parse(element).isUnknown()) {
      return;
    }
    mv.visitVarInsn(ALOAD, slot);
    mv.visitLdcInsn(element);
    mv.visitLdcInsn(name(lambda));
    mv.visitLdcInsn(position);
    mv.visitMethodInsn(INVOKESTATIC, Rt.TYPE_CHECK, "requireEach",
        "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/Object;", false);
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

  /** Emits {@code node} as an object; in tail position a call may leave a bounce. */
  /**
   * Pushes each of {@code nodes} as an object, in order. A loop rather than a lambda: the call sites
   * of the first form compiled are on the start-up path, where each lambda class costs.
   */
  private void values(List<Core> nodes) {
    for (Core node : nodes) {
      value(node, false);
    }
  }

  private void value(Core node, boolean tail) {
    emit(node, Repr.OBJECT, tail);
  }

  /**
   * Emits {@code node} in representation {@code want}. When its natural kind is an object and a
   * primitive is wanted, the object is unboxed once at the end, with a check naming
   * {@code context}; otherwise the representation is passed down, so an {@code if} of two int
   * branches never boxes.
   */
  private void emitAs(Core node, Repr want, boolean tail, String context) {
    String saved = this.context;
    this.context = context;
    if (tail && fixnumResult) {
      emit(node, want, true);
    } else if ((want == Repr.INT || want == Repr.LONG) && !reps.kind(node).isPrimitive()
        && FixnumLoops.arithmetic(folded(node)) != null && isSpeculated(node)) {
      // Arithmetic of a ::long and an untyped value ((+ total (l:get i)) with total ::long) going
      // to a ::long place: computed as a speculated fixnum, converted with the same check, unboxed.
      emitFixnum(node);
      mv.visitLdcInsn(context);
      mv.visitMethodInsn(INVOKESTATIC, Rt.UNBOXED, want == Repr.INT ? "toInt" : "toLong",
          "(JLjava/lang/Object;Ljava/lang/String;)" + want.descriptor, false);
    } else if (want.isPrimitive() && !reps.kind(node).isPrimitive() && !isIntCounter(node)) {
      emit(node, Repr.OBJECT, tail);
      want.unboxChecked(mv, context);
    } else {
      emit(node, want, tail);
    }
    this.context = saved;
  }

  /** Evaluates {@code node} for its effect, in its natural representation, and drops the value. */
  private void discard(Core node) {
    Representations.Kind kind = reps.kind(node);
    Repr repr = kind.isPrimitive() ? kind.repr() : Repr.OBJECT;
    emit(node, repr, false);
    repr.pop(mv);
  }

  private void emit(Core node, Repr want, boolean tail) {
    if (tail && fixnumResult && !(node instanceof Core.If || node instanceof Core.Seq || node instanceof Core.Let
        || node instanceof Core.Letrec || isJump(node))) {
      // A value of a method with fixnum results: a speculated fixnum (FixnumLoops#speculatedResult).
      emitFixnum(node);
      return;
    }
    if (node instanceof Core.Const c) {
      constant(c, want);
    } else if (node instanceof Core.LocalRef ref) {
      want.convertFrom(loadLocal(ref.local()), mv, context);
    } else if (node instanceof Core.If branch) {
      Label otherwise = new Label();
      Label end = new Label();
      branchIfFalse(branch.test(), otherwise);
      emit(branch.then(), want, tail);
      mv.visitJumpInsn(GOTO, end);
      mv.visitLabel(otherwise);
      emit(branch.otherwise(), want, tail);
      mv.visitLabel(end);
    } else if (node instanceof Core.Seq seq) {
      List<Core> body = seq.body();
      // Each statement starts a line, so a debugger can stop on one that makes no call.
      for (int i = 0; i < body.size() - 1; i++) {
        line(body.get(i).start());
        discard(body.get(i));
      }
      line(body.get(body.size() - 1).start());
      emit(body.get(body.size() - 1), want, tail);
    } else if (node instanceof Core.Call call) {
      call(call, want, tail);
    } else if (orOfTest(node) != null) {
      emit(orOfTest(node), want, tail);
    } else if (node instanceof Core.Let let) {
      List<Variable> scope = new java.util.ArrayList<>();
      for (int i = 0; i < let.locals().size(); i++) {
        Local local = let.locals().get(i);
        if (!module.analysis.knownLocals().containsKey(local)) {
          Repr repr = reps.local(local);
          Core init = let.inits().get(i);
          boolean splits = FixnumLoops.splitsLet(module, local, init, let.body(), this::isFlonumSpeculated);
          if (repr == Repr.OBJECT && local.declaredType() == null && !module.analysis.isBoxed(local)
              && (isSpeculated(init) || splits && isWantedArithmetic(init))
              && FixnumLoops.boxingUses(module, local, let.body()) <= 1) {
            emitFixnum(init);
            bindFixnum(local);
            scope.add(declare(local));
            continue;
          }
          if (splits) {
            // The object for the uses that want one, and its halves for arithmetic's.
            int slot = allocate(Repr.OBJECT);
            value(init, false);
            checkStored(local.declaredType(), init, local.name());
            mv.visitInsn(DUP);
            mv.visitVarInsn(ASTORE, slot);
            slots.put(local, slot);
            splitBeside(local);
            scope.add(declare(local));
            continue;
          }
          if (repr == Repr.OBJECT && local.declaredType() == null && !module.analysis.isBoxed(local)
              && isFlonumSpeculated(let.inits().get(i)) && FixnumLoops.boxingUses(module, local, let.body()) <= 1) {
            emitFlonum(let.inits().get(i));
            int big = allocate(Repr.OBJECT);
            int slot = allocate(Repr.DOUBLE);
            mv.visitVarInsn(ASTORE, big);
            mv.visitVarInsn(DSTORE, slot);
            slots.put(local, slot);
            flonumSlots.put(local, big);
            scope.add(declare(local));
            continue;
          }
          int slot = allocate(repr);
          emitAs(let.inits().get(i), repr, false, local.name() + ": initial value");
          if (repr == Repr.OBJECT) {
            checkStored(local.declaredType(), let.inits().get(i), local.name());
          }
          if (module.analysis.isBoxed(local)) {
            newBoxHolding();
          }
          slots.put(local, slot);
          mv.visitVarInsn(repr.store, slot);
          scope.add(declare(local));
        }
      }
      emit(let.body(), want, tail);
      scope.forEach(this::close);
    } else if (node instanceof Core.Letrec letrec && isInlineLoop(letrec)) {
      inlineLoop((Core.Lambda) letrec.inits().get(0), (Core.Call) letrec.body(), want, tail);
    } else if (node instanceof Core.Letrec letrec) {
      List<Variable> scope = bindLetrec(letrec);
      emit(letrec.body(), want, tail);
      scope.forEach(this::close);
    } else {
      objectValue(node);
      want.convertFrom(Repr.OBJECT, mv, context);
    }
  }

  private boolean isInlineLoop(Core.Letrec letrec) {
    return letrec.inits().get(0) instanceof Core.Lambda loop && module.analysis.isInline(loop);
  }

  /** Binds the variables of a {@code letrec} that is not an inline loop: returns their scope, to close after its body. */
  private List<Variable> bindLetrec(Core.Letrec letrec) {
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
    List<Variable> scope = new java.util.ArrayList<>();
    for (Local local : letrec.locals()) {
      if (!module.analysis.knownLocals().containsKey(local)) {
        scope.add(declare(local));
      }
    }
    for (int i = 0; i < letrec.locals().size(); i++) {
      Local local = letrec.locals().get(i);
      if (!module.analysis.knownLocals().containsKey(local)) {
        storeLocal(local, letrec.inits().get(i));
      }
    }
    return scope;
  }

  /** The nodes whose value is always an object. */
  private void objectValue(Core node) {
    if (node instanceof Core.GlobalRef ref) {
      site(ref.start());
      loadGlobal(ref.global(), ref.start(), ref.end());
    } else if (node instanceof Core.LocalSet set) {
      storeLocal(set.local(), set.value());
      pushUnspecified();
    } else if (node instanceof Core.GlobalSet set) {
      value(set.value(), false);
      site(set.start());
      checkStored(module.declared.globalType(set.global()), set.value(), set.global().name());
      storeGlobal(set.global(), set.value(), set.start(), set.end());
      pushUnspecified();
    } else if (node instanceof Core.GlobalDefine define) {
      line(define.start());
      value(define.value(), false);
      checkStored(module.declared.globalType(define.global()), define.value(), define.global().name());
      storeGlobal(define.global(), define.value(), define.start(), define.end());
      pushUnspecified();
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
    } else if (node instanceof Core.DefineClass definition) {
      argumentArray(definition.implementations());
      site(definition.start());
      if (definition.spec().kind() == kopi.expand.ClassSpec.Kind.OBJECT) {
        ClassDefinitionEmitter.emitNew(mv, definition.spec());
      } else {
        ClassDefinitionEmitter.emitLink(mv, definition.spec());
        pushUnspecified();
      }
    } else {
      throw new IllegalStateException("unknown core node " + node);
    }
  }

  /** A literal: a number wanted as a primitive is pushed as one, anything else is the constant. */
  private void constant(Core.Const c, Repr want) {
    Object value = c.value();
    if (want == Repr.INT && value instanceof Long l && l == (int) (long) l) {
      mv.visitLdcInsn((int) (long) l);
    } else if (want == Repr.LONG && value instanceof Long l) {
      mv.visitLdcInsn(l);
    } else if (want == Repr.DOUBLE && value instanceof Long l) {
      mv.visitLdcInsn((double) l);
    } else if (want == Repr.DOUBLE && value instanceof Double d) {
      mv.visitLdcInsn(d);
    } else {
      module.part.constants.push(mv, value, c.start(), c.end());
      want.convertFrom(Repr.OBJECT, mv, context);
    }
  }

  // ------------------------------------------------------------------------------ tests

  /**
   * Emits {@code test} and jumps to {@code otherwise} when it is false. A comparison of primitives
   * is a JVM compare-and-branch ({@link PrimitiveOps#emitTest}). A test that is a call to another
   * predicate builtin ({@code <}, {@code null?}, {@code not}...) calls a method returning a Java
   * boolean instead, so no {@code Boolean} is produced only to be compared with {@code #f}; the
   * method is the one the builtin itself uses, so the semantics (and error messages) are the same.
   * An {@code if} as a test (what {@code and} expands to) branches directly too.
   */
  private void branchIfFalse(Core test, Label otherwise) {
    Core.If or = orOfTest(test);
    if (or != null) {
      branchIfFalse(or, otherwise);
      return;
    }
    if (test instanceof Core.Const c) {
      if (c.value() == null || Boolean.FALSE.equals(c.value())) {
        mv.visitJumpInsn(GOTO, otherwise);
      }
      return;
    }
    if (test instanceof Core.If branch && branch.otherwise() instanceof Core.Const c
        && Boolean.FALSE.equals(c.value())) {
      // (and a b): false when either is, with no jump to a jump.
      branchIfFalse(branch.test(), otherwise);
      branchIfFalse(branch.then(), otherwise);
      return;
    }
    if (test instanceof Core.If branch) {
      Label elseTest = new Label();
      Label passed = new Label();
      branchIfFalse(branch.test(), elseTest);
      branchIfFalse(branch.then(), otherwise);
      mv.visitJumpInsn(GOTO, passed);
      mv.visitLabel(elseTest);
      branchIfFalse(branch.otherwise(), otherwise);
      mv.visitLabel(passed);
      return;
    }
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
      line(call.start());
      if (PrimitiveOps.emitTest(reps, name, arguments, otherwise, this)) {
        return;
      }
      if (fixnumTest(call, name, otherwise) || flonumTest(call, name, otherwise)) {
        return;
      }
      if ((name.equals("eq?") || name.equals("eqv?")) && arguments.size() == 2
          && (isIdentityConstant(arguments.get(0)) || isIdentityConstant(arguments.get(1)))) {
        // Against a symbol, a boolean or (), eq? and eqv? are exactly reference equality.
        values(arguments);
        mv.visitJumpInsn(IF_ACMPNE, otherwise);
        return;
      }
      TestMethod predicate = TestMethod.find(name, arguments.size());
      if (predicate != null) {
        values(arguments);
        line(call.start());
        predicate.emit(mv);
        mv.visitJumpInsn(IFEQ, otherwise);
        return;
      }
    }
    value(test, false);
    // False is #f and Java null (Kawa's #!null); the call is as short as a compare with #f.
    mv.visitMethodInsn(INVOKESTATIC, Rt.TYPE_CHECK, "isFalse", "(Ljava/lang/Object;)Z", false);
    mv.visitJumpInsn(IFNE, otherwise);
  }

  /**
   * A literal that {@code eq?} and {@code eqv?} compare by reference only: a symbol, a boolean or the
   * empty list ({@code Equality.isEq} and {@code isEqv} treat numbers, characters and a few other
   * types specially, never these).
   */
  private static boolean isIdentityConstant(Core node) {
    return node instanceof Core.Const c
        && (c.value() instanceof kopi.runtime.Symbol || c.value() instanceof Boolean
            || c.value() == kopi.runtime.Nil.NIL);
  }

  /**
   * {@code (or x y)} as {@code OrForm} expands it, {@code (let ((t x)) (if t t y))}, when {@code x}
   * is a call of a builtin predicate that has a test form ({@link TestMethod}: {@code =}, {@code <},
   * {@code eq?}, {@code null?} ...) or of {@code not}, whose value is #t or #f: as {@code (if x #t y)},
   * so {@code x} runs as a test (a {@code boolean}, no {@code Boolean} to box and test again) and the
   * value #t is a constant. Null when {@code node} is not one, or {@code y} refers to {@code t}.
   */
  private Core.If orOfTest(Core node) {
    if (DebugInfo.UNOPTIMIZED || !(node instanceof Core.Let let) || let.locals().size() != 1
        || !(let.body() instanceof Core.If branch)) {
      return null;
    }
    Local temp = let.locals().get(0);
    if (!(branch.test() instanceof Core.LocalRef test && test.local() == temp
        && branch.then() instanceof Core.LocalRef then && then.local() == temp)
        || !(let.inits().get(0) instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref
            && ref.global().isBuiltin())
        || CoreWalker.mentions(branch.otherwise(), temp)) {
      return null;
    }
    String name = ref.global().name();
    int count = call.arguments().size();
    if (TestMethod.find(name, count) == null && !(name.equals("not") && count == 1)) {
      return null;
    }
    return new Core.If(branch.start(), branch.end(), call, new Core.Const(branch.start(), branch.end(), Boolean.TRUE),
        branch.otherwise());
  }

  // ------------------------------------------------------------------------------ calls

  private void call(Core.Call call, Repr want, boolean tail) {
    call(call, want, tail, false);
  }

  /**
   * A call; {@code pair} (only for {@link #fixnumCall}s) leaves the result as a speculated fixnum,
   * for {@link #emitFixnum}.
   */
  private void call(Core.Call call, Repr want, boolean tail, boolean pair) {
    if (folded(call) != call) {
      call((Core.Call) folded(call), want, tail);
      return;
    }
    Core function = call.function();
    List<Core> arguments = call.arguments();
    int count = arguments.size();
    // Only a method with an object result may leave a bounce for its caller to resolve.
    boolean bounce = tail && bounces;
    if (function instanceof Core.GlobalRef ref && ref.global().isBuiltin() && JavaCall.handles(ref.global().name())) {
      JavaCall javaCall = javaCall(call);
      Representations.Kind kind = reps.kind(call);
      if (kind.isPrimitive()) {
        // (s:length), (Math:sqrt x): the JVM value, boxed only if an object is wanted.
        javaCall.emitPrimitive(ref.global().name(), arguments, module.types.javaTarget(call));
        want.convertFrom(kind.repr(), mv, context);
        return;
      }
      if (javaCall.emit(ref.global().name(), arguments, module.types.javaTarget(call))) {
        want.convertFrom(Repr.OBJECT, mv, context);
        return;
      }
    }
    if (function instanceof Core.GlobalRef ref && ref.global().isBuiltin()) {
      if (isSpeculated(call)) {
        emitFixnum(call);
        boxFixnum();
        want.convertFrom(Repr.OBJECT, mv, context);
        return;
      }
      if (isFlonumSpeculated(call)) {
        emitFlonum(call);
        mv.visitMethodInsn(INVOKESTATIC, Rt.FLONUMS, "box", "(DLjava/lang/Object;)Ljava/lang/Object;", false);
        want.convertFrom(Repr.OBJECT, mv, context);
        return;
      }
      if (fixnumVectorAccess(call, ref.global().name())) {
        want.convertFrom(Repr.OBJECT, mv, context);
        return;
      }
      // A comparison whose value is used ((or (>= i n) ...)) tests the fixnums as a branch does.
      Label otherwise = new Label();
      if (fixnumTest(call, ref.global().name(), otherwise)) {
        Label done = new Label();
        mv.visitFieldInsn(GETSTATIC, "java/lang/Boolean", "TRUE", "Ljava/lang/Boolean;");
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(otherwise);
        mv.visitFieldInsn(GETSTATIC, "java/lang/Boolean", "FALSE", "Ljava/lang/Boolean;");
        mv.visitLabel(done);
        want.convertFrom(Repr.OBJECT, mv, context);
        return;
      }
      if (PrimitiveOps.isPrimitive(reps, call)) {
        Representations.Kind kind = reps.kind(call);
        Repr natural = kind.isPrimitive() ? kind.repr() : Repr.OBJECT;
        String saved = context;
        site(call.start());
        PrimitiveOps.emit(reps, ref.global().name(), arguments, this);
        context = saved;
        want.convertFrom(natural, mv, context);
        return;
      }
      if (mapLoop(call, ref.global().name(), want)) {
        return;
      }
      // (call/cc (lambda (k) ...)) whose k cannot outlive the call, here or in the known procedures
      // it is passed to, needs no stack capture.
      String builtin = EscapeContinuations.isEscapeOnly(call, reps::knownTarget) ? "%call/ec" : ref.global().name();
      BuiltinCall direct = BuiltinCall.find(builtin, count);
      if (direct != null) {
        if (direct.variadic()) {
          argumentArray(arguments);
        } else {
          values(arguments);
        }
        site(call.start());
        mv.visitMethodInsn(INVOKESTATIC, direct.owner(), direct.method(), direct.descriptor(), false);
        if (direct.mayBounce()) {
          if (bounce) {
            bouncing();
          } else {
            resolve();
          }
        }
        want.convertFrom(Repr.OBJECT, mv, context);
        return;
      }
    }
    if (tail && self != null && parameterSlots != null && reps.letrecLambda(function) == self
        && KnownProcedures.isFixedArity(self) && count == self.required().size()) {
      // A local procedure that also escapes (a continuation in CPS code) still jumps to its own start.
      jump(loopStart, parameterSlots, parameterReprs, parameterBigs, -1, arguments, name(self), want, tail);
      return;
    }
    Core.Lambda known = reps.knownTarget(function);
    if (known != null && KnownProcedures.isFixedArity(known) && count == known.required().size()) {
      if (tail && known == self) {
        jump(loopStart, parameterSlots, parameterReprs, parameterBigs, -1, arguments, name(self), want, tail);
        return;
      }
      if (module.analysis.isInline(known)) {
        // The analysis made every call but the entry a tail call of the loop (InlineLoops); a loop
        // entered for its value runs with tail false, so that its other tail calls are calls.
        Loop loop = loops.get(known);
        if (loop == null || !module.analysis.isTail(call)) {
          throw new IllegalStateException("call of inline loop " + name(known) + " outside its tail positions");
        }
        jump(loop.start(), loop.slots(), loop.reprs(), loop.bigs(), loop.counter(), arguments, name(known), want,
            tail);
        return;
      }
      // A known global is called directly except in tail position, where it must bounce so that
      // mutual recursion between top-level procedures runs in constant stack, unless it ends
      // chains of direct tail calls (not under the debugger, whose stacks keep the frames a bounce
      // leaves). A known local is called directly even in tail position: the analysis allowed that
      // only where it is safe.
      if (!bounce || function instanceof Core.LocalRef
          || module.analysis.endsTailChains(known) && !DebugInfo.UNOPTIMIZED) {
        directCall(known, call, want, pair, bounce);
        return;
      }
    }
    if (bounce) {
      unknownTailCall(call);
      return;
    }
    value(function, false);
    site(call.start());
    mv.visitMethodInsn(INVOKESTATIC, Rt.PROCEDURE, "check", "(Ljava/lang/Object;)L" + Rt.PROCEDURE + ";", false);
    if (count <= 4) {
      values(arguments);
      site(call.start());
      mv.visitMethodInsn(INVOKEVIRTUAL, Rt.PROCEDURE, "apply" + count, Rt.genericDescriptor(count), false);
    } else {
      argumentArray(arguments);
      site(call.start());
      mv.visitMethodInsn(INVOKEVIRTUAL, Rt.PROCEDURE, "applyN", "([Ljava/lang/Object;)Ljava/lang/Object;", false);
    }
    resolve();
    want.convertFrom(Repr.OBJECT, mv, context);
  }

  /**
   * {@code (map f list)} or {@code (for-each f list)} where {@code f} is a lambda written there or a
   * known procedure, of one required parameter: a loop in this method that calls {@code f}'s method
   * directly for each element ({@link #directCall}), so no procedure object is made for a lambda
   * and no generic call runs per element. {@code map} builds its result forwards, appending to its
   * last pair; a continuation captured in {@code f} and re-entered finds that pair already extended
   * by an earlier return and goes on from a copy of the results so far ({@code ControlLib.mapCopy}),
   * so no list {@code map} returned ever changes (R7RS 6.10), as the builtin's saved frames copy
   * them. The end of the list is checked as the builtin checks it, at this call's line.
   */
  private boolean mapLoop(Core.Call call, String name, Repr want) {
    boolean map = name.equals("map");
    if (DebugInfo.UNOPTIMIZED || !map && !name.equals("for-each") || call.arguments().size() != 2) {
      return false;
    }
    Core function = call.arguments().get(0);
    Core.Lambda target = function instanceof Core.Lambda lambda ? lambda : reps.knownTarget(function);
    if (target == null || !KnownProcedures.isFixedArity(target) || target.required().size() != 1
        || module.analysis.isInline(target)) {
      return false;
    }
    if (function instanceof Core.GlobalRef) {
      // The variable is still read, so a map before the procedure's definition fails as before.
      value(function, false);
      mv.visitInsn(POP);
    }
    int list = allocate(Repr.OBJECT);
    int rest = allocate(Repr.OBJECT);
    value(call.arguments().get(1), false);
    // A vector, string or Java collection is walked as the list of its elements, as in Kawa.
    mv.visitMethodInsn(INVOKESTATIC, Rt.CONTROL_LIB, "sequenceList", "(Ljava/lang/Object;)Ljava/lang/Object;", false);
    mv.visitInsn(DUP);
    mv.visitVarInsn(ASTORE, list);
    mv.visitVarInsn(ASTORE, rest);
    // map's result so far: its first and last pairs, both null while it is empty.
    int head = allocate(Repr.OBJECT);
    int tail = allocate(Repr.OBJECT);
    if (map) {
      mv.visitInsn(ACONST_NULL);
      mv.visitVarInsn(ASTORE, head);
      mv.visitInsn(ACONST_NULL);
      mv.visitVarInsn(ASTORE, tail);
    }
    Local element = new Local(name + ": element");
    slots.put(element, allocate(Repr.OBJECT));
    Label start = new Label();
    Label end = new Label();
    mv.visitLabel(start);
    mv.visitVarInsn(ALOAD, rest);
    mv.visitTypeInsn(INSTANCEOF, Rt.PAIR);
    mv.visitJumpInsn(IFEQ, end);
    mv.visitVarInsn(ALOAD, rest);
    mv.visitTypeInsn(CHECKCAST, Rt.PAIR);
    mv.visitFieldInsn(GETFIELD, Rt.PAIR, "car", Rt.OBJECT_DESC);
    mv.visitVarInsn(ASTORE, slots.get(element));
    Core.Call each = new Core.Call(call.start(), call.end(), function,
        List.of(new Core.LocalRef(call.start(), call.end(), element)));
    directCall(target, each, Repr.OBJECT, false, false);
    if (map) {
      // (cons value '()) becomes the last pair: the first, or after the last one.
      int value = allocate(Repr.OBJECT);
      mv.visitVarInsn(ASTORE, value);
      Label later = new Label();
      Label owned = new Label();
      Label appended = new Label();
      mv.visitVarInsn(ALOAD, tail);
      mv.visitJumpInsn(IFNONNULL, later);
      newLastPair(value);
      mv.visitInsn(DUP);
      mv.visitVarInsn(ASTORE, head);
      mv.visitVarInsn(ASTORE, tail);
      mv.visitJumpInsn(GOTO, appended);
      mv.visitLabel(later);
      mv.visitVarInsn(ALOAD, tail);
      mv.visitTypeInsn(CHECKCAST, Rt.PAIR);
      mv.visitFieldInsn(GETFIELD, Rt.PAIR, "cdr", Rt.OBJECT_DESC);
      mv.visitFieldInsn(GETSTATIC, Rt.NIL, "NIL", "L" + Rt.NIL + ";");
      mv.visitJumpInsn(IF_ACMPEQ, owned);
      // Re-entered after an earlier return extended the last pair: go on from a copy.
      mv.visitVarInsn(ALOAD, head);
      mv.visitVarInsn(ALOAD, tail);
      mv.visitMethodInsn(INVOKESTATIC, Rt.CONTROL_LIB, "mapCopy",
          "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
          false);
      mv.visitInsn(DUP);
      mv.visitVarInsn(ASTORE, head);
      mv.visitMethodInsn(INVOKESTATIC, Rt.CONTROL_LIB, "lastPair", "(Ljava/lang/Object;)Ljava/lang/Object;", false);
      mv.visitVarInsn(ASTORE, tail);
      mv.visitLabel(owned);
      mv.visitVarInsn(ALOAD, tail);
      mv.visitTypeInsn(CHECKCAST, Rt.PAIR);
      newLastPair(value);
      mv.visitInsn(DUP_X1);
      mv.visitFieldInsn(PUTFIELD, Rt.PAIR, "cdr", Rt.OBJECT_DESC);
      mv.visitVarInsn(ASTORE, tail);
      mv.visitLabel(appended);
    } else {
      mv.visitInsn(POP);
    }
    mv.visitVarInsn(ALOAD, rest);
    mv.visitTypeInsn(CHECKCAST, Rt.PAIR);
    mv.visitFieldInsn(GETFIELD, Rt.PAIR, "cdr", Rt.OBJECT_DESC);
    mv.visitVarInsn(ASTORE, rest);
    mv.visitJumpInsn(GOTO, start);
    mv.visitLabel(end);
    mv.visitLdcInsn(name);
    mv.visitVarInsn(ALOAD, rest);
    mv.visitVarInsn(ALOAD, list);
    site(call.start());
    mv.visitMethodInsn(INVOKESTATIC, Rt.CONTROL_LIB, "checkListEnd",
        "(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)V",
        false);
    if (map) {
      mv.visitVarInsn(ALOAD, head);
      mv.visitMethodInsn(INVOKESTATIC, Rt.CONTROL_LIB, "mapResult", "(Ljava/lang/Object;)Ljava/lang/Object;", false);
    } else {
      pushUnspecified();
    }
    want.convertFrom(Repr.OBJECT, mv, context);
    return true;
  }

  /** Pushes {@code (cons value '())}, {@code value} being the local in {@code slot}. */
  private void newLastPair(int slot) {
    mv.visitTypeInsn(NEW, Rt.PAIR);
    mv.visitInsn(DUP);
    mv.visitVarInsn(ALOAD, slot);
    mv.visitFieldInsn(GETSTATIC, Rt.NIL, "NIL", "L" + Rt.NIL + ";");
    mv.visitMethodInsn(INVOKESPECIAL, Rt.PAIR, "<init>", "(Ljava/lang/Object;Ljava/lang/Object;)V", false);
  }

  /**
   * A call of the method of {@code known} with {@code invokestatic}, its captured variables first:
   * the call of a known procedure, or of the procedure of an inline {@code map} ({@link #mapLoop}).
   * {@code pair} leaves a fixnum result as a speculated fixnum; {@code bounce} leaves a bounce unresolved.
   */
  private void directCall(Core.Lambda known, Core.Call call, Repr want, boolean pair, boolean bounce) {
    List<Core> arguments = call.arguments();
    FunctionPlan target = module.plan.function(known);
    for (Local local : target.environment()) {
      loadCaptured(local);
    }
    String name = name(known);
    // An argument's conversion may fail (a long that does not fit an int): report this line.
    line(call.start());
    boolean[] fixnums = module.fixnumParameters(known);
    for (int i = 0; i < arguments.size(); i++) {
      if (fixnums[i]) {
        emitFixnum(arguments.get(i));
      } else {
        emitAs(arguments.get(i), reps.local(known.required().get(i)), false, name + ": argument " + (i + 1));
      }
    }
    site(call.start());
    mv.visitMethodInsn(INVOKESTATIC, module.ownerOf(target), target.methodName(),
        module.methodDescriptor(target), false);
    if (module.fixnumResult(known)) {
      if (pair) {
        // Wanted as a speculated fixnum: the long and its object half.
        mv.visitInsn(DUP2);
        mv.visitMethodInsn(INVOKESTATIC, Rt.FIXNUMS, "resultBig", "(J)Ljava/lang/Object;", false);
        return;
      }
      mv.visitMethodInsn(INVOKESTATIC, Rt.FIXNUMS, "resultObject", "(J)Ljava/lang/Object;", false);
      want.convertFrom(Repr.OBJECT, mv, context);
      return;
    }
    Repr result = reps.result(known);
    if (result == Repr.OBJECT && !bounce) {
      resolve();
    } else if (result == Repr.OBJECT) {
      returnedResults.add(target.methodName() + module.methodDescriptor(target));
    }
    want.convertFrom(result, mv, context);
  }

  /**
   * A tail call of an unknown procedure: {@code TailCall.callK(f, args)} ({@code callN} with an
   * array above four arguments), a direct call when the budget of direct tail calls allows and a
   * bounce otherwise, returned at once, so the continuation pass sees a frame with nothing left to
   * do and saves nothing there. Under the debugger it is always the bounce ({@code TailCall.of}),
   * so the stack shows no finished frames.
   */
  private void unknownTailCall(Core.Call call) {
    bouncing();
    List<Core> arguments = call.arguments();
    int count = arguments.size();
    value(call.function(), false);
    String parameters;
    if (count > 4) {
      argumentArray(arguments);
      parameters = "(Ljava/lang/Object;[Ljava/lang/Object;)";
    } else {
      values(arguments);
      parameters = "(" + Rt.OBJECT_DESC.repeat(count + 1) + ")";
    }
    site(call.start());
    if (DebugInfo.UNOPTIMIZED) {
      mv.visitMethodInsn(INVOKESTATIC, Rt.TAIL_CALL, count > 4 ? "ofArgs" : "of", parameters + "L" + Rt.TAIL_CALL + ";",
          false);
      return;
    }
    mv.visitMethodInsn(INVOKESTATIC, Rt.TAIL_CALL, count > 4 ? "callN" : "call" + count, parameters + Rt.OBJECT_DESC,
        false);
    mv.visitInsn(ARETURN);
    // The caller expects the value on the stack; the code after the return is unreachable.
    Repr.OBJECT.pushDummy(mv);
  }

  /**
   * A self tail call, or a tail call of an inline loop: evaluates the new arguments, stores them in
   * the parameter slots and jumps to the start, through the loop's latch: however many tail calls a
   * loop has, its start then has one back edge, as a Java loop with {@code continue} has, and the
   * JIT sees one loop rather than a nest of loops, one per back edge.
   */
  private void jump(Label start, int[] slots, Repr[] reprs, int[] bigs, int counter, List<Core> arguments,
      String name, Repr want, boolean tail) {
    storeArguments(slots, reprs, bigs, counter, arguments, name);
    mv.visitJumpInsn(GOTO, latches.computeIfAbsent(start, s -> new Label()));
    // The caller expects a value on the stack after this expression; the code is unreachable,
    // and ASM replaces it, but the stack heights on both sides of the merge must still agree.
    want.pushDummy(mv);
    if (fixnumResult && tail) {
      // A tail position of a method with fixnum results leaves a speculated fixnum's two halves.
      mv.visitInsn(ACONST_NULL);
    }
  }

  /**
   * After a loop's code, its latch when a jump went there: {@code GOTO start}, placed after the code
   * so that every jump to it goes forward and the only backward branch is the back edge.
   */
  private void latch(Label start) {
    Label latch = latches.remove(start);
    if (latch == null) {
      return;
    }
    Label after = new Label();
    mv.visitJumpInsn(GOTO, after);
    mv.visitLabel(latch);
    mv.visitJumpInsn(GOTO, start);
    mv.visitLabel(after);
  }

  /** Whether {@code node} is a tail call that jumps: a self call or an inline loop's call. */
  private boolean isJump(Core node) {
    if (!(node instanceof Core.Call call)) {
      return false;
    }
    Core.Lambda target = reps.knownTarget(call.function());
    if (target == null) {
      target = reps.letrecLambda(call.function());
    }
    return target != null && (target == self || module.analysis.isInline(target));
  }

  /**
   * The procedure with fixnum results that {@code node} calls with {@code invokestatic} (not in tail
   * position), or null.
   */
  private Core.Lambda fixnumCall(Core node) {
    if (node instanceof Core.Letrec letrec && !isInlineLoop(letrec)) {
      // (let ((i (let scan ((i i)) ...))) ...): a named let in a non-tail position is a call of its procedure.
      return fixnumCall(letrec.body());
    }
    if (node instanceof Core.Call call) {
      Core.Lambda known = reps.knownTarget(call.function());
      if (known != null && KnownProcedures.isFixedArity(known) && call.arguments().size() == known.required().size()
          && !module.analysis.isInline(known) && module.fixnumResult(known)) {
        return known;
      }
    }
    return null;
  }

  /**
   * Where the tail calls of an inline loop jump, and its parameters' slots and representations;
   * {@code bigs} holds the object half's slot of a speculated fixnum parameter, else -1;
   * {@code counter} is the position of its int counter ({@link FixnumLoops#counter}), else -1.
   */
  private record Loop(Label start, int[] slots, Repr[] reprs, int[] bigs, int counter) {}

  /**
   * Emits a loop inline (see {@code kopi.analysis.InlineLoops}): the entering call stores its
   * arguments in fresh slots of this method, then the loop's code runs as the rest of this
   * position (a tail position, or one whose value the code after the loop takes from the stack),
   * and its own tail calls jump back to its start, as a self tail call does.
   */
  private void inlineLoop(Core.Lambda loop, Core.Call entry, Repr want, boolean tail) {
    List<Local> parameters = loop.required();
    int[] loopSlots = new int[parameters.size()];
    Repr[] loopReprs = new Repr[parameters.size()];
    int[] bigs = new int[parameters.size()];
    boolean[] fixnums = FixnumLoops.speculated(module, loop, entry);
    boolean[] flonums = FixnumLoops.flonums(module, loop, entry, fixnums);
    for (int i = 0; i < parameters.size(); i++) {
      loopReprs[i] = fixnums[i] ? Repr.LONG : flonums[i] ? Repr.DOUBLE : reps.local(parameters.get(i));
      loopSlots[i] = allocate(loopReprs[i]);
      bigs[i] = fixnums[i] || flonums[i] ? allocate(Repr.OBJECT) : -1;
    }
    line(entry.start());
    storeArguments(loopSlots, loopReprs, bigs, -1, entry.arguments(), name(loop));
    FixnumLoops.Counter counter = FixnumLoops.counter(module, loop, entry, fixnums);
    Label end = new Label();
    if (counter != null && tail && copiedNodes + counter.size() <= FixnumLoops.COUNTER_COPY_BUDGET) {
      copiedNodes += counter.size();
      Label generic = new Label();
      countedLoop(loop, counter, new Loop(new Label(), loopSlots, loopReprs, bigs, -1), flonums, want, tail,
          generic);
      mv.visitJumpInsn(GOTO, end);
      mv.visitLabel(generic);
    }
    Loop target = new Loop(new Label(), loopSlots, loopReprs, bigs, -1);
    mv.visitLabel(target.start());
    line(loop.start());
    List<Variable> scope = bindLoopParameters(loop, target, flonums);
    loops.put(loop, target);
    // The loop's result is this position's result: it converts as the enclosing lambda's does.
    emitAs(loop.body(), want, tail, context);
    latch(target.start());
    loops.remove(loop);
    scope.forEach(this::close);
    mv.visitLabel(end);
  }

  /**
   * At the start of an inline loop, binds its parameters to the slots of {@code target}, checks
   * the declared types and boxes what closures capture and assign; returns their scope.
   */
  private List<Variable> bindLoopParameters(Core.Lambda loop, Loop target, boolean[] flonums) {
    List<Local> parameters = loop.required();
    for (int i = 0; i < parameters.size(); i++) {
      Local parameter = parameters.get(i);
      slots.put(parameter, target.slots()[i]);
      if (i == target.counter()) {
        intCounters.add(parameter);
        continue;
      }
      if (target.bigs()[i] >= 0) {
        (flonums[i] ? flonumSlots : bigSlots).put(parameter, target.bigs()[i]);
        continue;
      }
      if (!target.reprs()[i].isPrimitive()) {
        typeCheck(loop, parameter, target.slots()[i], i + 1);
      }
      if (module.analysis.isBoxed(parameter)) {
        int box = nextSlot++;
        mv.visitVarInsn(ALOAD, target.slots()[i]);
        newBoxHolding();
        mv.visitVarInsn(ASTORE, box);
        slots.put(parameter, box);
      }
    }
    List<Variable> scope = new java.util.ArrayList<>();
    for (Local parameter : parameters) {
      scope.add(declare(parameter));
    }
    return scope;
  }

  /**
   * The copy of an inline loop with an int counter ({@link FixnumLoops#counter}), which runs when
   * the counter's bound, checked here once, is a fixnum in the counter's range, else jumps to
   * {@code generic}, the loop's ordinary code. The entering call has stored the arguments in the
   * slots of {@code entered}; the counter gets an int slot, the other parameters keep theirs. The
   * test on the counter is an int compare-and-branch and each call of the loop adds one to it with
   * no overflow check, as javac's {@code for} loop does: the JIT sees a counted loop.
   */
  private void countedLoop(Core.Lambda loop, FixnumLoops.Counter counter, Loop entered, boolean[] flonums,
      Repr want, boolean tail, Label generic) {
    emitFixnum(counter.bound());
    int[] bound = storeFixnum();
    mv.visitVarInsn(ALOAD, bound[1]);
    mv.visitJumpInsn(IFNONNULL, generic);
    mv.visitVarInsn(LLOAD, bound[0]);
    mv.visitLdcInsn(counter.lowest());
    mv.visitInsn(LCMP);
    mv.visitJumpInsn(IFLT, generic);
    mv.visitVarInsn(LLOAD, bound[0]);
    mv.visitLdcInsn(counter.highest());
    mv.visitInsn(LCMP);
    mv.visitJumpInsn(IFGT, generic);
    int limit = allocate(Repr.INT);
    mv.visitVarInsn(LLOAD, bound[0]);
    mv.visitInsn(L2I);
    mv.visitVarInsn(ISTORE, limit);
    int k = counter.index();
    int[] loopSlots = entered.slots().clone();
    Repr[] loopReprs = entered.reprs().clone();
    int[] bigs = entered.bigs().clone();
    loopSlots[k] = allocate(Repr.INT);
    loopReprs[k] = Repr.INT;
    bigs[k] = -1;
    mv.visitLdcInsn(counter.start());
    mv.visitVarInsn(ISTORE, loopSlots[k]);
    Loop target = new Loop(new Label(), loopSlots, loopReprs, bigs, k);
    mv.visitLabel(target.start());
    line(loop.start());
    List<Variable> scope = bindLoopParameters(loop, target, flonums);
    loops.put(loop, target);
    line(((Core.If) loop.body()).test().start());
    Label exit = new Label();
    Label end = new Label();
    mv.visitVarInsn(ILOAD, loopSlots[k]);
    mv.visitVarInsn(ILOAD, limit);
    mv.visitJumpInsn(switch (counter.exit()) {
      case EQUAL -> IF_ICMPEQ;
      case AT_LEAST -> IF_ICMPGE;
      case ABOVE -> IF_ICMPGT;
    }, exit);
    emitAs(counter.continueBranch(), want, tail, context);
    mv.visitJumpInsn(GOTO, end);
    mv.visitLabel(exit);
    emitAs(counter.exitBranch(), want, tail, context);
    mv.visitLabel(end);
    latch(target.start());
    loops.remove(loop);
    intCounters.remove(loop.required().get(k));
    scope.forEach(this::close);
  }

  /** Evaluates every argument, then stores them in the parameter slots: arguments may read them. */
  private void storeArguments(int[] slots, Repr[] reprs, int[] bigs, int counter, List<Core> arguments,
      String name) {
    // Arguments that are typed arithmetic on plain reads ((+ i 1) with i ::int) go last: they
    // cannot fail nor see what the others do, and then no call in another argument finds them on
    // the stack for the continuation pass to save around it.
    List<Integer> order = new java.util.ArrayList<>();
    for (int pass = 0; pass < 2; pass++) {
      for (int i = 0; i < arguments.size(); i++) {
        boolean late = (bigs == null || bigs[i] < 0) && isTypedPureArithmetic(arguments.get(i), reprs[i]);
        if (i != counter && late == (pass == 1)) {
          order.add(i);
        }
      }
    }
    // An int parameter updated by a constant step of itself ((+ i 1), (- i 2)) is incremented in
    // place once the others are stored: they were evaluated with its old value, as they would be.
    Integer[] steps = new Integer[arguments.size()];
    for (int i : order) {
      steps[i] = (bigs == null || bigs[i] < 0) ? selfIncrement(arguments.get(i), slots[i], reprs[i]) : null;
      if (steps[i] != null) {
        continue;
      }
      if (bigs != null && bigs[i] >= 0 && reprs[i] == Repr.DOUBLE) {
        emitFlonum(arguments.get(i));
      } else if (bigs != null && bigs[i] >= 0) {
        emitFixnum(arguments.get(i));
      } else {
        emitAs(arguments.get(i), reprs[i], false, name + ": argument " + (i + 1));
      }
    }
    for (int k = order.size() - 1; k >= 0; k--) {
      int i = order.get(k);
      if (steps[i] != null) {
        continue;
      }
      if (bigs != null && bigs[i] >= 0) {
        mv.visitVarInsn(ASTORE, bigs[i]);
      }
      mv.visitVarInsn(reprs[i].store, slots[i]);
    }
    for (int i : order) {
      if (steps[i] != null) {
        mv.visitIincInsn(slots[i], steps[i]);
      }
    }
    if (counter >= 0) {
      // An int counter stays below its bound, so adding one needs no overflow check; it is added
      // last, as javac's for loop does, so no other argument's call finds it on the stack.
      mv.visitIincInsn(slots[counter], 1);
    }
  }

  /**
   * Whether {@code node} is {@code + - *} in JVM instructions of representation {@code repr} on
   * plain reads ({@link #isPlainRead}) and such arithmetic: it cannot fail, call anything or see
   * what other code of its expression does.
   */
  private static final Set<String> PURE_ARITHMETIC = Set.of("+", "-", "*");

  /**
   * The step by which {@code node} updates the int variable held in {@code slot}: {@code (+ i 5)},
   * {@code (+ 5 i)} or {@code (- i 5)} in JVM {@code int} arithmetic, with a step that fits
   * {@code iinc}; else null.
   */
  private Integer selfIncrement(Core node, int slot, Repr repr) {
    if (repr != Repr.INT || !(node instanceof Core.Call call && call.arguments().size() == 2
        && call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && isTypedPureArithmetic(call, repr))) {
      return null;
    }
    String name = ((Core.GlobalRef) call.function()).global().name();
    Core first = call.arguments().get(0);
    Core second = call.arguments().get(1);
    if (name.equals("+") && first instanceof Core.Const && !(second instanceof Core.Const)) {
      Core swap = first;
      first = second;
      second = swap;
    }
    if (!(name.equals("+") || name.equals("-")) || !(first instanceof Core.LocalRef read)
        || !Integer.valueOf(slot).equals(slots.get(read.local())) || !(second instanceof Core.Const c)
        || !(c.value() instanceof Long step)) {
      return null;
    }
    long signed = name.equals("+") ? step : -step;
    return signed >= Short.MIN_VALUE && signed <= Short.MAX_VALUE ? (int) signed : null;
  }

  private boolean isTypedPureArithmetic(Core node, Repr repr) {
    node = folded(node);
    if (!(node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && PURE_ARITHMETIC.contains(ref.global().name()) && PrimitiveOps.isPrimitive(reps, call)
        && reps.kind(call).repr() == repr)) {
      return false;
    }
    for (Core argument : call.arguments()) {
      if (!isPlainRead(argument) && !isTypedPureArithmetic(argument, repr)) {
        return false;
      }
    }
    return true;
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

  /** Notes that this method may return a bounce for its caller to run. */
  private void bouncing() {
    bounced = true;
  }

  // ------------------------------------------------------------------------------ fixnums

  private static final String FIXNUMS = Rt.FIXNUMS;
  private static final String FIXNUM_BINARY = "(JLjava/lang/Object;JLjava/lang/Object;)";

  /**
   * True when {@code node} is worth computing as a speculated fixnum ({@link FixnumLoops}): a
   * speculated variable, a Java call with an integer result ({@link #integralJavaCall}), or
   * {@code + - *} of two operands one of which is.
   */
  private boolean isSpeculated(Core node) {
    node = folded(node);
    if (node instanceof Core.LocalRef ref) {
      return bigSlots.containsKey(ref.local()) || splitSlots.containsKey(ref.local())
          || intCounters.contains(ref.local())
          || integerLocal(node) != null;
    }
    if (integralJavaCall(node)) {
      return true;
    }
    if (fixnumCall(node) != null || isLength(node)) {
      return true;
    }
    if (node instanceof Core.If branch) {
      // (if (safe? q) (count q) 0): both branches fixnums, one of them computed.
      Core then = branch.then();
      Core otherwise = branch.otherwise();
      return (isSpeculated(then) || isFixnumLiteral(then)) && (isSpeculated(otherwise) || isFixnumLiteral(otherwise))
          && !(isFixnumLiteral(then) && isFixnumLiteral(otherwise));
    }
    if (FixnumLoops.arithmetic(node) == null || PrimitiveOps.isPrimitive(reps, (Core.Call) node)) {
      return false;
    }
    // An operand that is another variable, or a literal other than a fixnum, is likely not a
    // fixnum ((* step x) with a flonum step): that arithmetic stays generic.
    List<Core> operands = ((Core.Call) node).arguments();
    for (Core operand : operands) {
      if (operand instanceof Core.LocalRef && !isSpeculated(operand)
          || operand instanceof Core.Const c && !(c.value() instanceof Long)) {
        return false;
      }
    }
    if (fixnumCall(operands.get(0)) != null || fixnumCall(operands.get(1)) != null) {
      // A call's fixnum result makes arithmetic speculated only with an operand that is one too
      // ((+ (fib a) (fib b)), not (+ x (f i)) with a global x): speculated code is larger.
      return (isSpeculated(operands.get(0)) || isFixnumLiteral(operands.get(0)))
          && (isSpeculated(operands.get(1)) || isFixnumLiteral(operands.get(1)));
    }
    return isSpeculated(operands.get(0)) || isSpeculated(operands.get(1));
  }

  /**
   * Whether {@code node} is untyped {@code + - * quotient remainder modulo} (two operands, or
   * {@code + - *} of more) with no literal operand but fixnums, whose value {@link #emitFixnum}
   * wants split (a fixnum result, a speculated variable or argument) although no operand is
   * speculated: it runs as the {@code Fixnums} method on the two objects that returns a fixnum
   * result ({@code mulObjects}), so a fixnum is never boxed on its way to being split, in four
   * bytes of code more than the operands'. An operand that is not a fixnum takes the generic path.
   */
  private boolean isWantedArithmetic(Core node) {
    node = folded(node);
    if (DebugInfo.UNOPTIMIZED || FixnumLoops.arithmetic(node) == null
        || PrimitiveOps.isPrimitive(reps, (Core.Call) node)) {
      return false;
    }
    for (Core operand : ((Core.Call) node).arguments()) {
      if (operand instanceof Core.Const c && !(c.value() instanceof Long)) {
        return false;
      }
    }
    return true;
  }

  /** {@code (vector-length v)}, untyped: a fixnum whenever it returns, so it is always speculated. */
  private boolean isLength(Core node) {
    return !DebugInfo.UNOPTIMIZED && node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref
        && ref.global().isBuiltin() && ref.global().name().equals("vector-length") && call.arguments().size() == 1
        && !PrimitiveOps.isPrimitive(reps, call);
  }

  /**
   * The representation of {@code node} when it reads a local declared {@code ::int} or
   * {@code ::long} held in its own slot, else null (always under the debugger, as the other
   * speculations).
   */
  private Repr integerLocal(Core node) {
    if (!DebugInfo.UNOPTIMIZED && node instanceof Core.LocalRef ref && !module.analysis.isBoxed(ref.local())
        && !inSpeculatedSlots(ref.local()) && !module.analysis.knownLocals().containsKey(ref.local())) {
      Repr repr = reps.local(ref.local());
      return repr == Repr.INT || repr == Repr.LONG ? repr : null;
    }
    return null;
  }

  /** Whether {@code node} reads an int counter ({@link #intCounters}). */
  private boolean isIntCounter(Core node) {
    return node instanceof Core.LocalRef ref && intCounters.contains(ref.local());
  }

  private static boolean isFixnumLiteral(Core node) {
    return node instanceof Core.Const c && c.value() instanceof Long;
  }

  private JavaCall javaCall(Core.Call call) {
    return new JavaCall(mv, argument -> value(argument, false), () -> site(call.start()),
        () -> allocate(Repr.OBJECT), argument -> {
          if (!isSpeculated(argument)) {
            return false;
          }
          emitFixnum(argument);
          return true;
        }, (argument, parameter) -> {
          Repr natural = isIntCounter(argument) ? Repr.INT : reps.kind(argument).repr();
          if (natural != Repr.INT && !(natural == Repr.LONG && parameter == long.class)) {
            return false;
          }
          // (l:get i) with i ::int: the int itself, not a boxed Long that toInt unboxes again.
          emitAs(argument, parameter == int.class ? Repr.INT : Repr.LONG, false, context);
          return true;
        }, module.declared,
        argument -> argument instanceof Core.LocalRef ref ? checkedParameters.get(ref.local()) : null,
        this::defer);
  }

  /**
   * Whether {@code node} is a Java call likely giving an exact integer as a JVM integer ({@link
   * JavaCall#integral}): a speculated fixnum takes its result with no boxing
   * ({@code (+ total (s:length))}, {@code (- a:key b:key)}).
   */
  private boolean integralJavaCall(Core node) {
    String builtin = JavaCall.builtin(node);
    return builtin != null && javaCall((Core.Call) node).integral(builtin, ((Core.Call) node).arguments(),
        module.types.javaTarget((Core.Call) node));
  }

  /**
   * Emits {@code node} as a speculated fixnum: a {@code long} and above it an object that is null
   * when the value is that fixnum and is the value otherwise. Arithmetic runs on the longs with an
   * overflow check; an operand that is not a fixnum, or an overflow, takes the generic operation
   * ({@code kopi.runtime.Fixnums}), whose result is split again.
   */
  private void emitFixnum(Core node) {
    if (node instanceof Core.Letrec letrec && fixnumCall(letrec) != null) {
      List<Variable> scope = bindLetrec(letrec);
      emitFixnum(letrec.body());
      scope.forEach(this::close);
      return;
    }
    if (node instanceof Core.If branch && isSpeculated(branch)) {
      Label otherwise = new Label();
      Label end = new Label();
      branchIfFalse(branch.test(), otherwise);
      emitFixnum(branch.then());
      mv.visitJumpInsn(GOTO, end);
      mv.visitLabel(otherwise);
      emitFixnum(branch.otherwise());
      mv.visitLabel(end);
      return;
    }
    if (isLength(node)) {
      Core.Call call = (Core.Call) node;
      value(call.arguments().get(0), false);
      site(call.start());
      mv.visitMethodInsn(INVOKESTATIC, Rt.UNBOXED, "vectorLength", "(Ljava/lang/Object;)J", false);
      mv.visitInsn(ACONST_NULL);
      return;
    }
    if (fixnumCall(node) != null) {
      call((Core.Call) node, Repr.OBJECT, false, true);
      return;
    }
    if (isIntCounter(node) || integerLocal(node) != null) {
      // An int counter, or a local declared ::int or ::long: a fixnum, with a null object half.
      Repr repr = isIntCounter(node) ? Repr.INT : integerLocal(node);
      mv.visitVarInsn(repr.load, slot(((Core.LocalRef) node).local()));
      if (repr == Repr.INT) {
        mv.visitInsn(I2L);
      }
      mv.visitInsn(ACONST_NULL);
      return;
    }
    if (loadHalves(node, bigSlots, Repr.LONG, Long.class)) {
      return;
    }
    if (node instanceof Core.LocalRef ref && splitSlots.containsKey(ref.local())) {
      int[] split = splitSlots.get(ref.local());
      mv.visitVarInsn(LLOAD, split[0]);
      mv.visitVarInsn(ALOAD, split[1]);
      return;
    }
    if (integralJavaCall(node)) {
      Core.Call call = (Core.Call) node;
      javaCall(call).emitFixnum(((Core.GlobalRef) call.function()).global().name(), call.arguments(),
          module.types.javaTarget(call));
      return;
    }
    // Wanted split, arithmetic with a speculated operand is speculated even where isSpeculated
    // declines ((* (f x) (g y)) with one fixnum result): the other operand is split instead.
    boolean speculated = isSpeculated(node)
        || isWantedArithmetic(node) && ((Core.Call) folded(node)).arguments().stream().anyMatch(this::isSpeculated);
    if (!speculated && isWantedArithmetic(node)) {
      Core.Call call = (Core.Call) folded(node);
      value(call.arguments().get(0), false);
      value(call.arguments().get(1), false);
      site(call.start());
      String name = FixnumLoops.arithmetic(call);
      mv.visitMethodInsn(INVOKESTATIC, FIXNUMS, runtimeMethod(name) + "Objects",
          "(Ljava/lang/Object;Ljava/lang/Object;)J", false);
      mv.visitInsn(DUP2);
      mv.visitMethodInsn(INVOKESTATIC, FIXNUMS, "resultBig", "(J)Ljava/lang/Object;", false);
      return;
    }
    if (!speculated) {
      if (node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref
          && ref.global().isBuiltin() && JavaCall.handles(ref.global().name())) {
        if (!javaCall(call).emitSplit(ref.global().name(), call.arguments(), module.types.javaTarget(call))) {
          // Through its call site ((l:get i) on an untyped l): a Java result, likely a Long too.
          value(node, false);
          splitLikelyLong(mv, () -> {});
        }
        return;
      }
      value(node, false);
      splitFixnum();
      return;
    }
    Core.Call call = (Core.Call) folded(node);
    String name = FixnumLoops.arithmetic(call);
    if (withConstant(call, name)) {
      return;
    }
    // Both operands go to locals, so the slow path starts with the stack this expression found. A
    // left operand that is a speculated variable no set! assigns is read where it is, after the
    // right one, which cannot change it: a call in the right operand ((+ total (l:get i))) then
    // finds nothing on the stack for the continuation pass to save around it.
    Core first = call.arguments().get(0);
    int[] left = halvesInPlace(first);
    if (left == null) {
      emitFixnum(first);
    }
    int[] right = halvesInPlace(call.arguments().get(1));
    if (right == null) {
      emitFixnum(call.arguments().get(1));
      right = storeFixnum();
    }
    if (left == null) {
      left = storeFixnum();
    }
    int a = left[0];
    int bigA = left[1];
    int b = right[0];
    int bigB = right[1];
    int r = allocate(Repr.LONG);
    // The fast path starts the call's line, as the builtin call would: a breakpoint on that line
    // must stop on code that runs, and the slow path below shares the entry.
    line(call.start());
    Label slow = new Label();
    Label done = new Label();
    mv.visitVarInsn(ALOAD, bigA);
    mv.visitJumpInsn(IFNONNULL, slow);
    mv.visitVarInsn(ALOAD, bigB);
    mv.visitJumpInsn(IFNONNULL, slow);
    boolean division = !name.equals("+") && !name.equals("-") && !name.equals("*");
    if (!division) {
      mv.visitVarInsn(LLOAD, a);
      mv.visitVarInsn(LLOAD, b);
      mv.visitInsn(name.equals("+") ? LADD : name.equals("-") ? LSUB : LMUL);
      mv.visitVarInsn(LSTORE, r);
    }
    if (division) {
      // A zero divisor takes the generic path for its error; so does quotient by -1, whose
      // result overflows for the most negative fixnum.
      mv.visitVarInsn(LLOAD, b);
      mv.visitInsn(LCONST_0);
      mv.visitInsn(LCMP);
      mv.visitJumpInsn(IFEQ, slow);
      if (name.equals("quotient")) {
        mv.visitVarInsn(LLOAD, b);
        mv.visitLdcInsn(-1L);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFEQ, slow);
      }
      mv.visitVarInsn(LLOAD, a);
      mv.visitVarInsn(LLOAD, b);
      if (name.equals("modulo")) {
        mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "floorMod", "(JJ)J", false);
      } else {
        mv.visitInsn(name.equals("quotient") ? LDIV : LREM);
      }
      mv.visitVarInsn(LSTORE, r);
    } else if (name.equals("*")) {
      // No overflow when both operands fit in an int or the high half of the 128-bit product is
      // the sign of the low half (Fixnums.productFits, which the first JIT tier inlines).
      mv.visitVarInsn(LLOAD, a);
      mv.visitVarInsn(LLOAD, b);
      mv.visitVarInsn(LLOAD, r);
      mv.visitMethodInsn(INVOKESTATIC, FIXNUMS, "productFits", "(JJJ)Z", false);
      mv.visitJumpInsn(IFEQ, slow);
    } else {
      // Overflow of a + b: both operands differ in sign from r; of a - b: a and b differ in
      // sign and a differs from r (Hacker's Delight 2-13). Two tests rather than one of the
      // conjunction: the first one alone decides in the common case (a sum that keeps a's sign),
      // two instructions fewer on each iteration of an accumulating loop.
      Label fits = new Label();
      mv.visitVarInsn(LLOAD, a);
      mv.visitVarInsn(LLOAD, name.equals("+") ? r : b);
      mv.visitInsn(LXOR);
      mv.visitInsn(LCONST_0);
      mv.visitInsn(LCMP);
      mv.visitJumpInsn(IFGE, fits);
      mv.visitVarInsn(LLOAD, name.equals("+") ? b : a);
      mv.visitVarInsn(LLOAD, r);
      mv.visitInsn(LXOR);
      mv.visitInsn(LCONST_0);
      mv.visitInsn(LCMP);
      mv.visitJumpInsn(IFLT, slow);
      mv.visitLabel(fits);
    }
    mv.visitVarInsn(LLOAD, r);
    mv.visitInsn(ACONST_NULL);
    mv.visitJumpInsn(GOTO, done);
    slowPath(slow, done, call, FIXNUMS, name, Repr.LONG, left, right);
  }

  /**
   * The slow path of speculated arithmetic at {@code slow}: the generic operation of {@code owner}
   * ({@code Fixnums} or {@code Flonums}) on the operands' halves stored in {@code left} and
   * {@code right} ({@link #storeHalves}), its result split again; {@code done} follows.
   */
  private void slowPath(Label slow, Label done, Core.Call call, String owner, String name, Repr repr, int[] left,
      int[] right) {
    mv.visitLabel(slow);
    mv.visitVarInsn(repr.load, left[0]);
    mv.visitVarInsn(ALOAD, left[1]);
    mv.visitVarInsn(repr.load, right[0]);
    mv.visitVarInsn(ALOAD, right[1]);
    site(call.start());
    if (owner.equals(FIXNUMS)) {
      fixnumSlowCall(name);
    } else {
      String half = "(" + repr.descriptor + Rt.OBJECT_DESC;
      mv.visitMethodInsn(INVOKESTATIC, owner, runtimeMethod(name), half + half.substring(1) + ")" + Rt.OBJECT_DESC,
          false);
      split(mv, owner, repr.descriptor);
    }
    mv.visitLabel(done);
  }

  /**
   * The call of a speculated fixnum operation's slow path, the two operands' halves on the stack:
   * {@code Fixnums.addResult} and the like, whose fixnum result {@code resultBig} splits into the
   * two halves. Out of the first JIT tier's reach, so a slow path that never runs costs that tier
   * one call in every method rather than its boxing and splitting inlined.
   */
  private void fixnumSlowCall(String name) {
    mv.visitMethodInsn(INVOKESTATIC, FIXNUMS, runtimeMethod(name) + "Result", FIXNUM_BINARY + "J", false);
    mv.visitInsn(DUP2);
    mv.visitMethodInsn(INVOKESTATIC, FIXNUMS, "resultBig", "(J)Ljava/lang/Object;", false);
  }

  /**
   * The operation's part of the names of the runtime methods for arithmetic builtin {@code name}:
   * {@code add}, {@code sub}, {@code mul}, or the builtin's own name ({@code quotient}, {@code
   * remainder}, {@code modulo}); a {@code Flonums} slow path calls the method of that name, a
   * {@code Fixnums} one {@code addResult} and the like, and a fixnum wanted from two objects
   * {@code addObjects} and the like.
   */
  private static String runtimeMethod(String name) {
    return switch (name) {
      case "+" -> "add";
      case "-" -> "sub";
      case "*" -> "mul";
      default -> name;
    };
  }

  /**
   * Pushes the two halves of {@code node} when it is a variable with its halves in {@code halves}
   * or a literal of class {@code literal} (whose object half is null); false when it is neither.
   */
  private boolean loadHalves(Core node, Map<Local, Integer> halves, Repr repr, Class<?> literal) {
    if (node instanceof Core.LocalRef ref && halves.containsKey(ref.local())) {
      mv.visitVarInsn(repr.load, slot(ref.local()));
      mv.visitVarInsn(ALOAD, halves.get(ref.local()));
      return true;
    }
    if (node instanceof Core.Const c && literal.isInstance(c.value())) {
      mv.visitLdcInsn(c.value());
      mv.visitInsn(ACONST_NULL);
      return true;
    }
    return false;
  }

  /**
   * {@code (+ x c)}, {@code (+ c x)}, {@code (- x c)}, and {@code (* x c)} or {@code (* c x)} with a
   * positive {@code c}, for a fixnum literal {@code c}, as {@link #emitFixnum} leaves it, in less
   * code (a method's size decides whether the JIT inlines it): the literal needs no object half,
   * and the overflow check compares {@code x} with the bounds that {@code c} leaves
   * ({@code Long.MAX_VALUE - c}; {@code Long.MIN_VALUE / c} and {@code Long.MAX_VALUE / c}), where
   * the general product check computes the high half of the product (a call while the JVM
   * interprets the code). False when {@code call} is not one.
   */
  private boolean withConstant(Core.Call call, String name) {
    Core x = call.arguments().get(0);
    Core other = call.arguments().get(1);
    if ((name.equals("+") || name.equals("*")) && x instanceof Core.Const && !(other instanceof Core.Const)) {
      x = call.arguments().get(1);
      other = call.arguments().get(0);
    }
    if (!(other instanceof Core.Const c && c.value() instanceof Long l)) {
      return false;
    }
    // The result is x op operand, with no overflow while x is within [low, high].
    long operand;
    long low;
    long high;
    if (name.equals("+") || name.equals("-") && l != Long.MIN_VALUE) {
      operand = name.equals("+") ? l : -l;
      low = operand >= 0 ? Long.MIN_VALUE : Long.MIN_VALUE - operand;
      high = operand >= 0 ? Long.MAX_VALUE - operand : Long.MAX_VALUE;
    } else if (name.equals("*") && l >= 1) {
      operand = l;
      low = Long.MIN_VALUE / l;
      high = Long.MAX_VALUE / l;
    } else {
      return false;
    }
    int[] stored = halvesInPlace(x);
    if (stored == null) {
      emitFixnum(x);
      stored = storeFixnum();
    }
    line(call.start());
    Label slow = new Label();
    Label done = new Label();
    mv.visitVarInsn(ALOAD, stored[1]);
    mv.visitJumpInsn(IFNONNULL, slow);
    if (high != Long.MAX_VALUE) {
      mv.visitVarInsn(LLOAD, stored[0]);
      mv.visitLdcInsn(high);
      mv.visitInsn(LCMP);
      mv.visitJumpInsn(IFGT, slow);
    }
    if (low != Long.MIN_VALUE) {
      mv.visitVarInsn(LLOAD, stored[0]);
      mv.visitLdcInsn(low);
      mv.visitInsn(LCMP);
      mv.visitJumpInsn(IFLT, slow);
    }
    mv.visitVarInsn(LLOAD, stored[0]);
    mv.visitLdcInsn(operand);
    mv.visitInsn(name.equals("*") ? LMUL : LADD);
    mv.visitInsn(ACONST_NULL);
    mv.visitJumpInsn(GOTO, done);
    mv.visitLabel(slow);
    boolean swapped = x != call.arguments().get(0);
    if (swapped) {
      mv.visitLdcInsn(l);
      mv.visitInsn(ACONST_NULL);
    }
    mv.visitVarInsn(LLOAD, stored[0]);
    mv.visitVarInsn(ALOAD, stored[1]);
    if (!swapped) {
      mv.visitLdcInsn(l);
      mv.visitInsn(ACONST_NULL);
    }
    site(call.start());
    fixnumSlowCall(name);
    mv.visitLabel(done);
    return true;
  }

  /**
   * Untyped {@code + - *} of three or more operands as nested two-operand calls
   * ({@link FixnumLoops#binary}); typed arithmetic keeps widening all its operands at once.
   */
  private Core folded(Core node) {
    return node instanceof Core.Call call && !PrimitiveOps.isPrimitive(reps, call) ? FixnumLoops.binary(node) : node;
  }

  /** Turns the object on the stack into a speculated fixnum's two halves. */
  private void splitFixnum() {
    splitFixnum(mv);
  }

  /**
   * Turns the object on the stack, likely a {@code Long} (a Java call's result), into a speculated
   * fixnum's two halves: a {@code Long} is unboxed in line, with no call but {@code longValue} in
   * the interpreted first iterations of a loop; any other value is converted by {@code convert}
   * (nothing, or {@code JavaInterop.fromJava} for a raw Java result) and split.
   */
  static void splitLikelyLong(MethodVisitor mv, Runnable convert) {
    Label slow = new Label();
    Label done = new Label();
    mv.visitInsn(DUP);
    mv.visitTypeInsn(INSTANCEOF, "java/lang/Long");
    mv.visitJumpInsn(IFEQ, slow);
    mv.visitTypeInsn(CHECKCAST, "java/lang/Long");
    mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Long", "longValue", "()J", false);
    mv.visitInsn(ACONST_NULL);
    mv.visitJumpInsn(GOTO, done);
    mv.visitLabel(slow);
    convert.run();
    splitFixnum(mv);
    mv.visitLabel(done);
  }

  /** Turns the object on the stack into a speculated fixnum's two halves: the long, then the object. */
  static void splitFixnum(MethodVisitor mv) {
    split(mv, Rt.FIXNUMS, "J");
  }

  /**
   * Turns the object on the stack into the two halves of a speculated value: {@code owner}'s
   * {@code low} (a {@code J} or {@code D}), then its {@code big}, the object half.
   */
  private static void split(MethodVisitor mv, String owner, String low) {
    mv.visitInsn(DUP);
    mv.visitMethodInsn(INVOKESTATIC, owner, "low", "(Ljava/lang/Object;)" + low, false);
    mv.visitInsn(DUP2_X1);
    mv.visitInsn(POP2);
    mv.visitMethodInsn(INVOKESTATIC, owner, "big", "(Ljava/lang/Object;)Ljava/lang/Object;", false);
  }

  /** Turns a speculated fixnum's two halves on the stack into its value. */
  private void boxFixnum() {
    mv.visitMethodInsn(INVOKESTATIC, FIXNUMS, "box", "(JLjava/lang/Object;)Ljava/lang/Object;", false);
  }

  /** Stores the speculated fixnum on the stack in fresh slots: returns the long's and the object's. */
  private int[] storeFixnum() {
    return storeHalves(Repr.LONG);
  }

  /**
   * The slots of {@code node}'s two halves when it is a speculated variable that no {@code set!}
   * assigns, which arithmetic reads where they are (the other operand cannot change it); else null.
   */
  private int[] halvesInPlace(Core node) {
    return node instanceof Core.LocalRef ref && isSplit(ref.local())
        && !module.analysis.assigned().contains(ref.local()) ? halves(ref.local()) : null;
  }

  /** The slots of speculated variable {@code local}'s two halves. */
  private int[] halves(Local local) {
    int[] split = splitSlots.get(local);
    return split != null ? split : new int[] {slot(local), bigSlots.get(local)};
  }

  /** Whether {@code local} has a speculated fixnum's two halves: it is one, or kept split beside its object. */
  private boolean isSplit(Local local) {
    return bigSlots.containsKey(local) || splitSlots.containsKey(local);
  }

  /** Stores the two halves on the stack (a {@code repr}, then an object) in fresh slots: returns theirs. */
  private int[] storeHalves(Repr repr) {
    int bigSlot = allocate(Repr.OBJECT);
    int slot = allocate(repr);
    mv.visitVarInsn(ASTORE, bigSlot);
    mv.visitVarInsn(repr.store, slot);
    return new int[] {slot, bigSlot};
  }

  /** Splits the object on the stack, {@code local}'s value, into halves kept beside its object ({@link #splitSlots}). */
  private void splitBeside(Local local) {
    splitFixnum();
    splitSlots.put(local, storeFixnum());
  }

  /** Stores a speculated fixnum on the stack in fresh slots for {@code local}. */
  private void bindFixnum(Local local) {
    int[] stored = storeFixnum();
    slots.put(local, stored[0]);
    bigSlots.put(local, stored[1]);
  }

  /** The method of {@code Fixnums} and {@code Flonums} for comparison {@code name}, or null. */
  private static String comparison(String name) {
    return switch (name) {
      case "<" -> "less";
      case ">" -> "greater";
      case "<=" -> "lessOrEqual";
      case ">=" -> "greaterOrEqual";
      case "=" -> "numEquals";
      default -> null;
    };
  }

  /** A comparison, {@code zero?}, {@code even?} or {@code odd?} of speculated fixnums as a test; false when it is not one. */
  private boolean fixnumTest(Core.Call call, String name, Label otherwise) {
    List<Core> arguments = call.arguments();
    String method = switch (name) {
      case "zero?" -> "isZero";
      case "even?" -> "isEven";
      case "odd?" -> "isOdd";
      default -> comparison(name);
    };
    if (method == null || arguments.size() != (method.startsWith("is") ? 1 : 2)
        || arguments.stream().noneMatch(this::isSpeculated)) {
      return false;
    }
    if (arguments.size() == 2 && !loops.isEmpty()) {
      compareFixnums(call, method, otherwise);
      return true;
    }
    arguments.forEach(this::emitFixnum);
    site(call.start());
    mv.visitMethodInsn(INVOKESTATIC, FIXNUMS, method,
        (arguments.size() == 1 ? "(JLjava/lang/Object;)" : FIXNUM_BINARY) + "Z", false);
    mv.visitJumpInsn(IFEQ, otherwise);
    return true;
  }

  /**
   * A two-operand comparison of speculated fixnums as a test: the {@code long} comparison in line
   * when both object halves are null, else the generic one of {@code Fixnums}. Used inside inline
   * loops: no call on the fast path keeps the tests of loops that the JVM still interprets (the
   * first iterations of every loop) cheap, while code outside loops stays short (a recursive
   * {@code fib} must stay under the JIT's inlining limit of 325 bytes). An operand that is a speculated variable or a fixnum literal is read where it is,
   * when the other one is too (nothing runs between reading them) or when no {@code set!} assigns
   * it; any other is computed into fresh slots first.
   */
  private void compareFixnums(Core.Call call, String method, Label otherwise) {
    List<Core> arguments = call.arguments();
    boolean inPlace = arguments.stream().allMatch(a -> isFixnumLiteral(a)
        || a instanceof Core.LocalRef ref && isSplit(ref.local()));
    int[][] halves = new int[2][];
    for (int i = 0; i < 2; i++) {
      Core operand = arguments.get(i);
      if (isFixnumLiteral(operand)) {
        halves[i] = null;
      } else if (inPlace) {
        halves[i] = halves(((Core.LocalRef) operand).local());
      } else if ((halves[i] = halvesInPlace(operand)) == null) {
        emitFixnum(operand);
        halves[i] = storeFixnum();
      }
    }
    Label slow = new Label();
    Label done = new Label();
    for (int[] operand : halves) {
      if (operand != null) {
        mv.visitVarInsn(ALOAD, operand[1]);
        mv.visitJumpInsn(IFNONNULL, slow);
      }
    }
    for (int i = 0; i < 2; i++) {
      loadLong(arguments.get(i), halves[i]);
    }
    mv.visitInsn(LCMP);
    mv.visitJumpInsn(switch (method) {
      case "less" -> IFGE;
      case "greater" -> IFLE;
      case "lessOrEqual" -> IFGT;
      case "greaterOrEqual" -> IFLT;
      default -> IFNE;
    }, otherwise);
    mv.visitJumpInsn(GOTO, done);
    mv.visitLabel(slow);
    for (int i = 0; i < 2; i++) {
      loadLong(arguments.get(i), halves[i]);
      if (halves[i] == null) {
        mv.visitInsn(ACONST_NULL);
      } else {
        mv.visitVarInsn(ALOAD, halves[i][1]);
      }
    }
    site(call.start());
    mv.visitMethodInsn(INVOKESTATIC, FIXNUMS, method, FIXNUM_BINARY + "Z", false);
    mv.visitJumpInsn(IFEQ, otherwise);
    mv.visitLabel(done);
  }

  /** Pushes the {@code long} half of a comparison operand: its slot's, or the literal. */
  private void loadLong(Core operand, int[] halves) {
    if (halves == null) {
      mv.visitLdcInsn(((Core.Const) operand).value());
    } else {
      mv.visitVarInsn(LLOAD, halves[0]);
    }
  }

  /** {@code vector-ref} and {@code vector-set!} with a speculated index; false when it is not one. */
  private boolean fixnumVectorAccess(Core.Call call, String name) {
    List<Core> arguments = call.arguments();
    boolean ref = name.equals("vector-ref") && arguments.size() == 2;
    boolean set = name.equals("vector-set!") && arguments.size() == 3;
    if (!(ref || set) || !isSpeculated(arguments.get(1)) || PrimitiveOps.isPrimitive(reps, call)) {
      return false;
    }
    value(arguments.get(0), false);
    emitFixnum(arguments.get(1));
    if (set) {
      value(arguments.get(2), false);
    }
    site(call.start());
    mv.visitMethodInsn(INVOKESTATIC, Rt.UNBOXED, ref ? "vectorRef" : "vectorSet",
        ref ? "(Ljava/lang/Object;JLjava/lang/Object;)Ljava/lang/Object;"
            : "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)V",
        false);
    if (set) {
      // CompactCode drops this with the pop of a setter in statement position.
      pushUnspecified();
    }
    return true;
  }

  // ------------------------------------------------------------------------------ flonums

  /**
   * True when {@code node} is worth computing as a speculated flonum ({@link FixnumLoops#flonums}):
   * a speculated flonum variable, or untyped {@code + - *} of two operands one of which is one or
   * is a flonum literal.
   */
  private boolean isFlonumSpeculated(Core node) {
    node = folded(node);
    if (node instanceof Core.LocalRef ref) {
      return flonumSlots.containsKey(ref.local());
    }
    if (!(node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && call.arguments().size() == 2 && FixnumLoops.FLONUM_ARITHMETIC.contains(ref.global().name()))
        || PrimitiveOps.isPrimitive(reps, call)) {
      return false;
    }
    for (Core operand : call.arguments()) {
      if (operand instanceof Core.Const c && c.value() instanceof Double || isFlonumSpeculated(operand)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Emits {@code node} as a speculated flonum: a {@code double} and above it an object that is null
   * when the value is that flonum and is the value otherwise. Arithmetic on two flonums is a
   * {@code double} instruction; any other operand takes the generic operation
   * ({@code kopi.runtime.Flonums}), whose result is split again.
   */
  private void emitFlonum(Core node) {
    if (loadHalves(node, flonumSlots, Repr.DOUBLE, Double.class)) {
      return;
    }
    if (!isFlonumSpeculated(node)) {
      value(node, false);
      splitFlonum();
      return;
    }
    Core.Call call = (Core.Call) folded(node);
    String name = ((Core.GlobalRef) call.function()).global().name();
    emitFlonum(call.arguments().get(0));
    emitFlonum(call.arguments().get(1));
    int[] right = storeHalves(Repr.DOUBLE);
    int[] left = storeHalves(Repr.DOUBLE);
    line(call.start());
    Label slow = new Label();
    Label done = new Label();
    mv.visitVarInsn(ALOAD, left[1]);
    mv.visitJumpInsn(IFNONNULL, slow);
    mv.visitVarInsn(ALOAD, right[1]);
    mv.visitJumpInsn(IFNONNULL, slow);
    mv.visitVarInsn(DLOAD, left[0]);
    mv.visitVarInsn(DLOAD, right[0]);
    mv.visitInsn(name.equals("+") ? DADD : name.equals("-") ? DSUB : DMUL);
    mv.visitInsn(ACONST_NULL);
    mv.visitJumpInsn(GOTO, done);
    slowPath(slow, done, call, Rt.FLONUMS, name, Repr.DOUBLE, left, right);
  }

  private static final String FLONUM_BINARY = "(DLjava/lang/Object;DLjava/lang/Object;)";

  /** Turns the object on the stack into a speculated flonum's two halves. */
  private void splitFlonum() {
    split(mv, Rt.FLONUMS, "D");
  }

  /** A comparison with a speculated flonum operand as a test; false when it is not one. */
  private boolean flonumTest(Core.Call call, String name, Label otherwise) {
    List<Core> arguments = call.arguments();
    String method = comparison(name);
    if (method == null || arguments.size() != 2 || arguments.stream().noneMatch(this::isFlonumSpeculated)) {
      return false;
    }
    arguments.forEach(this::emitFlonum);
    site(call.start());
    mv.visitMethodInsn(INVOKESTATIC, Rt.FLONUMS, method, FLONUM_BINARY + "Z", false);
    mv.visitJumpInsn(IFEQ, otherwise);
    return true;
  }

  // ------------------------------------------------------------------------------ variables

  private int slot(Local local) {
    Integer slot = slots.get(local);
    if (slot == null) {
      throw new IllegalStateException("no slot for " + local + " in " + (self == null ? "top level" : self.name()));
    }
    return slot;
  }

  /** Whether {@link #loadCaptured} boxes {@code local}'s value with a call. */
  private boolean capturedBoxesByCall(Local local) {
    return inSpeculatedSlots(local) || !module.analysis.isBoxed(local) && reps.local(local) != Repr.OBJECT;
  }

  /** Whether {@code local} lives in a speculation's slots: a speculated fixnum or flonum, or an int counter. */
  private boolean inSpeculatedSlots(Local local) {
    return bigSlots.containsKey(local) || flonumSlots.containsKey(local) || intCounters.contains(local);
  }

  /**
   * Pushes what a closure or a known procedure captures of {@code local}: its box when it is boxed,
   * else its value as an object (closure fields and environment parameters are objects).
   */
  private void loadCaptured(Local local) {
    if (inSpeculatedSlots(local)) {
      loadLocal(local).box(mv);
    } else if (module.analysis.isBoxed(local)) {
      mv.visitVarInsn(ALOAD, slot(local));
    } else {
      Repr repr = reps.local(local);
      mv.visitVarInsn(repr.load, slot(local));
      repr.box(mv);
    }
  }

  /** Pushes the value of {@code local} in its representation, which it returns. */
  private Repr loadLocal(Local local) {
    if (intCounters.contains(local)) {
      mv.visitVarInsn(ILOAD, slot(local));
      return Repr.INT;
    }
    if (flonumSlots.containsKey(local)) {
      mv.visitVarInsn(DLOAD, slot(local));
      mv.visitVarInsn(ALOAD, flonumSlots.get(local));
      mv.visitMethodInsn(INVOKESTATIC, Rt.FLONUMS, "box", "(DLjava/lang/Object;)Ljava/lang/Object;", false);
      return Repr.OBJECT;
    }
    if (bigSlots.containsKey(local)) {
      mv.visitVarInsn(LLOAD, slot(local));
      mv.visitVarInsn(ALOAD, bigSlots.get(local));
      boxFixnum();
      return Repr.OBJECT;
    }
    if (module.analysis.isBoxed(local)) {
      mv.visitVarInsn(ALOAD, slot(local));
      mv.visitInsn(ICONST_0);
      mv.visitInsn(AALOAD);
      return Repr.OBJECT;
    }
    Repr repr = reps.local(local);
    mv.visitVarInsn(repr.load, slot(local));
    return repr;
  }

  private void storeLocal(Local local, Core value) {
    if (flonumSlots.containsKey(local)) {
      emitFlonum(value);
      mv.visitVarInsn(ASTORE, flonumSlots.get(local));
      mv.visitVarInsn(DSTORE, slot(local));
    } else if (bigSlots.containsKey(local)) {
      emitFixnum(value);
      mv.visitVarInsn(ASTORE, bigSlots.get(local));
      mv.visitVarInsn(LSTORE, slot(local));
    } else if (module.analysis.isBoxed(local)) {
      mv.visitVarInsn(ALOAD, slot(local));
      mv.visitInsn(ICONST_0);
      value(value, false);
      checkStored(local.declaredType(), value, local.name());
      mv.visitInsn(AASTORE);
    } else {
      Repr repr = reps.local(local);
      emitAs(value, repr, false, local.name() + ": assigned value");
      if (repr == Repr.OBJECT) {
        checkStored(local.declaredType(), value, local.name());
      }
      mv.visitVarInsn(repr.store, slot(local));
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
      mv.visitFieldInsn(GETSTATIC, module.part.internalName, module.part.builtinField(global.name()),
          "L" + Rt.PROCEDURE + ";");
      return;
    }
    if (global.isSession()) {
      mv.visitFieldInsn(GETSTATIC, module.internalClassName(), module.sessionCell(global.name()), Rt.OBJECT_ARRAY);
      mv.visitInsn(ICONST_0);
      mv.visitInsn(AALOAD);
    } else {
      mv.visitFieldInsn(GETSTATIC, module.globalHolder(global), module.globalField(global), Rt.OBJECT_DESC);
    }
    Label bound = new Label();
    mv.visitInsn(DUP);
    mv.visitJumpInsn(IFNONNULL, bound);
    mv.visitInsn(POP);
    if (global.isSession()) {
      mv.visitFieldInsn(GETSTATIC, module.internalClassName(), module.sessionCell(global.name()), Rt.OBJECT_ARRAY);
      mv.visitLdcInsn(global.name());
      mv.visitMethodInsn(INVOKESTATIC, Rt.ERRORS, "nullOrUnboundCell", "(" + Rt.OBJECT_ARRAY + "Ljava/lang/String;)"
          + Rt.OBJECT_DESC, false);
    } else {
      mv.visitLdcInsn(global.owner());
      mv.visitLdcInsn(global.name());
      mv.visitMethodInsn(INVOKESTATIC, Rt.ERRORS, "nullOrUnbound",
          "(Ljava/lang/String;Ljava/lang/String;)" + Rt.OBJECT_DESC,
          false);
    }
    mv.visitLabel(bound);
  }

  /**
   * Whether {@code value} may be Java null: only a value of a Java class type or of unknown type
   * (a Scheme number, string, pair... never is), so most stores need no {@link #noteIfNull}.
   */
  private boolean mayBeNull(Core value) {
    if (value instanceof Core.Const c) {
      return c.value() == null;
    }
    if (value instanceof Core.Lambda || value instanceof Core.CaseLambda) {
      return false;
    }
    kopi.analysis.Type type = module.types.typeOf(value);
    return type == null || type.javaClass() != null || type.atoms().contains(kopi.analysis.Type.Atom.OTHER);
  }

  /** Before a store of the value on the stack: if it is null, tells the runtime the variable is bound. */
  private void noteIfNull(Global global) {
    Label notNull = new Label();
    mv.visitInsn(DUP);
    mv.visitJumpInsn(IFNONNULL, notNull);
    if (global.isSession()) {
      mv.visitFieldInsn(GETSTATIC, module.internalClassName(), module.sessionCell(global.name()), Rt.OBJECT_ARRAY);
      mv.visitMethodInsn(INVOKESTATIC, Rt.ERRORS, "noteNullCell", "(" + Rt.OBJECT_ARRAY + ")V", false);
    } else {
      mv.visitLdcInsn(global.owner());
      mv.visitLdcInsn(global.name());
      mv.visitMethodInsn(INVOKESTATIC, Rt.ERRORS, "noteNullGlobal", "(Ljava/lang/String;Ljava/lang/String;)V", false);
    }
    mv.visitLabel(notNull);
  }

  /** Stores the value on the stack into {@code global}. */
  private void storeGlobal(Global global, Core value, int start, int end) {
    if (global.isBuiltin()) {
      throw new CodegenException("codegen.builtin-assignment", Math.max(0, start), Math.max(0, end),
          "cannot assign builtin " + global.name());
    }
    if (mayBeNull(value)) {
      noteIfNull(global);
    }
    if (global.isSession()) {
      mv.visitFieldInsn(GETSTATIC, module.internalClassName(), module.sessionCell(global.name()), Rt.OBJECT_ARRAY);
      mv.visitInsn(SWAP);
      mv.visitInsn(ICONST_0);
      mv.visitInsn(SWAP);
      mv.visitInsn(AASTORE);
    } else {
      mv.visitFieldInsn(PUTSTATIC, module.globalHolder(global), module.globalField(global), Rt.OBJECT_DESC);
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
    // A captured value that is boxed by a call (a speculated fixnum's Long.valueOf) is boxed before
    // the allocation, into a temporary: with no call between the `new` and the constructor's field
    // stores, HotSpot knows the closure is young and leaves out the GC barriers of those stores,
    // which continuation-passing code would otherwise pay per closure.
    int[] boxedFirst = new int[environment.size()];
    Arrays.fill(boxedFirst, -1);
    for (int i = 0; i < environment.size(); i++) {
      Local local = environment.get(i);
      if (capturedBoxesByCall(local)) {
        loadCaptured(local);
        boxedFirst[i] = allocate(Repr.OBJECT);
        mv.visitVarInsn(ASTORE, boxedFirst[i]);
      }
    }
    mv.visitTypeInsn(NEW, internal);
    mv.visitInsn(DUP);
    StringBuilder descriptor = new StringBuilder("(");
    for (int i = 0; i < environment.size(); i++) {
      Local local = environment.get(i);
      if (boxedFirst[i] >= 0) {
        mv.visitVarInsn(ALOAD, boxedFirst[i]);
      } else {
        loadCaptured(local);
      }
      descriptor.append(module.fieldDescriptor(local));
    }
    mv.visitMethodInsn(INVOKESPECIAL, internal, "<init>", descriptor.append(")V").toString(), false);
  }

  private void pushUnspecified() {
    mv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
  }

  /**
   * Starts the local variable table entry of {@code local} here, in the slot and representation it
   * has now; null (no entry) for a temporary the expander made, which has no source position.
   */
  private Variable declare(Local local) {
    boolean boxed = module.analysis.isBoxed(local);
    Repr repr = intCounters.contains(local) ? Repr.INT : bigSlots.containsKey(local) ? Repr.LONG
        : flonumSlots.containsKey(local) ? Repr.DOUBLE : boxed ? Repr.OBJECT : reps.local(local);
    return declare(local, slot(local), repr, boxed);
  }

  private Variable declare(Local local, int slot, Repr repr, boolean boxed) {
    if (local.start() < 0) {
      return null;
    }
    Label start = new Label();
    mv.visitLabel(start);
    Variable variable = new Variable(kopi.ir.ClosureConversion.mangle(local.name()),
        boxed ? Rt.OBJECT_ARRAY : repr.descriptor, boxed ? DebugInfo.BOX_SIGNATURE : null, slot, start);
    variables.add(variable);
    return variable;
  }

  /** Ends the scope of {@code variable} here (nothing for null). */
  private void close(Variable variable) {
    if (variable != null && variable.end == null) {
      variable.end = new Label();
      mv.visitLabel(variable.end);
    }
  }

  /** Writes the local variable table, after the method's last instruction. */
  private void localVariableTable() {
    if (variables.isEmpty()) {
      return;
    }
    Label end = new Label();
    mv.visitLabel(end);
    for (Variable variable : variables) {
      mv.visitLocalVariable(variable.name, variable.descriptor, variable.signature, variable.start,
          variable.end != null ? variable.end : end, variable.slot);
    }
  }

  /**
   * Records the source line of {@code offset} for the next instruction, which may fail at run time
   * (a call, a global reference or assignment), and notes its column for run-time error reports.
   */
  private void site(int offset) {
    line(offset);
    if (offset >= 0 && module.lines != null) {
      module.part.callSites.note(module.lines.line(offset) + 1, module.lines.column(offset) + 1);
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
