package kopi.codegen;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * A build step (run by Maven after compiling, before anything runs the compiler): turns the
 * compiler's lambda expressions and method references into ordinary classes, as javac turns
 * anonymous classes into classes. Each {@code invokedynamic} of {@code LambdaMetafactory.metafactory}
 * becomes a call of a static factory of a generated class {@code Owner$$KopiLambda$N}, which
 * implements the functional interface by calling the lambda's method. A lambda the JVM links costs
 * several hundred microseconds of interpreted {@code java.lang.invoke} code the first time it is
 * evaluated, even with its class in the class-data-sharing archive; {@code kopi -e} evaluated 52 of
 * them, a fifth of its start-up (issue 21). A generated class costs a class load.
 *
 * <p>Only the compiler's packages are rewritten, not {@code kopi/runtime/}: the runtime is what
 * compiled programs ship and run, and its frames are the ones {@link kopi.runtime.Continuations}
 * inspects. A lambda this step does not handle (serializable ones and those needing bridges, which
 * javac links with {@code altMetafactory}, {@code super} method references, conversions other than
 * casts, boxing and widening) is left to the JVM. A non-capturing lambda evaluates to one instance,
 * as the JVM's do; the lambda's method, private to its class, is called as a nestmate.
 */
public final class LambdaClasses {
  private LambdaClasses() {}

  /** The directory prefix (of internal names) that is not rewritten. */
  private static final String RUNTIME = "kopi/runtime/";
  private static final String INFIX = "$$KopiLambda$";
  private static final String FACTORY = "create";
  private static final String INSTANCE = "INSTANCE";

