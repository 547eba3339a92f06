package kopi.codegen;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.function.Consumer;
import kopi.analysis.JavaTarget;
import kopi.expand.Core;
import kopi.runtime.JavaInterop;
import kopi.runtime.Keyword;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Emits the interop calls ({@code %java-invoke}, {@code %java-static},
 * {@code %java-new}, {@code %java-static-field}). When the analysis resolved the member
 * ({@link JavaTarget}), the call is a direct {@code invokevirtual}, {@code invokeinterface},
 * {@code invokestatic}, constructor call or {@code getstatic}: the receiver is checked with an
 * {@code instanceof} and cast, each argument converted to its parameter type by
 * {@code kopi.runtime.JavaConversions} (an exact integer to {@code int} with a range check, a
 * string to {@code String}...), constants pushed already converted, varargs collected into their
 * array, and the result boxed back to its Scheme representation. Otherwise a method call is an
 * {@code invokedynamic} whose call site caches the method chosen for the classes seen
 * ({@code kopi.runtime.JavaCallSites}), and so is a construction with no {@code key: value}
 * settings, a field read ({@code %java-field}) and a field write ({@code %java-set-field!}); the
 * rest stays a call to the run-time builtin. A field or method of unknown receiver that one of the
 * program's own classes has ({@link ProgramMembers}) is reached directly after an
 * {@code instanceof} test, with the call site as the path of every other receiver.
 */
final class JavaCall implements Opcodes {
  private static final String CONVERSIONS = Rt.JAVA_CONVERSIONS;
  private static final Handle INVOKE_BOOTSTRAP = new Handle(H_INVOKESTATIC, Rt.JAVA_CALL_SITES, "invoke",
      "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/String;)"
          + "Ljava/lang/invoke/CallSite;",
      false);
  private static final Handle STATIC_BOOTSTRAP = new Handle(H_INVOKESTATIC, Rt.JAVA_CALL_SITES,
      "invokeStatic", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;"
          + "Ljava/lang/String;Ljava/lang/String;)Ljava/lang/invoke/CallSite;",
      false);
  private static final Handle CONSTRUCT_BOOTSTRAP = bootstrap("construct");
  private static final Handle FIELD_BOOTSTRAP = bootstrap("field");
  private static final Handle SET_FIELD_BOOTSTRAP = bootstrap("setField");

  private final MethodVisitor mv;
  private final Consumer<Core> value;
  private final Runnable site;
  private final java.util.function.IntSupplier temporary;
  /**
   * Emits an argument as a speculated fixnum's two halves ({@code FunctionEmitter#emitFixnum})
   * when it is one, so an {@code int} or {@code long} parameter takes it with no boxing; false
   * (nothing emitted) otherwise.
   */
  private final java.util.function.Predicate<Core> halves;
  /**
   * Emits an argument for an {@code int} or {@code long} parameter as that JVM integer when its code
   * gives one with no conversion that could fail (an {@code ::int} variable for either, a
   * {@code ::long} one for a {@code long}); false (nothing emitted) otherwise.
   */
  private final java.util.function.BiPredicate<Core, Class<?>> integers;
  /** The program's own classes, whose members a receiver of unknown type likely has ({@link ProgramMembers}). */
  private final kopi.expand.DeclaredTypes declared;
  /** The class an expression's value is known to be an instance of (or {@code #!null}), or null. */
  private final java.util.function.Function<Core, Class<?>> checked;
  /** Takes code to emit after the method's last instruction, out of the way of the code that runs. */
  private final Consumer<Runnable> deferred;
  /** Slots holding constructor arguments evaluated before {@code NEW}, by argument; null otherwise. */
  private java.util.Map<Core, Integer> evaluated;

