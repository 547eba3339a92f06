package kopi.codegen;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Constants of a module. Literals that the JVM has directly (strings, booleans, the empty list)
 * are pushed in place; everything else (numbers, symbols, quoted lists, vectors) is built once in
 * the static initializer into a private static final field, so a quoted list is the same object
 * every time its expression runs, as R7RS allows and programs expect of {@code eq?} on literals.
 *
 * <p>A constant whose pairs or vectors are reached more than once (datum labels: shared
 * {@code (#0=(x) #0#)} or circular {@code #0=(a . #0#)}) is built in two steps: every such node
 * first gets an empty shell in a field of its own, then the shells are filled, a reference to a
 * shared node reading its field. Sharing thus survives as {@code eq?}, and a cycle is just a fill
 * that reads a shell already made. A constant without sharing (nearly all) is built directly.
 */
final class ConstantEmitter implements Opcodes {
  private final String owner;
  private final Map<Object, String> fields = new IdentityHashMap<>();
  private final List<Object> order = new ArrayList<>();
  /** The first of each set of equal number or character constants, the one with a field. */
  private final Map<Object, Object> atoms = new java.util.HashMap<>();
  /** The field of each pair or vector reached more than once inside a constant. */
  private final Map<Object, String> sharedFields = new IdentityHashMap<>();
  private final List<String> sharedOrder = new ArrayList<>();

  ConstantEmitter(String owner) {
    this.owner = owner;
  }

  /** Pushes {@code value} onto the stack of {@code mv}, registering a field for it if needed. */
  void push(MethodVisitor mv, Object value, int start, int end) {
    if (emitInline(mv, value)) {
      return;
    }
    checkSupported(value, start, end);
    // Equal numbers and characters share one field (eqv? literals may be eq?), which keeps the
    // constant pool of a long program small; pairs, vectors and strings keep their identity.
    Object key = value;
    if (isAtomicNumberOrChar(value)) {
      key = atoms.computeIfAbsent(value, v -> v);
    }
    String field = fields.get(key);
    if (field == null) {
      field = "const$" + fields.size();
      fields.put(key, field);
      order.add(key);
    }
    mv.visitFieldInsn(GETSTATIC, owner, field, Rt.OBJECT_DESC);
  }

  /**
   * Whether the constants are built by helper methods rather than in the static initializer itself
   * (see {@link #emitInitializer}); their fields are then not final, since only the static
   * initializer may set a static final field.
   */
  private boolean builtByHelpers;

  /** Declares the constant fields; call after {@link #emitInitializer}. */
  void declareFields(ClassVisitor cv) {
    int access = ACC_PRIVATE | ACC_STATIC | (builtByHelpers ? 0 : ACC_FINAL);
    for (Object value : order) {
      cv.visitField(access, fields.get(value), Rt.OBJECT_DESC, null, null).visitEnd();
    }
    // The shells exist only once the initializer ran, so declaring them here (after it) is safe.
    for (String field : sharedOrder) {
      cv.visitField(access, field, Rt.OBJECT_DESC, null, null).visitEnd();
    }
  }

  /**
   * The most instructions of constant building in one method: each takes at most 3 bytes, so a
   * method stays well under the JVM's 64 KB of code.
   */
  private static final int CHUNK_INSTRUCTIONS = 12_000;

  /**
   * The code that builds every constant, for the static initializer of the class {@code cv} writes.
   * A module with more constants than one method can hold (a program of tens of thousands of lines)
   * builds them in helper methods {@code const$init$N}, written to {@code cv} now; the code returned
   * then calls them in order.
   */
  org.objectweb.asm.tree.InsnList emitInitializer(ClassVisitor cv) {
    List<org.objectweb.asm.tree.MethodNode> chunks = new ArrayList<>();
    org.objectweb.asm.tree.MethodNode chunk = null;
    for (Object value : order) {
      if (chunk == null || chunk.instructions.size() > CHUNK_INSTRUCTIONS) {
        chunk = new org.objectweb.asm.tree.MethodNode(ASM9, ACC_PRIVATE | ACC_STATIC,
            "const$init$" + chunks.size(), "()V", null, null);
        chunks.add(chunk);
      }
      emitConstant(chunk, value);
    }
    org.objectweb.asm.tree.InsnList clinit = new org.objectweb.asm.tree.InsnList();
    if (chunks.size() == 1) {
      clinit.add(chunks.get(0).instructions);
      return clinit;
    }
    builtByHelpers = chunks.size() > 1;
    for (org.objectweb.asm.tree.MethodNode helper : chunks) {
      helper.visitInsn(RETURN);
      helper.visitMaxs(0, 0);
      helper.visitEnd();
      helper.accept(cv);
      clinit.add(new org.objectweb.asm.tree.MethodInsnNode(INVOKESTATIC, owner, helper.name, "()V", false));
    }
    return clinit;
  }

  private void emitConstant(MethodVisitor mv, Object value) {
    List<Object> shared = sharedNodes(value);
    for (Object node : shared) {
      String field = "const$shared" + sharedFields.size();
      sharedFields.put(node, field);
      sharedOrder.add(field);
      shell(mv, node);
      mv.visitFieldInsn(PUTSTATIC, owner, field, Rt.OBJECT_DESC);
    }
    for (Object node : shared) {
      fill(mv, node);
    }
    build(mv, value);
    mv.visitFieldInsn(PUTSTATIC, owner, fields.get(value), Rt.OBJECT_DESC);
  }

  /**
   * The pairs and vectors reached more than once from {@code root} (by identity), in the order
   * first met, leaving out nodes an earlier constant already put in a field. The walk keeps its own
   * stack, so a long list or a cycle cannot overflow or loop.
   */
  private List<Object> sharedNodes(Object root) {
    if (!isCompound(root)) {
      return List.of();
    }
    Map<Object, Boolean> seen = new IdentityHashMap<>();
    Map<Object, Boolean> shared = new IdentityHashMap<>();
    List<Object> found = new ArrayList<>();
    ArrayDeque<Object> work = new ArrayDeque<>();
    work.push(root);
    while (!work.isEmpty()) {
      Object node = work.pop();
      if (sharedFields.containsKey(node)) {
        continue;
      }
      if (seen.put(node, Boolean.TRUE) != null) {
        if (shared.put(node, Boolean.TRUE) == null) {
          found.add(node);
        }
        continue;
      }
      if (node instanceof kopi.runtime.Pair pair) {
        pushCompound(work, pair.cdr);
        pushCompound(work, pair.car);
      } else {
        Object[] vector = (Object[]) node;
        for (int i = vector.length - 1; i >= 0; i--) {
          pushCompound(work, vector[i]);
        }
      }
    }
    return found;
  }

  private static boolean isAtomicNumberOrChar(Object value) {
    return value instanceof Long || value instanceof Double || value instanceof BigInteger
        || value instanceof kopi.runtime.Char;
  }

  private static boolean isCompound(Object value) {
    return value instanceof kopi.runtime.Pair || value instanceof Object[];
  }

  private static void pushCompound(ArrayDeque<Object> work, Object value) {
    if (isCompound(value)) {
      work.push(value);
    }
  }

  /** An empty pair or vector of the right length, filled later by {@link #fill}. */
  private static void shell(MethodVisitor mv, Object node) {
    if (node instanceof kopi.runtime.Pair) {
      mv.visitTypeInsn(NEW, Rt.PAIR);
      mv.visitInsn(DUP);
      mv.visitInsn(ACONST_NULL);
      mv.visitInsn(ACONST_NULL);
      mv.visitMethodInsn(INVOKESPECIAL, Rt.PAIR, "<init>", "(Ljava/lang/Object;Ljava/lang/Object;)V", false);
    } else {
      mv.visitLdcInsn(((Object[]) node).length);
      mv.visitTypeInsn(ANEWARRAY, Rt.OBJECT);
    }
  }

  /** Stores the contents of the shared node's shell, whose references may be to other shells. */
  private void fill(MethodVisitor mv, Object node) {
    String field = sharedFields.get(node);
    if (node instanceof kopi.runtime.Pair pair) {
      mv.visitFieldInsn(GETSTATIC, owner, field, Rt.OBJECT_DESC);
      mv.visitTypeInsn(CHECKCAST, Rt.PAIR);
      mv.visitInsn(DUP);
      build(mv, pair.car);
      mv.visitFieldInsn(PUTFIELD, Rt.PAIR, "car", Rt.OBJECT_DESC);
      build(mv, pair.cdr);
      mv.visitFieldInsn(PUTFIELD, Rt.PAIR, "cdr", Rt.OBJECT_DESC);
    } else {
      Object[] vector = (Object[]) node;
      mv.visitFieldInsn(GETSTATIC, owner, field, Rt.OBJECT_DESC);
      mv.visitTypeInsn(CHECKCAST, "[L" + Rt.OBJECT + ";");
      for (int i = 0; i < vector.length; i++) {
        mv.visitInsn(DUP);
        mv.visitLdcInsn(i);
        build(mv, vector[i]);
        mv.visitInsn(AASTORE);
      }
      mv.visitInsn(POP);
    }
  }

  private static boolean emitInline(MethodVisitor mv, Object value) {
    if (value == null) {
      mv.visitInsn(ACONST_NULL);
    } else if (value instanceof String text) {
      mv.visitLdcInsn(text);
    } else if (value instanceof Boolean bool) {
      mv.visitFieldInsn(GETSTATIC, "java/lang/Boolean", bool ? "TRUE" : "FALSE", "Ljava/lang/Boolean;");
    } else if (isSingleton(value)) {
      pushSingleton(mv, value);
    } else {
      return false;
    }
    return true;
  }

  private static boolean isSingleton(Object value) {
    return value == kopi.runtime.Nil.NIL || value == kopi.runtime.Unspecified.VALUE
        || value == kopi.runtime.Eof.VALUE || value == kopi.runtime.DefaultObject.VALUE;
  }

  private static void pushSingleton(MethodVisitor mv, Object value) {
    if (value == kopi.runtime.Nil.NIL) {
      mv.visitFieldInsn(GETSTATIC, Rt.NIL, "NIL", "L" + Rt.NIL + ";");
    } else if (value == kopi.runtime.Unspecified.VALUE) {
      mv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
    } else if (value == kopi.runtime.Eof.VALUE) {
      mv.visitFieldInsn(GETSTATIC, Rt.EOF, "VALUE", "L" + Rt.EOF + ";");
    } else {
      mv.visitFieldInsn(GETSTATIC, Rt.DEFAULT_OBJECT, "VALUE", "L" + Rt.DEFAULT_OBJECT + ";");
    }
  }

  /**
   * Fails early, at the node that holds the constant, for a type {@link #build} cannot rebuild.
   * The walk keeps its own stack and visits each pair or vector once, so a long list cannot
   * overflow the compiler's stack and a circular one cannot loop.
   */
  private static void checkSupported(Object value, int start, int end) {
    if (!isCompound(value)) {
      checkLeaf(value, start, end);
      return;
    }
    Map<Object, Boolean> seen = new IdentityHashMap<>();
    ArrayDeque<Object> work = new ArrayDeque<>();
    work.push(value);
    while (!work.isEmpty()) {
      Object node = work.pop();
      if (seen.put(node, Boolean.TRUE) != null) {
        continue;
      }
      Object[] children = node instanceof kopi.runtime.Pair pair ? new Object[] {pair.car, pair.cdr} : (Object[]) node;
      for (Object child : children) {
        if (isCompound(child)) {
          work.push(child);
        } else {
          checkLeaf(child, start, end);
        }
      }
    }
  }

  private static void checkLeaf(Object value, int start, int end) {
    if (value instanceof kopi.runtime.Array array) {
      // An array literal (#2a((1 2) (3 4))) is rebuilt from its elements as nested lists.
      checkSupported(array.nested(), start, end);
      return;
    }
    if (!(value instanceof Long || value instanceof BigInteger || value instanceof Double
        || value instanceof kopi.runtime.Ratnum || value instanceof kopi.runtime.Complex
        || value instanceof kopi.runtime.Quaternion || value instanceof java.util.regex.Pattern
        || value instanceof kopi.runtime.Char
        || value instanceof kopi.runtime.Symbol || value instanceof kopi.runtime.Keyword
        || value instanceof byte[] || value instanceof String || value instanceof Boolean
        || value instanceof kopi.runtime.MString || value instanceof kopi.runtime.UniformVector || value == null
        || isSingleton(value))) {
      throw new CodegenException("codegen.constant", Math.max(0, start), Math.max(start, end),
          "cannot compile a constant of type " + (value == null ? "null" : value.getClass().getName()));
    }
  }

  private void build(MethodVisitor mv, Object value) {
    if (emitInline(mv, value)) {
      return;
    }
    String shared = sharedFields.get(value);
    if (shared != null) {
      mv.visitFieldInsn(GETSTATIC, owner, shared, Rt.OBJECT_DESC);
      return;
    }
    if (value instanceof Long number) {
      mv.visitLdcInsn(number);
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", false);
    } else if (value instanceof Double number) {
      mv.visitLdcInsn(number);
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "valueOf", "(D)Ljava/lang/Double;", false);
    } else if (value instanceof BigInteger number) {
      newBigInteger(mv, number);
    } else if (value instanceof kopi.runtime.Ratnum ratio) {
      newBigInteger(mv, ratio.numerator());
      newBigInteger(mv, ratio.denominator());
      mv.visitMethodInsn(INVOKESTATIC, Rt.RATNUM, "make",
          "(Ljava/math/BigInteger;Ljava/math/BigInteger;)Ljava/lang/Object;", false);
    } else if (value instanceof kopi.runtime.Complex complex) {
      build(mv, complex.real());
      build(mv, complex.imag());
      mv.visitMethodInsn(INVOKESTATIC, Rt.COMPLEX, "make",
          "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", false);
    } else if (value instanceof java.util.regex.Pattern pattern) {
      mv.visitLdcInsn(pattern.pattern());
      mv.visitLdcInsn(pattern.flags());
      mv.visitMethodInsn(INVOKESTATIC, "java/util/regex/Pattern", "compile",
          "(Ljava/lang/String;I)Ljava/util/regex/Pattern;", false);
    } else if (value instanceof kopi.runtime.Quaternion quaternion) {
      build(mv, quaternion.real());
      build(mv, quaternion.imag());
      build(mv, quaternion.jmag());
      build(mv, quaternion.kmag());
      mv.visitMethodInsn(INVOKESTATIC, "kopi/runtime/Quaternion", "make",
          "(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", false);
    } else if (value instanceof kopi.runtime.UniformVector vector) {
      mv.visitLdcInsn(vector.kind().tag);
      mv.visitLdcInsn(vector.length());
      mv.visitTypeInsn(ANEWARRAY, Rt.OBJECT);
      for (int i = 0; i < vector.length(); i++) {
        mv.visitInsn(DUP);
        mv.visitLdcInsn(i);
        build(mv, vector.get(i));
        mv.visitInsn(AASTORE);
      }
      mv.visitMethodInsn(INVOKESTATIC, Rt.UNIFORM_VECTOR, "of",
          "(Ljava/lang/String;[Ljava/lang/Object;)Lkopi/runtime/UniformVector;", false);
    } else if (value instanceof kopi.runtime.Array array) {
      mv.visitLdcInsn(array.prefix());
      build(mv, array.nested());
      mv.visitMethodInsn(INVOKESTATIC, "kopi/runtime/Array", "literal",
          "(Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/Object;",
          false);
    } else if (value instanceof kopi.runtime.Char c) {
      mv.visitLdcInsn(c.codePoint());
      mv.visitMethodInsn(INVOKESTATIC, Rt.CHAR, "of", "(I)L" + Rt.CHAR + ";", false);
    } else if (value instanceof kopi.runtime.Symbol symbol) {
      mv.visitLdcInsn(symbol.name());
      mv.visitMethodInsn(INVOKESTATIC, Rt.SYMBOL, symbol.isInterned() ? "intern" : "uninterned",
          "(Ljava/lang/String;)L" + Rt.SYMBOL + ";", false);
    } else if (value instanceof kopi.runtime.Keyword keyword) {
      mv.visitLdcInsn(keyword.name());
      mv.visitMethodInsn(INVOKESTATIC, Rt.KEYWORD, "intern", "(Ljava/lang/String;)L" + Rt.KEYWORD + ";", false);
    } else if (value instanceof kopi.runtime.MString text) {
      // A mutable string constant stays a literal; literals are immutable Strings.
      mv.visitLdcInsn(text.toString());
    } else if (value instanceof kopi.runtime.Pair pair) {
      List<Object> elements = new ArrayList<>();
      Object rest = pair;
      // The spine stops at a shared pair, which becomes the tail read from its field.
      do {
        kopi.runtime.Pair p = (kopi.runtime.Pair) rest;
        elements.add(p.car);
        rest = p.cdr;
      } while (rest instanceof kopi.runtime.Pair && !sharedFields.containsKey(rest));
      array(mv, elements.toArray());
      mv.visitInsn(ICONST_0);
      build(mv, rest);
      mv.visitMethodInsn(INVOKESTATIC, Rt.PAIR, "listWithTail",
          "([Ljava/lang/Object;ILjava/lang/Object;)Ljava/lang/Object;", false);
    } else if (value instanceof Object[] vector) {
      array(mv, vector);
    } else if (value instanceof byte[] bytes) {
      mv.visitLdcInsn(bytes.length);
      mv.visitIntInsn(NEWARRAY, T_BYTE);
      for (int i = 0; i < bytes.length; i++) {
        mv.visitInsn(DUP);
        mv.visitLdcInsn(i);
        mv.visitLdcInsn((int) bytes[i]);
        mv.visitInsn(BASTORE);
      }
    } else {
      throw new IllegalStateException("unchecked constant " + value);
    }
  }

  private void array(MethodVisitor mv, Object[] elements) {
    mv.visitLdcInsn(elements.length);
    mv.visitTypeInsn(ANEWARRAY, Rt.OBJECT);
    for (int i = 0; i < elements.length; i++) {
      mv.visitInsn(DUP);
      mv.visitLdcInsn(i);
      build(mv, elements[i]);
      mv.visitInsn(AASTORE);
    }
  }

  private static void newBigInteger(MethodVisitor mv, BigInteger number) {
    mv.visitTypeInsn(NEW, "java/math/BigInteger");
    mv.visitInsn(DUP);
    mv.visitLdcInsn(number.toString());
    mv.visitMethodInsn(INVOKESPECIAL, "java/math/BigInteger", "<init>", "(Ljava/lang/String;)V", false);
  }
}
