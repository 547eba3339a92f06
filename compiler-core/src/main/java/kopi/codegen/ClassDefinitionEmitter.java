package kopi.codegen;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.ClassSpec;
import kopi.syntax.LineIndex;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Emits the JVM class of a {@code define-simple-class} / {@code define-class} from its
 * {@link ClassSpec}. The class is a real one (public fields, methods with the declared
 * signatures, constructors), so Java code, reflection and {@code invokeinterface} from the JDK
 * (a {@code Comparator} given to {@code Collections.sort}) see an ordinary class. Each member's
 * Scheme code lives in a slot of the static array {@code $slots}: a method boxes its arguments,
 * calls the procedure in its slot (its fixed entry {@code apply0..apply4}, else through
 * {@code kopi.runtime.ClassSupport}), and converts the result to its return type. The module fills the slots with {@code $link} when the definition
 * runs (see {@link #emitLink}), which is why a body can close over anything in scope there.
 * The private static constant {@code $module} names the module class whose forms define it:
 * Java code that uses the class before they ran makes the runtime run them then
 * ({@code ClassSupport.value}, through {@code Launcher.load}).
 *
 * <p>No method has a branch, so the class needs no stack map frames beyond the trivial ones and
 * is written with {@link ClassWriter#COMPUTE_MAXS} only. The expander loads the same bytes in a
 * throwaway loader to learn the class's members while it expands later code.
 */
public final class ClassDefinitionEmitter implements Opcodes {
  private ClassDefinitionEmitter() {}

  /** The static field holding the members' Scheme implementations. */
  public static final String SLOTS = "$slots";
  /** The static method that fills {@link #SLOTS} and initialises static fields. */
  public static final String LINK = "$link";
  /** The private static constant naming the module class that defines the class (not in shapes). */
  public static final String MODULE = kopi.runtime.ClassSupport.MODULE_FIELD;

  private static final String SUPPORT = Rt.CLASS_SUPPORT;
  private static final String INTEROP = Rt.JAVA_INTEROP;

  /** The class file for {@code spec}, with no {@link #MODULE} (the expander's shapes). */
  public static byte[] emit(ClassSpec spec, String sourceFile, LineIndex lines) {
    return emit(spec, sourceFile, lines, null);
  }

  /** The class file for {@code spec}, defined by the forms of module class {@code moduleClass} (or null). */
  public static byte[] emit(ClassSpec spec, String sourceFile, LineIndex lines, String moduleClass) {
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    String self = internal(spec.name());
    List<String> interfaces = new ArrayList<>();
    for (String name : spec.interfaces()) {
      interfaces.add(internal(name));
    }
    boolean isInterface = spec.kind() == ClassSpec.Kind.INTERFACE;
    boolean isEnum = spec.kind() == ClassSpec.Kind.ENUM;
    int access = isInterface ? ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT
        : ACC_PUBLIC | ACC_SUPER | (spec.kind() == ClassSpec.Kind.ABSTRACT_CLASS ? ACC_ABSTRACT : 0)
            | (isEnum ? ACC_FINAL | ACC_ENUM : 0);
    cw.visit(V17, access, self, isEnum ? "Ljava/lang/Enum<L" + self + ";>;" : null, internal(spec.superName()),
        interfaces.toArray(String[]::new));
    if (sourceFile != null) {
      cw.visitSource(sourceFile, null);
    }
    for (ClassSpec.Annotation annotation : spec.annotations()) {
      annotate(cw.visitAnnotation(annotation.descriptor(), annotation.visible()), annotation);
    }
    if (isInterface) {
      // An interface has only abstract methods: no slots, no fields, nothing to link.
      for (ClassSpec.MethodSpec method : spec.methods()) {
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_ABSTRACT, method.name(), method.descriptor(), null, null);
        annotate(mv, method);
        mv.visitEnd();
      }
      cw.visitEnd();
      return cw.toByteArray();
    }
    boolean perInstance = spec.kind() == ClassSpec.Kind.OBJECT;
    cw.visitField(ACC_PUBLIC | (perInstance ? ACC_FINAL : ACC_STATIC), SLOTS, Rt.OBJECT_ARRAY, null, null).visitEnd();
    if (moduleClass != null && !perInstance) {
      cw.visitField(ACC_PRIVATE | ACC_STATIC | ACC_FINAL | ACC_SYNTHETIC, MODULE, "Ljava/lang/String;", null,
          moduleClass).visitEnd();
    }
    for (ClassSpec.FieldSpec field : spec.fields()) {
      // Private fields stay public in the class file: Scheme code reaches fields by reflection.
      org.objectweb.asm.FieldVisitor fv = cw.visitField(ACC_PUBLIC | (field.isStatic() ? ACC_STATIC : 0), field.name(),
          field.descriptor(), null, null);
      for (ClassSpec.Annotation annotation : field.annotations()) {
        annotate(fv.visitAnnotation(annotation.descriptor(), annotation.visible()), annotation);
      }
      fv.visitEnd();
    }
    if (!perInstance) {
      link(cw, spec, lines);
    }
    if (isEnum) {
      EnumMembers.emit(cw, self, spec.enumConstants());
    } else if (perInstance) {
      constructor(cw, spec, new ClassSpec.ConstructorSpec(List.of(Rt.OBJECT_ARRAY), -1, "()V", -1, -1), lines);
    } else if (spec.constructors().isEmpty()) {
      constructor(cw, spec, new ClassSpec.ConstructorSpec(List.of(), -1, "()V", -1, -1), lines);
    }
    for (ClassSpec.ConstructorSpec constructor : spec.constructors()) {
      constructor(cw, spec, constructor, lines);
    }
    for (ClassSpec.MethodSpec method : spec.methods()) {
      method(cw, spec, method, lines);
    }
    for (ClassSpec.SuperBridge bridge : spec.superBridges()) {
      superBridge(cw, bridge);
    }
    cw.visitEnd();
    return cw.toByteArray();
  }

  /**
   * Emits the call of {@code $link} in module code: the implementations' array is on the stack
   * and is consumed.
   */
  static void emitLink(MethodVisitor mv, ClassSpec spec) {
    if (spec.kind() == ClassSpec.Kind.INTERFACE) {
      mv.visitInsn(POP);
      return;
    }
    mv.visitMethodInsn(INVOKESTATIC, internal(spec.name()), LINK, "(" + Rt.OBJECT_ARRAY + ")V", false);
  }

  /**
   * Emits the creation of an {@code object}'s instance in module code: its implementations' array
   * is on the stack and is replaced by the new instance.
   */
  static void emitNew(MethodVisitor mv, ClassSpec spec) {
    String self = internal(spec.name());
    mv.visitTypeInsn(NEW, self);
    mv.visitInsn(DUP_X1);
    mv.visitInsn(SWAP);
    mv.visitMethodInsn(INVOKESPECIAL, self, "<init>", "(" + Rt.OBJECT_ARRAY + ")V", false);
  }

  /** The internal name ({@code java/util/List}) of a binary name. */
  static String internal(String binaryName) {
    return binaryName.replace('.', '/');
  }

  /**
   * The members a module class gets from {@code module-extends}/{@code module-implements}
   * ({@link kopi.expand.ModuleSupertypes}): a public constructor without arguments that calls the
   * superclass's and runs the module ({@code Launcher.load}) unless it has run, and per bridge an
   * instance method that calls the procedure in the module variable's static field (named by
   * {@code fieldOf}) with the arguments as Scheme values and converts the result.
   */
  static void moduleMembers(ClassVisitor cw, String self, kopi.expand.ModuleSupertypes supertypes,
      java.util.function.Function<kopi.expand.Global, String> fieldOf, String className) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
    mv.visitCode();
    mv.visitVarInsn(ALOAD, 0);
    mv.visitMethodInsn(INVOKESPECIAL, internal(supertypes.superName()), "<init>", "()V", false);
    Label done = new Label();
    mv.visitFieldInsn(GETSTATIC, self, ModuleCompiler.INITIALIZED, "Z");
    mv.visitJumpInsn(IFNE, done);
    mv.visitLdcInsn(Type.getObjectType(self));
    mv.visitMethodInsn(INVOKESTATIC, Rt.LAUNCHER, "load", "(Ljava/lang/Class;)V", false);
    mv.visitLabel(done);
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    for (kopi.expand.ModuleSupertypes.Bridge bridge : supertypes.bridges()) {
      String where = className + "." + bridge.name();
      mv = cw.visitMethod(ACC_PUBLIC, bridge.name(), bridge.descriptor(), null, null);
      mv.visitCode();
      mv.visitFieldInsn(GETSTATIC, self, fieldOf.apply(new kopi.expand.Global(className, bridge.variable())),
          Rt.OBJECT_DESC);
      arguments(mv, bridge.parameters(), 0, 1);
      mv.visitLdcInsn(where);
      mv.visitMethodInsn(INVOKESTATIC, SUPPORT, "callProcedure",
          "(" + Rt.OBJECT_DESC + Rt.OBJECT_ARRAY + "Ljava/lang/String;)" + Rt.OBJECT_DESC, false);
      returnValue(mv, bridge.returnDescriptor(), where);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
  }

  // ------------------------------------------------------------------------------ members

  private static void link(ClassWriter cw, ClassSpec spec, LineIndex lines) {
    String self = internal(spec.name());
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, LINK, "(" + Rt.OBJECT_ARRAY + ")V", null, null);
    mv.visitCode();
    mv.visitVarInsn(ALOAD, 0);
    mv.visitFieldInsn(PUTSTATIC, self, SLOTS, Rt.OBJECT_ARRAY);
    for (ClassSpec.FieldSpec field : spec.fields()) {
      if (field.isStatic() && field.init() != ClassSpec.Init.NONE) {
        line(mv, lines, field.start());
        slotValue(mv, spec, field.slot(), where(spec, field.name()));
        convert(mv, field.descriptor(), where(spec, field.name()));
        mv.visitFieldInsn(PUTSTATIC, self, field.name(), field.descriptor());
      }
    }
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void constructor(ClassWriter cw, ClassSpec spec, ClassSpec.ConstructorSpec constructor,
      LineIndex lines) {
    String self = internal(spec.name());
    String where = spec.name() + ".*init*";
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", constructor.descriptor(), null, null);
    mv.visitCode();
    line(mv, lines, constructor.start());
    Type[] superParameters = Type.getArgumentTypes(constructor.superDescriptor());
    if (constructor.superArgumentsSlot() >= 0) {
      int argumentsLocal = localsSize(constructor.parameters(), true);
      callSlot(mv, spec, constructor.superArgumentsSlot(), constructor.parameters(), false, 1, where);
      mv.visitLdcInsn(superParameters.length);
      mv.visitLdcInsn(where);
      mv.visitMethodInsn(INVOKESTATIC, SUPPORT, "arguments",
          "(Ljava/lang/Object;ILjava/lang/String;)" + Rt.OBJECT_ARRAY, false);
      mv.visitVarInsn(ASTORE, argumentsLocal);
      mv.visitVarInsn(ALOAD, 0);
      for (int i = 0; i < superParameters.length; i++) {
        mv.visitVarInsn(ALOAD, argumentsLocal);
        mv.visitLdcInsn(i);
        mv.visitInsn(AALOAD);
        convert(mv, superParameters[i].getDescriptor(), where);
      }
    } else {
      mv.visitVarInsn(ALOAD, 0);
    }
    mv.visitMethodInsn(INVOKESPECIAL, internal(spec.superName()), "<init>", constructor.superDescriptor(), false);
    if (spec.kind() == ClassSpec.Kind.OBJECT) {
      // The implementations of this instance, made where the object expression ran.
      mv.visitVarInsn(ALOAD, 0);
      mv.visitVarInsn(ALOAD, 1);
      mv.visitFieldInsn(PUTFIELD, self, SLOTS, Rt.OBJECT_ARRAY);
    }
    for (ClassSpec.FieldSpec field : spec.fields()) {
      if (field.isStatic() || field.init() == ClassSpec.Init.NONE) {
        continue;
      }
      line(mv, lines, field.start());
      mv.visitVarInsn(ALOAD, 0);
      if (field.init() == ClassSpec.Init.ONCE) {
        slotValue(mv, spec, field.slot(), where(spec, field.name()));
      } else {
        callSlot(mv, spec, field.slot(), List.of(), true, 1, where(spec, field.name()));
      }
      convert(mv, field.descriptor(), where(spec, field.name()));
      mv.visitFieldInsn(PUTFIELD, self, field.name(), field.descriptor());
    }
    if (constructor.bodySlot() >= 0) {
      line(mv, lines, constructor.start());
      callSlot(mv, spec, constructor.bodySlot(), constructor.parameters(), true, 1, where);
      mv.visitInsn(POP);
    }
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void annotate(MethodVisitor mv, ClassSpec.MethodSpec method) {
    for (ClassSpec.Annotation annotation : method.annotations()) {
      annotate(mv.visitAnnotation(annotation.descriptor(), annotation.visible()), annotation);
    }
  }

  /** Writes the elements of {@code annotation} (see {@link ClassSpec.Annotation}) and ends it. */
  private static void annotate(org.objectweb.asm.AnnotationVisitor av, ClassSpec.Annotation annotation) {
    for (ClassSpec.Element element : annotation.elements()) {
      element(av, element.name(), element.value());
    }
    av.visitEnd();
  }

  private static void element(org.objectweb.asm.AnnotationVisitor av, String name, Object value) {
    if (value instanceof ClassSpec.ClassValue c) {
      av.visit(name, Type.getType(c.descriptor()));
    } else if (value instanceof ClassSpec.EnumValue e) {
      av.visitEnum(name, e.descriptor(), e.name());
    } else if (value instanceof ClassSpec.Annotation nested) {
      annotate(av.visitAnnotation(name, nested.descriptor()), nested);
    } else if (value instanceof List<?> items) {
      org.objectweb.asm.AnnotationVisitor array = av.visitArray(name);
      for (Object item : items) {
        element(array, null, item);
      }
      array.visitEnd();
    } else {
      av.visit(name, value);
    }
  }

  private static void method(ClassWriter cw, ClassSpec spec, ClassSpec.MethodSpec method, LineIndex lines) {
    String self = internal(spec.name());
    if (method.isAbstract()) {
      MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_ABSTRACT, method.name(), method.descriptor(), null, null);
      annotate(mv, method);
      mv.visitEnd();
      return;
    }
    int access = ACC_PUBLIC | (method.isStatic() ? ACC_STATIC : 0) | (method.isVarargs() ? ACC_VARARGS : 0);
    MethodVisitor mv = cw.visitMethod(access, method.name(), method.descriptor(), null, null);
    annotate(mv, method);
    mv.visitCode();
    line(mv, lines, method.start());
    String where = where(spec, method.name());
    callSlot(mv, spec, method.slot(), method.parameters(), !method.isStatic(), method.isStatic() ? 0 : 1, where);
    returnValue(mv, method.returnDescriptor(), where);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void superBridge(ClassWriter cw, ClassSpec.SuperBridge bridge) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, bridge.bridgeName(), bridge.descriptor(), null, null);
    mv.visitCode();
    mv.visitVarInsn(ALOAD, 0);
    int local = 1;
    for (Type parameter : Type.getArgumentTypes(bridge.descriptor())) {
      mv.visitVarInsn(parameter.getOpcode(ILOAD), local);
      local += parameter.getSize();
    }
    mv.visitMethodInsn(INVOKESPECIAL, internal(bridge.owner()), bridge.name(), bridge.descriptor(),
        bridge.ownerIsInterface());
    mv.visitInsn(Type.getReturnType(bridge.descriptor()).getOpcode(IRETURN));
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  // ------------------------------------------------------------------------------ helpers

  /**
   * Marks the next instructions as the source line of {@code offset}, so that an error raised while
   * converting a member's arguments or result is reported at the member's definition.
   */
  private static void line(MethodVisitor mv, LineIndex lines, int offset) {
    if (lines == null || offset < 0) {
      return;
    }
    Label here = new Label();
    mv.visitLabel(here);
    mv.visitLineNumber(lines.line(offset) + 1, here);
  }

  private static String where(ClassSpec spec, String member) {
    return spec.name() + "." + member;
  }

  /** Pushes the value of slot {@code slot}, failing clearly when the class is not linked yet. */
  private static void slotValue(MethodVisitor mv, ClassSpec spec, int slot, String where) {
    slots(mv, spec);
    mv.visitLdcInsn(slot);
    mv.visitLdcInsn(where);
    mv.visitMethodInsn(INVOKESTATIC, SUPPORT, "value", "(" + Rt.OBJECT_ARRAY + "ILjava/lang/String;)" + Rt.OBJECT_DESC,
        false);
  }

  /**
   * Calls the procedure in {@code slot} with {@code this} (when {@code withThis}) and the
   * parameters as Scheme values; leaves the Scheme result on the stack.
   */
  private static void callSlot(MethodVisitor mv, ClassSpec spec, int slot, List<String> parameters, boolean withThis,
      int firstLocal, String where) {
    int count = parameters.size() + (withThis ? 1 : 0);
    if (count <= 4) {
      // The procedure's fixed entry, called from this method: no argument array, and the JIT
      // profiles the procedure's class per member (a shared helper would see every class's).
      slotValue(mv, spec, slot, where);
      mv.visitMethodInsn(INVOKESTATIC, Rt.PROCEDURE, "check", "(Ljava/lang/Object;)L" + Rt.PROCEDURE + ";", false);
      if (withThis) {
        mv.visitVarInsn(ALOAD, 0);
      }
      int local = firstLocal;
      for (String descriptor : parameters) {
        Type type = Type.getType(descriptor);
        mv.visitVarInsn(type.getOpcode(ILOAD), local);
        toScheme(mv, type);
        local += type.getSize();
      }
      mv.visitMethodInsn(INVOKEVIRTUAL, Rt.PROCEDURE, "apply" + count,
          "(" + Rt.OBJECT_DESC.repeat(count) + ")" + Rt.OBJECT_DESC, false);
      mv.visitMethodInsn(INVOKESTATIC, Rt.TAIL_CALL, "resolve", Rt.RESOLVE_DESC, false);
      return;
    }
    slots(mv, spec);
    mv.visitLdcInsn(slot);
    mv.visitLdcInsn(count);
    mv.visitTypeInsn(ANEWARRAY, Rt.OBJECT);
    int index = 0;
    if (withThis) {
      mv.visitInsn(DUP);
      mv.visitLdcInsn(index++);
      mv.visitVarInsn(ALOAD, 0);
      mv.visitInsn(AASTORE);
    }
    fillArguments(mv, parameters, index, firstLocal);
    mv.visitLdcInsn(where);
    mv.visitMethodInsn(INVOKESTATIC, SUPPORT, "call",
        "(" + Rt.OBJECT_ARRAY + "I" + Rt.OBJECT_ARRAY + "Ljava/lang/String;)" + Rt.OBJECT_DESC, false);
  }

  /** Pushes a new {@code Object[]} of the parameters (from local {@code firstLocal}) as Scheme values. */
  private static void arguments(MethodVisitor mv, List<String> parameters, int index, int firstLocal) {
    mv.visitLdcInsn(parameters.size());
    mv.visitTypeInsn(ANEWARRAY, Rt.OBJECT);
    fillArguments(mv, parameters, index, firstLocal);
  }

  /** Stores the parameters, as Scheme values, into the array on the stack from element {@code index}. */
  private static void fillArguments(MethodVisitor mv, List<String> parameters, int index, int firstLocal) {
    int local = firstLocal;
    for (String descriptor : parameters) {
      Type type = Type.getType(descriptor);
      mv.visitInsn(DUP);
      mv.visitLdcInsn(index++);
      mv.visitVarInsn(type.getOpcode(ILOAD), local);
      toScheme(mv, type);
      mv.visitInsn(AASTORE);
      local += type.getSize();
    }
  }

  /**
   * Turns the Java value of {@code type} on the stack into its Scheme value, as
   * {@code JavaInterop.fromJava} does: an integer straight into an exact integer.
   */
  private static void toScheme(MethodVisitor mv, Type type) {
    int sort = type.getSort();
    if (sort == Type.INT || sort == Type.SHORT || sort == Type.BYTE || sort == Type.LONG) {
      if (sort != Type.LONG) {
        mv.visitInsn(I2L);
      }
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", false);
      return;
    }
    box(mv, type);
    pushClass(mv, type);
    mv.visitMethodInsn(INVOKESTATIC, INTEROP, "fromJava", "(Ljava/lang/Object;Ljava/lang/Class;)Ljava/lang/Object;",
        false);
  }

  /** Returns the Scheme value on the stack as {@code returns} (dropping it for {@code void}). */
  private static void returnValue(MethodVisitor mv, String returns, String where) {
    if (returns.equals("V")) {
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    } else {
      convert(mv, returns, where);
      mv.visitInsn(Type.getType(returns).getOpcode(IRETURN));
    }
  }

  /**
   * Pushes the implementations' array: the class's, or the instance's for an {@code object} (whose
   * members are never static, so local 0 is the instance).
   */
  private static void slots(MethodVisitor mv, ClassSpec spec) {
    String self = internal(spec.name());
    if (spec.kind() == ClassSpec.Kind.OBJECT) {
      mv.visitVarInsn(ALOAD, 0);
      mv.visitFieldInsn(GETFIELD, self, SLOTS, Rt.OBJECT_ARRAY);
    } else {
      mv.visitFieldInsn(GETSTATIC, self, SLOTS, Rt.OBJECT_ARRAY);
    }
  }

  /** The number of local slots {@code this} and {@code parameters} take. */
  private static int localsSize(List<String> parameters, boolean withThis) {
    int size = withThis ? 1 : 0;
    for (String descriptor : parameters) {
      size += Type.getType(descriptor).getSize();
    }
    return size;
  }

  /** Converts the Scheme value on the stack to the Java type {@code descriptor}. */
  static void convert(MethodVisitor mv, String descriptor, String where) {
    Type type = Type.getType(descriptor);
    if (type.getSort() == Type.OBJECT && type.getInternalName().equals(Rt.OBJECT)) {
      return;
    }
    if (type.getSort() == Type.INT) {
      mv.visitLdcInsn(where);
      mv.visitMethodInsn(INVOKESTATIC, SUPPORT, "toInt", "(Ljava/lang/Object;Ljava/lang/String;)I", false);
      return;
    }
    pushClass(mv, type);
    mv.visitLdcInsn(where);
    mv.visitMethodInsn(INVOKESTATIC, SUPPORT, "toJava", "(Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)"
        + Rt.OBJECT_DESC, false);
    String wrapper = wrapper(type);
    if (wrapper == null) {
      mv.visitTypeInsn(CHECKCAST, type.getSort() == Type.ARRAY ? type.getDescriptor() : type.getInternalName());
    } else {
      mv.visitTypeInsn(CHECKCAST, wrapper);
      mv.visitMethodInsn(INVOKEVIRTUAL, wrapper, type.getClassName() + "Value", "()" + type.getDescriptor(), false);
    }
  }

  /** Boxes the primitive on the stack into its wrapper; references are left alone. */
  private static void box(MethodVisitor mv, Type type) {
    String wrapper = wrapper(type);
    if (wrapper != null) {
      mv.visitMethodInsn(INVOKESTATIC, wrapper, "valueOf", "(" + type.getDescriptor() + ")L" + wrapper + ";", false);
    }
  }

  /** Pushes the {@code java.lang.Class} of {@code type} ({@code int.class} through {@code Integer.TYPE}). */
  private static void pushClass(MethodVisitor mv, Type type) {
    String wrapper = wrapper(type);
    if (wrapper != null) {
      mv.visitFieldInsn(GETSTATIC, wrapper, "TYPE", "Ljava/lang/Class;");
    } else {
      mv.visitLdcInsn(type);
    }
  }

  private static String wrapper(Type type) {
    return switch (type.getSort()) {
      case Type.INT -> "java/lang/Integer";
      case Type.LONG -> "java/lang/Long";
      case Type.SHORT -> "java/lang/Short";
      case Type.BYTE -> "java/lang/Byte";
      case Type.CHAR -> "java/lang/Character";
      case Type.BOOLEAN -> "java/lang/Boolean";
      case Type.FLOAT -> "java/lang/Float";
      case Type.DOUBLE -> "java/lang/Double";
      default -> null;
    };
  }
}