  /**
   * @param value     emits an expression leaving its (boxed) value on the stack
   * @param site      records the call's source position before an instruction that may fail
   * @param temporary allocates a fresh local slot for an object
   * @param halves    emits a speculated fixnum argument as its two halves, or nothing and false
   * @param integers  emits a JVM integer argument for an integer parameter, or nothing and false
   * @param declared  the classes the program defines, or null
   * @param checked   the class an expression's value is known to be an instance of or
   *                  {@code #!null} (a parameter its procedure's entry checked and no {@code set!}
   *                  changes), or null
   * @param deferred  takes code to emit after the method's last instruction
   */
  JavaCall(MethodVisitor mv, Consumer<Core> value, Runnable site, java.util.function.IntSupplier temporary,
      java.util.function.Predicate<Core> halves, java.util.function.BiPredicate<Core, Class<?>> integers,
      kopi.expand.DeclaredTypes declared, java.util.function.Function<Core, Class<?>> checked,
      Consumer<Runnable> deferred) {
    this.deferred = deferred;
    this.declared = declared;
    this.checked = checked;
    this.mv = mv;
    this.value = value;
    this.site = site;
    this.temporary = temporary;
    this.halves = halves;
    this.integers = integers;
  }

  /**
   * Whether the call resolved to {@code target} gives an exact integer as a JVM {@code int},
   * {@code short}, {@code byte} or {@code long}, which {@link #emitLong} leaves unboxed.
   */
  static boolean integralResult(JavaTarget target) {
    if (target == null || target.field() != null || !(target.member() instanceof Method method)) {
      return false;
    }
    Class<?> type = method.getReturnType();
    return type == int.class || type == short.class || type == byte.class || type == long.class;
  }

  /**
   * The representation in which the call to {@code builtin} resolved to {@code target} gives a
   * number as a JVM primitive ({@link #emitPrimitive}): {@code int}, {@code short} and
   * {@code byte} results as an int, {@code long} as a long, {@code float} and {@code double} as a
   * double; null for any other result and for a call resolved at run time. Like a literal's, the
   * value is a primitive but no declaration ({@link Representations}): arithmetic on it alone still
   * promotes to big integers.
   */
  static Repr primitiveResult(String builtin, JavaTarget target) {
    if (target == null) {
      return null;
    }
    Method method = invokedMethod(builtin, target);
    Class<?> type = method != null ? method.getReturnType()
        : target.field() != null && builtin.equals("%java-static-field") ? target.field().getType() : null;
    // The type the static checks give the result (int for short, double for float), as a place of
    // that declared type holds it.
    Repr repr = type == null ? Repr.OBJECT : Repr.ofDeclared(kopi.analysis.JavaCalls.resultType(type).name());
    return repr == Repr.OBJECT ? null : repr;
  }

  /**
   * Emits a call resolved to a method with a reference result and leaves that result as Java
   * returned it, not yet a Scheme value ({@code JavaInterop.fromJava}); false, emitting nothing,
   * for any other call.
   */
  boolean emitReference(String builtin, List<Core> operands, JavaTarget target) {
    Method method = invokedMethod(builtin, target);
    if (method == null || method.getReturnType().isPrimitive()) {
      return false;
    }
    direct(builtin, operands, target, Result.REFERENCE);
    return true;
  }

  /** The method a method call ({@code %java-invoke}, {@code %java-static}) resolved to {@code target} invokes, or null. */
  private static Method invokedMethod(String builtin, JavaTarget target) {
    return target != null && target.field() == null && target.member() instanceof Method method
        && (builtin.equals("%java-invoke") || builtin.equals("%java-static")) ? method : null;
  }

  /** Emits a call with a {@link #primitiveResult}, leaving the JVM value in that representation. */
  void emitPrimitive(String builtin, List<Core> operands, JavaTarget target) {
    direct(builtin, operands, target, Result.PRIMITIVE);
  }

  /**
   * Whether the call to {@code builtin} likely gives an exact integer as a JVM integer: a call
   * resolved to {@code target} with an {@link #integralResult}, or the read of an integral field
   * of one of the program's own classes ({@link ProgramMembers}).
   */
  boolean integral(String builtin, List<Core> operands, JavaTarget target) {
    return target != null ? integralResult(target) : integralField(builtin, operands) != null;
  }