  /** Usage: {@code LambdaClasses CLASSES_DIRECTORY}: rewrites the class files under it in place. */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: LambdaClasses CLASSES_DIRECTORY");
    }
    Path root = Path.of(args[0]);
    Map<String, byte[]> classes = new LinkedHashMap<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : (Iterable<Path>) files.sorted()::iterator) {
        String relative = root.relativize(file).toString().replace('\\', '/');
        if (relative.endsWith(".class") && !relative.endsWith("module-info.class")) {
          classes.put(relative.substring(0, relative.length() - ".class".length()), Files.readAllBytes(file));
        }
      }
    }
    Rewriter rewriter = new Rewriter(classes);
    for (Map.Entry<String, byte[]> entry : classes.entrySet()) {
      if (!entry.getKey().startsWith(RUNTIME) && !entry.getKey().contains(INFIX)) {
        rewriter.rewrite(entry.getKey(), entry.getValue());
      }
    }
    rewriter.addNestMembers();
    for (Map.Entry<String, byte[]> entry : rewriter.output.entrySet()) {
      Files.write(root.resolve(entry.getKey() + ".class"), entry.getValue());
    }
    System.out.println("kopi: " + rewriter.lambdas + " lambdas made classes in " + rewriter.owners + " classes ("
        + rewriter.leftToJvm + " left to the JVM)");
  }

  /** A lambda this step does not rewrite; its {@code invokedynamic} stays. */
  private static final class Unsupported extends Exception {
    private static final long serialVersionUID = 1L;

    Unsupported() {
      super(null, null, false, false);
    }
  }

  private static final class Rewriter {
    private final Map<String, byte[]> classes;
    /** Rewritten and generated class files, by internal name. */
    final Map<String, byte[]> output = new LinkedHashMap<>();
    /** The generated classes that must join the nest of each host, by host. */
    private final Map<String, List<String>> nestMembers = new LinkedHashMap<>();
    private final Map<String, Map<String, Integer>> methodAccess = new HashMap<>();
    int lambdas;
    int owners;
    int leftToJvm;

    Rewriter(Map<String, byte[]> classes) {
      this.classes = classes;
    }

    void rewrite(String owner, byte[] bytes) {
      ClassReader reader = new ClassReader(bytes);
      String[] nestHost = {owner};
      int[] version = {0};
      reader.accept(new ClassVisitor(Opcodes.ASM9) {
        @Override
        public void visit(int classVersion, int access, String name, String signature, String superName,
            String[] interfaces) {
          version[0] = classVersion;
        }

        @Override
        public void visitNestHost(String host) {
          nestHost[0] = host;
        }
      }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
      int[] count = {0};
      ClassWriter writer = new ClassWriter(0);
      reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
            String[] exceptions) {
          return new MethodVisitor(Opcodes.ASM9, super.visitMethod(access, name, descriptor, signature, exceptions)) {
            @Override
            public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
              if (isMetafactory(bootstrap)) {
                String generated = owner + INFIX + count[0];
                try {
                  output.put(generated, lambdaClass(owner, nestHost[0], generated, version[0], name, descriptor,
                      arguments));
                  count[0]++;
                  lambdas++;
                  super.visitMethodInsn(Opcodes.INVOKESTATIC, generated, FACTORY, descriptor, false);
                  return;
                } catch (Unsupported e) {
                  leftToJvm++;
                }
              }
              super.visitInvokeDynamicInsn(name, descriptor, bootstrap, arguments);
            }
          };
        }
      }, 0);
      if (count[0] > 0) {
        output.put(owner, writer.toByteArray());
        owners++;
      }
    }

    private static boolean isMetafactory(Handle bootstrap) {
      return bootstrap.getOwner().equals("java/lang/invoke/LambdaMetafactory")
          && bootstrap.getName().equals("metafactory");
    }

    /** The class implementing one lambda; {@code factoryType} is the call site's type (captured values to interface). */
    private byte[] lambdaClass(String owner, String nestHost, String name, int version, String method,
        String factoryType, Object[] arguments) throws Unsupported {
      Type interfaceMethod = (Type) arguments[0];
      Handle implementation = (Handle) arguments[1];
      Type instantiated = (Type) arguments[2];
      Type factory = Type.getMethodType(factoryType);
      Type[] captured = factory.getArgumentTypes();
      String functionalInterface = factory.getReturnType().getInternalName();
      boolean nestmate = isPrivate(implementation);
      if (!nestmate && !accessible(implementation, owner)) {
        throw new Unsupported();
      }
      ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
      writer.visit(version, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC, name, null,
          "java/lang/Object", new String[] {functionalInterface});
      if (nestmate) {
        writer.visitNestHost(nestHost);
      }
      for (int i = 0; i < captured.length; i++) {
        writer.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL, "a" + i, captured[i].getDescriptor(), null, null)
            .visitEnd();
      }
      String constructorType = Type.getMethodDescriptor(Type.VOID_TYPE, captured);
      MethodVisitor init = writer.visitMethod(Opcodes.ACC_PRIVATE, "<init>", constructorType, null, null);
      init.visitCode();
      init.visitVarInsn(Opcodes.ALOAD, 0);
      init.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
      int slot = 1;
      for (int i = 0; i < captured.length; i++) {
        init.visitVarInsn(Opcodes.ALOAD, 0);
        init.visitVarInsn(captured[i].getOpcode(Opcodes.ILOAD), slot);
        init.visitFieldInsn(Opcodes.PUTFIELD, name, "a" + i, captured[i].getDescriptor());
        slot += captured[i].getSize();
      }
      init.visitInsn(Opcodes.RETURN);
      init.visitMaxs(0, 0);
      init.visitEnd();
      MethodVisitor create = writer.visitMethod(Opcodes.ACC_STATIC, FACTORY, factoryType, null, null);
      create.visitCode();
      if (captured.length == 0) {
        writer.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, INSTANCE, "L" + name + ";",
            null, null).visitEnd();
        MethodVisitor clinit = writer.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
        clinit.visitCode();
        clinit.visitTypeInsn(Opcodes.NEW, name);
        clinit.visitInsn(Opcodes.DUP);
        clinit.visitMethodInsn(Opcodes.INVOKESPECIAL, name, "<init>", "()V", false);
        clinit.visitFieldInsn(Opcodes.PUTSTATIC, name, INSTANCE, "L" + name + ";");
        clinit.visitInsn(Opcodes.RETURN);
        clinit.visitMaxs(0, 0);
        clinit.visitEnd();
        create.visitFieldInsn(Opcodes.GETSTATIC, name, INSTANCE, "L" + name + ";");
      } else {
        create.visitTypeInsn(Opcodes.NEW, name);
        create.visitInsn(Opcodes.DUP);
        slot = 0;
        for (Type type : captured) {
          create.visitVarInsn(type.getOpcode(Opcodes.ILOAD), slot);
          slot += type.getSize();
        }
        create.visitMethodInsn(Opcodes.INVOKESPECIAL, name, "<init>", constructorType, false);
      }
      create.visitInsn(Opcodes.ARETURN);
      create.visitMaxs(0, 0);
      create.visitEnd();
      implementationMethod(writer, name, method, interfaceMethod, implementation, instantiated, captured);
      writer.visitEnd();
      if (nestmate) {
        nestMembers.computeIfAbsent(nestHost, key -> new ArrayList<>()).add(name);
      }
      return writer.toByteArray();
    }

    /** The interface method: the captured values and the arguments, converted, passed to the lambda's method. */
    private static void implementationMethod(ClassWriter writer, String name, String method, Type interfaceMethod,
        Handle implementation, Type instantiated, Type[] captured) throws Unsupported {
      Type implementationType = Type.getMethodType(implementation.getDesc());
      List<Type> targets = new ArrayList<>();
      int tag = implementation.getTag();
      if (tag == Opcodes.H_INVOKEVIRTUAL || tag == Opcodes.H_INVOKEINTERFACE) {
        targets.add(Type.getObjectType(implementation.getOwner()));
      } else if (tag != Opcodes.H_INVOKESTATIC && tag != Opcodes.H_NEWINVOKESPECIAL) {
        throw new Unsupported();
      }
      targets.addAll(List.of(implementationType.getArgumentTypes()));
      Type[] parameters = interfaceMethod.getArgumentTypes();
      Type[] instantiatedParameters = instantiated.getArgumentTypes();
      if (targets.size() != captured.length + parameters.length) {
        throw new Unsupported();
      }
      MethodVisitor code = writer.visitMethod(Opcodes.ACC_PUBLIC, method, interfaceMethod.getDescriptor(), null, null);
      code.visitCode();
      if (tag == Opcodes.H_NEWINVOKESPECIAL) {
        code.visitTypeInsn(Opcodes.NEW, implementation.getOwner());
        code.visitInsn(Opcodes.DUP);
      }
      for (int i = 0; i < captured.length; i++) {
        code.visitVarInsn(Opcodes.ALOAD, 0);
        code.visitFieldInsn(Opcodes.GETFIELD, name, "a" + i, captured[i].getDescriptor());
        convert(code, captured[i], captured[i], targets.get(i));
      }
      int slot = 1;
      for (int i = 0; i < parameters.length; i++) {
        code.visitVarInsn(parameters[i].getOpcode(Opcodes.ILOAD), slot);
        slot += parameters[i].getSize();
        convert(code, parameters[i], instantiatedParameters[i], targets.get(captured.length + i));
      }
      Type result;
      switch (tag) {
        case Opcodes.H_INVOKESTATIC -> code.visitMethodInsn(Opcodes.INVOKESTATIC, implementation.getOwner(),
            implementation.getName(), implementation.getDesc(), implementation.isInterface());
        case Opcodes.H_INVOKEVIRTUAL -> code.visitMethodInsn(Opcodes.INVOKEVIRTUAL, implementation.getOwner(),
            implementation.getName(), implementation.getDesc(), false);
        case Opcodes.H_INVOKEINTERFACE -> code.visitMethodInsn(Opcodes.INVOKEINTERFACE, implementation.getOwner(),
            implementation.getName(), implementation.getDesc(), true);
        default -> code.visitMethodInsn(Opcodes.INVOKESPECIAL, implementation.getOwner(), "<init>",
            implementation.getDesc(), false);
      }
      result = tag == Opcodes.H_NEWINVOKESPECIAL ? Type.getObjectType(implementation.getOwner())
          : implementationType.getReturnType();
      Type returned = interfaceMethod.getReturnType();
      if (returned.getSort() == Type.VOID) {
        if (result.getSort() != Type.VOID) {
          code.visitInsn(result.getSize() == 2 ? Opcodes.POP2 : Opcodes.POP);
        }
      } else {
        if (result.getSort() == Type.VOID) {
          throw new Unsupported();
        }
        convert(code, result, instantiated.getReturnType(), returned);
      }
      code.visitInsn(returned.getOpcode(Opcodes.IRETURN));
      code.visitMaxs(0, 0);
      code.visitEnd();
    }

    /**
     * Converts the value on the stack from {@code from} to {@code to}: a cast, boxing, unboxing or
     * primitive widening; {@code declared} is the more precise type the lambda was instantiated at.
     */
    private static void convert(MethodVisitor code, Type from, Type declared, Type to) throws Unsupported {
      if (from.equals(to)) {
        return;
      }
      boolean fromPrimitive = isPrimitive(from);
      boolean toPrimitive = isPrimitive(to);
      if (!fromPrimitive && !toPrimitive) {
        if (!to.getInternalName().equals("java/lang/Object")) {
          code.visitTypeInsn(Opcodes.CHECKCAST, to.getInternalName());
        }
      } else if (!fromPrimitive) {
        Type primitive = unboxed(declared);
        if (primitive == null) {
          primitive = to;
        }
        String wrapper = boxed(primitive).getInternalName();
        code.visitTypeInsn(Opcodes.CHECKCAST, wrapper);
        code.visitMethodInsn(Opcodes.INVOKEVIRTUAL, wrapper, primitive.getClassName() + "Value",
            "()" + primitive.getDescriptor(), false);
        widen(code, primitive, to);
      } else if (!toPrimitive) {
        Type wrapper = boxed(from);
        code.visitMethodInsn(Opcodes.INVOKESTATIC, wrapper.getInternalName(), "valueOf",
            "(" + from.getDescriptor() + ")" + wrapper.getDescriptor(), false);
        if (!to.getInternalName().equals("java/lang/Object") && !to.equals(wrapper)) {
          code.visitTypeInsn(Opcodes.CHECKCAST, to.getInternalName());
        }
      } else {
        widen(code, from, to);
      }
    }

    private static boolean isPrimitive(Type type) {
      return type.getSort() != Type.OBJECT && type.getSort() != Type.ARRAY;
    }

    private static void widen(MethodVisitor code, Type from, Type to) throws Unsupported {
      if (from.equals(to)) {
        return;
      }
      int fromSort = from.getSort() <= Type.INT ? Type.INT : from.getSort();
      if (fromSort == Type.INT && to.getSort() == Type.INT && from.getSort() != Type.BOOLEAN) {
        return;
      }
      int opcode = switch (fromSort * 16 + to.getSort()) {
        case Type.INT * 16 + Type.LONG -> Opcodes.I2L;
        case Type.INT * 16 + Type.FLOAT -> Opcodes.I2F;
        case Type.INT * 16 + Type.DOUBLE -> Opcodes.I2D;
        case Type.LONG * 16 + Type.FLOAT -> Opcodes.L2F;
        case Type.LONG * 16 + Type.DOUBLE -> Opcodes.L2D;
        case Type.FLOAT * 16 + Type.DOUBLE -> Opcodes.F2D;
        default -> -1;
      };
      if (opcode < 0 || from.getSort() == Type.BOOLEAN) {
        throw new Unsupported();
      }
      code.visitInsn(opcode);
    }

    private static final String[] WRAPPERS = {null, "java/lang/Boolean", "java/lang/Character", "java/lang/Byte",
        "java/lang/Short", "java/lang/Integer", "java/lang/Float", "java/lang/Long", "java/lang/Double"};

    private static Type boxed(Type primitive) throws Unsupported {
      if (primitive.getSort() < Type.BOOLEAN || primitive.getSort() > Type.DOUBLE) {
        throw new Unsupported();
      }
      return Type.getObjectType(WRAPPERS[primitive.getSort()]);
    }

    /** The primitive type {@code type} wraps, or null. */
    private static Type unboxed(Type type) {
      if (type.getSort() != Type.OBJECT) {
        return null;
      }
      for (int sort = Type.BOOLEAN; sort <= Type.DOUBLE; sort++) {
        if (WRAPPERS[sort].equals(type.getInternalName())) {
          return switch (sort) {
            case Type.BOOLEAN -> Type.BOOLEAN_TYPE;
            case Type.CHAR -> Type.CHAR_TYPE;
            case Type.BYTE -> Type.BYTE_TYPE;
            case Type.SHORT -> Type.SHORT_TYPE;
            case Type.INT -> Type.INT_TYPE;
            case Type.FLOAT -> Type.FLOAT_TYPE;
            case Type.LONG -> Type.LONG_TYPE;
            default -> Type.DOUBLE_TYPE;
          };
        }
      }
      return null;
    }

    /** Whether the lambda's method is private (so the generated class must be its class's nestmate). */
    private boolean isPrivate(Handle implementation) {
      Integer access = access(implementation);
      return access != null && (access & Opcodes.ACC_PRIVATE) != 0;
    }

    /** The access flags of a method of a class under the directory, or null. */
    private Integer access(Handle implementation) {
      byte[] bytes = classes.get(implementation.getOwner());
      if (bytes == null) {
        return null;
      }
      Map<String, Integer> methods = methodAccess.computeIfAbsent(implementation.getOwner(), key -> {
        Map<String, Integer> found = new HashMap<>();
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
          @Override
          public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
              String[] exceptions) {
            found.put(name + descriptor, access);
            return null;
          }
        }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return found;
      });
      return methods.get(implementation.getName() + implementation.getDesc());
    }

    /**
     * Whether a class in {@code owner}'s package that is not its subclass may call the lambda's
     * method (not a private one): one in the same package, or a public method of a public class
     * elsewhere.
     */
    private boolean accessible(Handle implementation, String owner) {
      String target = implementation.getOwner();
      if (packageOf(target).equals(packageOf(owner))) {
        return true;
      }
      if (classes.containsKey(target)) {
        Integer access = access(implementation);
        int classAccess = new ClassReader(classes.get(target)).getAccess();
        return access != null && (access & Opcodes.ACC_PUBLIC) != 0 && (classAccess & Opcodes.ACC_PUBLIC) != 0;
      }
      try {
        Class<?> type = Class.forName(target.replace('/', '.'), false, LambdaClasses.class.getClassLoader());
        if (!Modifier.isPublic(type.getModifiers())) {
          return false;
        }
        for (Executable member : members(type, implementation)) {
          if (descriptorOf(member).equals(implementation.getDesc())) {
            return Modifier.isPublic(member.getModifiers());
          }
        }
        return false;
      } catch (ClassNotFoundException | LinkageError e) {
        return false;
      }
    }

    private static List<Executable> members(Class<?> type, Handle implementation) {
      List<Executable> members = new ArrayList<>();
      if (implementation.getTag() == Opcodes.H_NEWINVOKESPECIAL) {
        members.addAll(List.of(type.getDeclaredConstructors()));
      } else {
        for (Class<?> at = type; at != null; at = at.getSuperclass()) {
          for (Method declared : at.getDeclaredMethods()) {
            if (declared.getName().equals(implementation.getName())) {
              members.add(declared);
            }
          }
        }
        for (Method inherited : type.getMethods()) {
          if (inherited.getName().equals(implementation.getName())) {
            members.add(inherited);
          }
        }
      }
      return members;
    }

    private static String descriptorOf(Executable member) {
      return member instanceof Constructor<?> constructor ? Type.getConstructorDescriptor(constructor)
          : Type.getMethodDescriptor((Method) member);
    }

    private static String packageOf(String internalName) {
      int slash = internalName.lastIndexOf('/');
      return slash < 0 ? "" : internalName.substring(0, slash);
    }

    /** Adds the generated nestmates to their hosts' {@code NestMembers}. */
    void addNestMembers() {
      for (Map.Entry<String, List<String>> entry : nestMembers.entrySet()) {
        String host = entry.getKey();
        byte[] bytes = output.containsKey(host) ? output.get(host) : classes.get(host);
        ClassWriter writer = new ClassWriter(0);
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9, writer) {
          @Override
          public void visitEnd() {
            for (String member : entry.getValue()) {
              super.visitNestMember(member);
            }
            super.visitEnd();
          }
        }, 0);
        output.put(host, writer.toByteArray());
      }
    }
  }
}