  private java.lang.reflect.Field integralField(String builtin, List<Core> operands) {
    if (!builtin.equals("%java-field") || operands.size() != 2 || name(operands.get(1)) == null) {
      return null;
    }
    java.lang.reflect.Field field = ProgramMembers.selfField(declared, operands.get(0), name(operands.get(1)), false);
    if (field == null) {
      field = ProgramMembers.field(declared, name(operands.get(1)));
    }
    Class<?> type = field == null ? null : field.getType();
    return type == int.class || type == long.class || type == short.class || type == byte.class ? field : null;
  }

  /**
   * Emits an {@link #integral} call as a speculated fixnum's two halves ({@code FunctionEmitter}):
   * the JVM integer widened to a {@code long} and a null object half; a receiver of another class
   * takes the call site, whose value is split.
   */
  void emitFixnum(String builtin, List<Core> operands, JavaTarget target) {
    if (target != null) {
      direct(builtin, operands, target, Result.INTEGRAL);
      mv.visitInsn(ACONST_NULL);
      return;
    }
    java.lang.reflect.Field field = integralField(builtin, operands);
    value.accept(operands.get(0));
    Class<?> self = ProgramMembers.receiverClass(declared, operands.get(0));
    if (self != null) {
      String owner = Type.getInternalName(self);
      mv.visitTypeInsn(CHECKCAST, owner);
      mv.visitFieldInsn(GETFIELD, owner, field.getName(), Type.getDescriptor(field.getType()));
      if (field.getType() != long.class) {
        mv.visitInsn(I2L);
      }
      mv.visitInsn(ACONST_NULL);
      return;
    }
    int receiver = store(1)[0];
    String owner = Type.getInternalName(field.getDeclaringClass());
    Label generic = new Label();
    Label done = new Label();
    instanceOf(receiver, owner, generic);
    mv.visitVarInsn(ALOAD, receiver);
    mv.visitTypeInsn(CHECKCAST, owner);
    mv.visitFieldInsn(GETFIELD, owner, field.getName(), Type.getDescriptor(field.getType()));
    if (field.getType() != long.class) {
      mv.visitInsn(I2L);
    }
    mv.visitInsn(ACONST_NULL);
    mv.visitJumpInsn(GOTO, done);
    mv.visitLabel(generic);
    mv.visitVarInsn(ALOAD, receiver);
    site.run();
    mv.visitInvokeDynamicInsn("field", Rt.genericDescriptor(1), FIELD_BOOTSTRAP, name(operands.get(1)));
    FunctionEmitter.splitFixnum(mv);
    mv.visitLabel(done);
  }

  /** The bootstrap {@code JavaCallSites.name} with one string argument, the member or class name. */
  private static Handle bootstrap(String name) {
    return new Handle(H_INVOKESTATIC, Rt.JAVA_CALL_SITES, name,
        "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/String;)"
            + "Ljava/lang/invoke/CallSite;",
        false);
  }

  /** The name of the interop builtin {@code node} calls ({@link #handles}), or null when it calls none. */
  static String builtin(Core node) {
    return node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && handles(ref.global().name()) ? ref.global().name() : null;
  }

  static boolean handles(String builtin) {
    return builtin.equals("%java-invoke") || builtin.equals("%java-static") || builtin.equals("%java-new")
        || builtin.equals("%java-static-field") || builtin.equals("%java-field") || builtin.equals("%java-set-field!");
  }

  /** Emits the call to {@code builtin} with {@code operands}; false when it must stay a builtin call. */
  boolean emit(String builtin, List<Core> operands, JavaTarget target) {
    if (target != null) {
      direct(builtin, operands, target, Result.VALUE);
      return true;
    }
    if (self(builtin, operands)) {
      return true;
    }
    if (builtin.equals("%java-invoke") && operands.size() >= 2 && name(operands.get(1)) != null) {
      List<Core> arguments = operands.subList(2, operands.size());
      value.accept(operands.get(0));
      arguments.forEach(value);
      Method likely = ProgramMembers.method(declared, name(operands.get(1)), arguments.size());
      Label done = new Label();
      if (likely != null) {
        int[] slots = store(arguments.size() + 1);
        String owner = Type.getInternalName(likely.getDeclaringClass());
        Label generic = new Label();
        instanceOf(slots[0], owner, generic);
        for (int slot : slots) {
          mv.visitVarInsn(ALOAD, slot);
          if (slot == slots[0]) {
            mv.visitTypeInsn(CHECKCAST, owner);
          }
        }
        site.run();
        mv.visitMethodInsn(INVOKEVIRTUAL, owner, likely.getName(), Type.getMethodDescriptor(likely), false);
        box(likely.getReturnType());
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(generic);
        for (int slot : slots) {
          mv.visitVarInsn(ALOAD, slot);
        }
      }
      site.run();
      mv.visitInvokeDynamicInsn("invoke", Rt.genericDescriptor(arguments.size() + 1), INVOKE_BOOTSTRAP,
          name(operands.get(1)));
      mv.visitLabel(done);
      return true;
    }
    if ((builtin.equals("%java-field") && operands.size() == 2 || builtin.equals("%java-set-field!")
        && operands.size() == 3) && name(operands.get(1)) != null) {
      value.accept(operands.get(0));
      if (operands.size() == 3) {
        value.accept(operands.get(2));
      }
      java.lang.reflect.Field likely = ProgramMembers.field(declared, name(operands.get(1)));
      if (likely != null && operands.size() == 3 && Modifier.isFinal(likely.getModifiers())) {
        likely = null;
      }
      Label done = new Label();
      if (likely != null) {
        int[] slots = store(operands.size() - 1);
        String owner = Type.getInternalName(likely.getDeclaringClass());
        String descriptor = Type.getDescriptor(likely.getType());
        Label generic = new Label();
        instanceOf(slots[0], owner, generic);
        mv.visitVarInsn(ALOAD, slots[0]);
        mv.visitTypeInsn(CHECKCAST, owner);
        if (operands.size() == 2) {
          mv.visitFieldInsn(GETFIELD, owner, likely.getName(), descriptor);
          box(likely.getType());
        } else {
          mv.visitVarInsn(ALOAD, slots[1]);
          site.run();
          // Converted and checked as the generic path converts a stored value (ClassSupport.toJava).
          ClassDefinitionEmitter.convert(mv, descriptor, likely.getDeclaringClass().getName() + "." + likely.getName());
          mv.visitFieldInsn(PUTFIELD, owner, likely.getName(), descriptor);
          box(void.class);
        }
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(generic);
        for (int slot : slots) {
          mv.visitVarInsn(ALOAD, slot);
        }
      }
      site.run();
      mv.visitInvokeDynamicInsn(builtin.equals("%java-field") ? "field" : "setField",
          Rt.genericDescriptor(operands.size() - 1), operands.size() == 2 ? FIELD_BOOTSTRAP : SET_FIELD_BOOTSTRAP,
          name(operands.get(1)));
      mv.visitLabel(done);
      return true;
    }
    if (builtin.equals("%java-new") && !operands.isEmpty() && name(operands.get(0)) != null
        && operands.stream().noneMatch(operand -> operand instanceof Core.Const c && c.value() instanceof Keyword)) {
      List<Core> arguments = operands.subList(1, operands.size());
      Constructor<?> constructor = ProgramMembers.constructor(declared, name(operands.get(0)), arguments.size());
      if (constructor != null) {
        construct(operands, constructor, false);
        return true;
      }
      arguments.forEach(value);
      site.run();
      mv.visitInvokeDynamicInsn("construct", Rt.genericDescriptor(arguments.size()), CONSTRUCT_BOOTSTRAP,
          name(operands.get(0)));
      return true;
    }
    if (builtin.equals("%java-static") && operands.size() >= 2 && name(operands.get(0)) != null
        && name(operands.get(1)) != null) {
      List<Core> arguments = operands.subList(2, operands.size());
      arguments.forEach(value);
      site.run();
      mv.visitInvokeDynamicInsn("invoke", Rt.genericDescriptor(arguments.size()), STATIC_BOOTSTRAP,
          name(operands.get(0)), name(operands.get(1)));
      return true;
    }
    return false;
  }

  /**
   * Emits a field read or write, or a method call, on the receiver of a member of a class the
   * program defines ({@link ProgramMembers#receiverClass}: {@code this}, the implicit receiver of
   * its field names and methods) as a direct {@code getfield}, {@code putfield} or
   * {@code invokevirtual} on that class; false (nothing emitted) when it is not one.
   */
  private boolean self(String builtin, List<Core> operands) {
    if (operands.size() < 2 || name(operands.get(1)) == null) {
      return false;
    }
    Class<?> self = ProgramMembers.receiverClass(declared, operands.get(0));
    if (self == null) {
      return false;
    }
    String owner = Type.getInternalName(self);
    String name = name(operands.get(1));
    if (builtin.equals("%java-field") && operands.size() == 2 || builtin.equals("%java-set-field!")
        && operands.size() == 3) {
      java.lang.reflect.Field field = ProgramMembers.selfField(declared, operands.get(0), name, operands.size() == 3);
      if (field == null) {
        return false;
      }
      String descriptor = Type.getDescriptor(field.getType());
      value.accept(operands.get(0));
      mv.visitTypeInsn(CHECKCAST, owner);
      if (operands.size() == 2) {
        mv.visitFieldInsn(GETFIELD, owner, name, descriptor);
        box(field.getType());
      } else {
        value.accept(operands.get(2));
        site.run();
        // Converted and checked as every other write of the field (ClassSupport.toJava).
        ClassDefinitionEmitter.convert(mv, descriptor, field.getDeclaringClass().getName() + "." + name);
        mv.visitFieldInsn(PUTFIELD, owner, name, descriptor);
        box(void.class);
      }
      return true;
    }
    if (!builtin.equals("%java-invoke")) {
      return false;
    }
    Method method = ProgramMembers.selfMethod(self, name, operands.size() - 2);
    if (method == null) {
      return false;
    }
    value.accept(operands.get(0));
    mv.visitTypeInsn(CHECKCAST, owner);
    arguments(operands.subList(2, operands.size()), method, false, name);
    site.run();
    mv.visitMethodInsn(INVOKEVIRTUAL, owner, name, Type.getMethodDescriptor(method), false);
    box(method.getReturnType());
    return true;
  }

  /**
   * Emits a construction as {@code new} and {@code invokespecial} of {@code constructor} (resolved,
   * or the one of a class the program defines: {@link ProgramMembers#constructor}), each argument
   * converted to its parameter type.
   */
  private void construct(List<Core> operands, Constructor<?> constructor, boolean varargs) {
    String owner = Type.getInternalName(constructor.getDeclaringClass());
    // Arguments that are not constants are evaluated into locals before NEW: they may call
    // Scheme procedures, and a continuation capture cannot save a frame whose operand stack
    // holds an uninitialised object (ContinuationInstrumenter).
    evaluated = new java.util.IdentityHashMap<>();
    for (Core argument : operands.subList(1, operands.size())) {
      if (!(argument instanceof Core.Const)) {
        value.accept(argument);
        int slot = temporary.getAsInt();
        mv.visitVarInsn(ASTORE, slot);
        evaluated.put(argument, slot);
      }
    }
    mv.visitTypeInsn(NEW, owner);
    mv.visitInsn(DUP);
    arguments(operands.subList(1, operands.size()), constructor, varargs,
        constructor.getDeclaringClass().getSimpleName());
    site.run();
    // A checked exception the member throws passes through as it is (the JVM does not check
    // them): guard and with-exception-handler take any Java exception as the condition.
    mv.visitMethodInsn(INVOKESPECIAL, owner, "<init>", Type.getConstructorDescriptor(constructor), false);
  }

  /** Stores the {@code count} objects on the stack in fresh locals; their slots, the deepest first. */
  private int[] store(int count) {
    int[] slots = new int[count];
    for (int i = 0; i < count; i++) {
      slots[i] = temporary.getAsInt();
    }
    for (int i = count - 1; i >= 0; i--) {
      mv.visitVarInsn(ASTORE, slots[i]);
    }
    return slots;
  }

  /** Jumps to {@code otherwise} unless the object in local {@code slot} is an {@code owner}. */
  private void instanceOf(int slot, String owner, Label otherwise) {
    mv.visitVarInsn(ALOAD, slot);
    mv.visitTypeInsn(INSTANCEOF, owner);
    mv.visitJumpInsn(IFEQ, otherwise);
  }

  // ------------------------------------------------------------------------------ direct calls

  /**
   * Emits a call resolved to {@code target} whose method returns a reference ({@code (l:get i)}) as
   * a speculated fixnum's two halves ({@code FunctionEmitter}): a {@code Long} result is unboxed in
   * line, any other one converted as {@code JavaInterop.fromJava} converts it and split. False,
   * emitting nothing, for any other call.
   */
  boolean emitSplit(String builtin, List<Core> operands, JavaTarget target) {
    if (target == null || target.field() != null || !(target.member() instanceof Method method)
        || method.getReturnType().isPrimitive()) {
      return false;
    }
    direct(builtin, operands, target, Result.SPLIT);
    return true;
  }

  /**
   * How {@link #direct} leaves a call's result: a Scheme value, a {@code long}, a speculated
   * fixnum, the JVM primitive of a {@link #primitiveResult} (a {@code float} widened to a double),
   * or the reference Java returned ({@link #emitReference}).
   */
  private enum Result {
    VALUE, INTEGRAL, SPLIT, PRIMITIVE, REFERENCE
  }

  private void direct(String builtin, List<Core> operands, JavaTarget target, Result result) {
    if (target.field() != null) {
      site.run();
      mv.visitFieldInsn(GETSTATIC, Type.getInternalName(target.field().getDeclaringClass()), target.field().getName(),
          Type.getDescriptor(target.field().getType()));
      if (result == Result.PRIMITIVE) {
        widenFloat(target.field().getType());
      } else {
        box(target.field().getType());
      }
      return;
    }
    Executable member = target.member();
    String owner = Type.getInternalName(target.receiverType());
    if (member instanceof Constructor<?> constructor) {
      construct(operands, constructor, target.varargs());
      return;
    }
    String name = member.getName();
    Method method = (Method) member;
    boolean isStatic = Modifier.isStatic(method.getModifiers());
    boolean guarded = !isStatic && receiver(operands.get(0), target.receiverType(), name);
    arguments(operands.subList(2, operands.size()), member, target.varargs(), name);
    site.run();
    boolean isInterface = target.receiverType().isInterface();
    int opcode = isStatic ? INVOKESTATIC : isInterface ? INVOKEINTERFACE : INVOKEVIRTUAL;
    Label end = new Label();
    if (guarded) {
      Label start = new Label();
      Label handler = new Label();
      mv.visitTryCatchBlock(start, end, handler, "java/lang/NullPointerException");
      mv.visitLabel(start);
      deferred.accept(() -> nullReceiver(handler, operands.get(0), target.receiverType(), name));
    }
    mv.visitMethodInsn(opcode, owner, method.getName(), Type.getMethodDescriptor(method), isInterface);
    if (guarded) {
      mv.visitLabel(end);
    }
    if (result == Result.SPLIT) {
      FunctionEmitter.splitLikelyLong(mv, () -> box(method.getReturnType()));
    } else if (result == Result.VALUE) {
      box(method.getReturnType());
    } else if (result == Result.PRIMITIVE) {
      widenFloat(method.getReturnType());
    } else if (result == Result.REFERENCE) {
      return;
    } else if (method.getReturnType() != long.class) {
      mv.visitInsn(I2L);
    }
  }

  /**
   * Pushes the receiver of a call of {@code method}, tested to be an instance of {@code type}. True
   * when the test is left to the call itself: the receiver is a parameter that its procedure's entry
   * checked, so an instance or {@code #!null}, and a {@code NullPointerException} from the call is
   * then Kopi's error if the parameter is {@code #!null} ({@link #nullReceiver}). The call runs as in
   * Java, with no test of its own (none at all on an interface: the JVM's verifier takes any object
   * for one, and the entry's test stands for the cast).
   */
  private boolean receiver(Core receiver, Class<?> type, String method) {
    value.accept(receiver);
    String internal = Type.getInternalName(type);
    Label ok = new Label();
    Class<?> known = checked == null ? null : checked.apply(receiver);
    if (known != null && type.isAssignableFrom(known)) {
      if (!type.isInterface()) {
        mv.visitTypeInsn(CHECKCAST, internal);
      }
      return true;
    }
    mv.visitInsn(DUP);
    mv.visitTypeInsn(INSTANCEOF, internal);
    mv.visitJumpInsn(IFNE, ok);
    receiverError(type, method);
    mv.visitLabel(ok);
    mv.visitTypeInsn(CHECKCAST, internal);
    return false;
  }

  /**
   * The handler of a {@code NullPointerException} from a call on a checked parameter: when the
   * parameter is {@code #!null} the exception came from the call itself, and the error is the one
   * an unchecked receiver gets, at the call's line; else it came from within the method called and
   * goes on as it is.
   */
  private void nullReceiver(Label handler, Core receiver, Class<?> type, String method) {
    Label rethrow = new Label();
    mv.visitLabel(handler);
    value.accept(receiver);
    mv.visitJumpInsn(IFNONNULL, rethrow);
    mv.visitInsn(ACONST_NULL);
    receiverError(type, method);
    mv.visitInsn(POP);
    mv.visitLabel(rethrow);
    mv.visitInsn(ATHROW);
  }

  /**
   * Calls {@code JavaConversions.receiver} on the value on the stack, at the call's line: the error
   * for a receiver of {@code method} that is not a {@code type} (or the string a mutable string is).
   */
  private void receiverError(Class<?> type, String method) {
    mv.visitLdcInsn(type.getName());
    mv.visitLdcInsn(method);
    site.run();
    mv.visitMethodInsn(INVOKESTATIC, CONVERSIONS, "receiver",
        "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;", false);
  }

  private void arguments(List<Core> arguments, Executable member, boolean varargs, String method) {
    Class<?>[] parameters = member.getParameterTypes();
    int fixed = varargs ? parameters.length - 1 : parameters.length;
    for (int i = 0; i < fixed; i++) {
      argument(arguments.get(i), parameters[i], method, i + 1);
    }
    if (!varargs) {
      return;
    }
    Class<?> component = parameters[fixed].getComponentType();
    int count = arguments.size() - fixed;
    mv.visitLdcInsn(count);
    if (component.isPrimitive()) {
      mv.visitIntInsn(NEWARRAY, arrayCode(component));
    } else {
      mv.visitTypeInsn(ANEWARRAY, Type.getInternalName(component));
    }
    for (int i = 0; i < count; i++) {
      mv.visitInsn(DUP);
      mv.visitLdcInsn(i);
      argument(arguments.get(fixed + i), component, method, fixed + i + 1);
      mv.visitInsn(Type.getType(component).getOpcode(IASTORE));
    }
  }

  /** Leaves {@code argument} converted to {@code parameter} on the stack. */
  private void argument(Core argument, Class<?> parameter, String method, int position) {
    if (argument instanceof Core.Const constant && parameter.isPrimitive()
        && pushConstant(parameter, constant.value())) {
      return;
    }
    Integer slot = evaluated == null ? null : evaluated.get(argument);
    if (slot == null && (parameter == int.class || parameter == long.class) && integers != null
        && integers.test(argument, parameter)) {
      return;
    }
    if (slot == null && (parameter == int.class || parameter == long.class) && halves != null
        && halves.test(argument)) {
      mv.visitLdcInsn(method);
      mv.visitLdcInsn(position);
      site.run();
      mv.visitMethodInsn(INVOKESTATIC, CONVERSIONS, parameter == int.class ? "toInt" : "toLong",
          "(JLjava/lang/Object;Ljava/lang/String;I)" + Type.getDescriptor(parameter), false);
      return;
    }
    if (slot != null) {
      mv.visitVarInsn(ALOAD, slot);
    } else {
      value.accept(argument);
    }
    if (parameter == Object.class) {
      return;
    }
    if (parameter.isPrimitive()) {
      String type = Type.getDescriptor(parameter);
      String helper = "to" + Character.toUpperCase(parameter.getName().charAt(0)) + parameter.getName().substring(1);
      mv.visitLdcInsn(method);
      mv.visitLdcInsn(position);
      site.run();
      mv.visitMethodInsn(INVOKESTATIC, CONVERSIONS, helper, "(Ljava/lang/Object;Ljava/lang/String;I)" + type, false);
      return;
    }
    String internal = Type.getInternalName(parameter);
    Label ok = new Label();
    mv.visitInsn(DUP);
    mv.visitTypeInsn(INSTANCEOF, internal);
    mv.visitJumpInsn(IFNE, ok);
    if (parameter == String.class) {
      mv.visitLdcInsn(method);
      mv.visitLdcInsn(position);
      site.run();
      mv.visitMethodInsn(INVOKESTATIC, CONVERSIONS, "toJavaString",
          "(Ljava/lang/Object;Ljava/lang/String;I)Ljava/lang/String;",
          false);
    } else {
      mv.visitLdcInsn(Type.getType(parameter));
      mv.visitLdcInsn(method);
      mv.visitLdcInsn(position);
      site.run();
      mv.visitMethodInsn(INVOKESTATIC, CONVERSIONS, "toReference",
          "(Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;I)Ljava/lang/Object;", false);
    }
    mv.visitLabel(ok);
    mv.visitTypeInsn(CHECKCAST, internal);
  }

  /** Pushes a constant already converted to a primitive parameter; false when it needs the checked path. */
  private boolean pushConstant(Class<?> parameter, Object constant) {
    if (JavaInterop.cost(parameter, constant) == -1) {
      return false;
    }
    Object converted = JavaInterop.toJava(parameter, constant);
    if (converted instanceof Integer || converted instanceof Long || converted instanceof Float
        || converted instanceof Double) {
      mv.visitLdcInsn(converted);
    } else if (converted instanceof Character c) {
      mv.visitLdcInsn((int) c);
    } else if (converted instanceof Boolean b) {
      mv.visitInsn(b ? ICONST_1 : ICONST_0);
    } else {
      return false;
    }
    return true;
  }

  /** A {@code float} on the stack becomes the double a flonum is; other primitives stay. */
  private void widenFloat(Class<?> type) {
    if (type == float.class) {
      mv.visitInsn(F2D);
    }
  }

  /** Boxes the result on the stack into the Scheme representation of {@code type}. */
  private void box(Class<?> type) {
    if (type == void.class) {
      mv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
    } else if (type == int.class || type == short.class || type == byte.class) {
      mv.visitInsn(I2L);
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", false);
    } else if (type == long.class) {
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", false);
    } else if (type == float.class) {
      mv.visitInsn(F2D);
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "valueOf", "(D)Ljava/lang/Double;", false);
    } else if (type == double.class) {
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "valueOf", "(D)Ljava/lang/Double;", false);
    } else if (type == char.class) {
      mv.visitMethodInsn(INVOKESTATIC, Rt.CHAR, "of", "(I)L" + Rt.CHAR + ";", false);
    } else if (type == boolean.class) {
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Boolean", "valueOf", "(Z)Ljava/lang/Boolean;", false);
    } else {
      mv.visitMethodInsn(INVOKESTATIC, Rt.JAVA_INTEROP, "fromJava", "(Ljava/lang/Object;)Ljava/lang/Object;",
          false);
    }
  }

  private static int arrayCode(Class<?> component) {
    if (component == int.class) {
      return T_INT;
    } else if (component == long.class) {
      return T_LONG;
    } else if (component == double.class) {
      return T_DOUBLE;
    } else if (component == float.class) {
      return T_FLOAT;
    } else if (component == char.class) {
      return T_CHAR;
    } else if (component == boolean.class) {
      return T_BOOLEAN;
    } else if (component == short.class) {
      return T_SHORT;
    }
    return T_BYTE;
  }

  private static String name(Core operand) {
    return operand instanceof Core.Const c && c.value() instanceof String s ? s : null;
  }
}
