package kopi.codegen;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.runtime.Continuations;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassTooLargeException;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodTooLargeException;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicInterpreter;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;

/**
 * The bytecode pass that makes compiled code's continuations re-entrant (the runtime half is
 * {@code kopi.runtime.Continuations}; the design is in this package's {@code package-info}). It runs
 * on every class the code generator wrote, after emission, so it depends only on the bytecode.
 *
 * <p>For each method, every call that may reach a {@code call/cc} (a <em>site</em>: any invoke but
 * constructors, calls to runtime classes that never call back into Scheme, and calls directly
 * followed by a return, whose frame has nothing left to do) gets:
 * <ul>
 *   <li>when the operand stack holds values beneath the call's operands, a spill of the whole stack
 *       to fresh locals and a reload, so the values survive an exception;</li>
 *   <li>an exception handler for {@code kopi.runtime.Capture} covering only the invoke, which boxes
 *       the live locals and the spilled stack into a {@code ResumeFrame} with the site's index and a
 *       handle on the method's resume twin, then rethrows; the boxing is in a saver method the
 *       handler calls ({@link #callSaver}), so the handler adds little to its method's size.</li>
 * </ul>
 * The resume twin, {@code static Object name$rN(ResumeFrame)}, is a copy of the instrumented method
 * with a prologue that switches on the site, reloads the locals and the stack, calls
 * {@code Continuations.resumeNext()} in place of the original call (under the same handler, so the
 * frame is saved again by a later capture) and jumps back into the copied code after the call. The
 * original method only gains the spills and exception-table entries, so code that never captures
 * runs the same path as before.
 */
final class ContinuationInstrumenter implements Opcodes {
  private ContinuationInstrumenter() {}

  private static final String CAPTURE = Rt.CAPTURE;
  private static final String FRAME = Rt.RESUME_FRAME;
  private static final String CONTINUATIONS = Rt.CONTINUATIONS;
  private static final String MARKER = Continuations.MARKER;
  private static final String RUNTIME_PREFIX = Rt.RUNTIME_PREFIX;
  private static final String TWIN_DESC = "(L" + FRAME + ";)Ljava/lang/Object;";
  private static final Type NULL_TYPE = Type.getObjectType("null");
  private static final BasicValue OBJECT = new BasicValue(Type.getObjectType(Rt.OBJECT));

  /**
   * JDK classes whose methods never call a Scheme procedure, so calling them cannot capture. The
   * runtime's own such classes carry {@code @CallsNoScheme} instead ({@link #isLeafOwner}).
   */
  private static final Set<String> JDK_LEAF_OWNERS = Set.of("java/lang/Long", "java/lang/Double",
      "java/lang/Integer", "java/lang/Boolean", "java/lang/Character", "java/lang/String",
      "java/lang/Math", "java/lang/StringBuilder");

  /**
   * A resume twin with fewer instructions than this cannot reach the JVM's 64 KB code limit in
   * practice, so only larger ones are measured before the class is written (see
   * {@link #twinTooLarge}).
   */
  private static final int LARGE_TWIN_INSTRUCTIONS = 10_000;

  /**
   * Roughly how many instructions one site adds to a twin (its handler, copied from the method, and
   * its entry in the prologue), to find the methods whose twins may be large before analysing them.
   */
  private static final int SITE_INSTRUCTIONS = 20;

  /**
   * Classes smaller than this are instrumented without looking for large twins first; should one
   * still be too large, the real write finds out.
   */
  private static final int LARGE_CLASS_BYTES = 32 * 1024;

  /**
   * Instruments every method of one class file and marks the class as instrumented. The class file
   * comes from the code generator without stack map frames ({@link FrameComputingClassWriter#forEmission});
   * the result always has them.
   */
  static byte[] instrument(byte[] classFile) {
    return instrument(classFile, null);
  }

  /**
   * Like {@link #instrument(byte[])}, for a class whose writing a {@link Census} watched: it names
   * the methods whose twins may be large, so the class need not be read once more to find them.
   */
  static byte[] instrument(byte[] classFile, Census census) {
    ClassReader reader = new ClassReader(classFile);
    if (census != null && census.leavesCodeAsWritten()) {
      // A class with nothing to instrument (a small form, as kopi -e's usually is) gets the marker
      // and its frames in one pass, without being read into a tree and analysed (issue 21).
      return marked(reader);
    }
    Set<Integer> large = census != null ? census.large
        : classFile.length >= LARGE_CLASS_BYTES ? largeMethods(reader) : Set.of();
    ClassNode node = new ClassNode();
    reader.accept(node, ClassReader.SKIP_FRAMES);
    node.methods.forEach(JumpThreading::apply);
    Calls calls = new Calls(node, census != null ? census.noBounce : Set.of());
    calls.dropResolves(node);
    int count = node.methods.size();
    MethodNode[] twinOf = new MethodNode[count];
    Map<String, MethodNode> savers = new java.util.TreeMap<>();
    // The methods whose twins may be large go first, so that a class that cannot be instrumented is
    // given up before the rest of it is analysed, and long before its frames are computed. A twin
    // is named after its method's index.
    for (int i : new java.util.TreeSet<>(large)) {
      MethodNode method = node.methods.get(i);
      twinOf[i] = candidateSites(method, calls) > 0
          ? instrument(node.name, method, method.name + "$r" + i, calls, savers)
          : null;
      if (twinOf[i] != null && twinTooLarge(twinOf[i])) {
        return withFrames(reader);
      }
    }
    List<MethodNode> twins = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      MethodNode method = node.methods.get(i);
      if (!large.contains(i) && candidateSites(method, calls) > 0) {
        twinOf[i] = instrument(node.name, method, method.name + "$r" + i, calls, savers);
      }
      if (twinOf[i] != null) {
        twins.add(twinOf[i]);
      }
    }
    node.methods.addAll(twins);
    node.methods.addAll(savers.values());
    node.fields.add(new FieldNode(ACC_PUBLIC | ACC_STATIC | ACC_FINAL | ACC_SYNTHETIC, MARKER, "Z", null, 1));
    ClassWriter writer = new FrameComputingClassWriter();
    node.accept(new CompactCode(writer));
    try {
      return writer.toByteArray();
    } catch (MethodTooLargeException | ClassTooLargeException e) {
      // The handlers and the resume twins can push a method that fits over the JVM's 64 KB limit
      // (the body of a module with thousands of top-level forms does). The class then stays as
      // generated, without the marker: the run-time stack check treats its frames as ones that
      // cannot be saved, so a continuation captured through them is escape-only instead of the
      // program not compiling.
      return withFrames(reader);
    }
  }

  /**
   * The class as the code generator wrote it, compacted as an instrumented class is, with the marker
   * of an instrumented class and its stack map frames: what {@link #instrument} makes of a class
   * whose code it leaves as written.
   */
  private static byte[] marked(ClassReader reader) {
    ClassWriter writer = new FrameComputingClassWriter();
    // The marker goes after the class's own fields, where the tree path adds it, so that both
    // paths write the same bytes.
    ClassVisitor marking = new ClassVisitor(ASM9, new CompactCode(writer)) {
      private boolean marked;

      private void mark() {
        if (!marked) {
          marked = true;
          super.visitField(ACC_PUBLIC | ACC_STATIC | ACC_FINAL | ACC_SYNTHETIC, MARKER, "Z", null, 1).visitEnd();
        }
      }

      @Override
      public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
          String[] exceptions) {
        mark();
        return super.visitMethod(access, name, descriptor, signature, exceptions);
      }

      @Override
      public void visitEnd() {
        mark();
        super.visitEnd();
      }
    };
    reader.accept(marking, ClassReader.SKIP_FRAMES);
    try {
      return writer.toByteArray();
    } catch (MethodTooLargeException | ClassTooLargeException e) {
      return withFrames(reader);
    }
  }

  /** The class as the code generator wrote it, with its stack map frames computed. */
  private static byte[] withFrames(ClassReader reader) {
    ClassWriter writer = new FrameComputingClassWriter();
    reader.accept(writer, ClassReader.SKIP_FRAMES);
    return writer.toByteArray();
  }

  /**
   * True when {@code twin} is sure to exceed the 64 KB code limit, measured by writing it alone,
   * compacted and without frames, to a scratch class: computing the frames of a whole large class
   * first, as the real write does, only to throw them away cost a third of the time compiling a
   * module with thousands of forms. In the scratch class's small constant pool an {@code ldc} may
   * take two bytes where the real class needs three, and a switch's padding may differ by up to
   * three bytes, so the measured size less one byte per {@code ldc} and three per switch is a lower
   * bound of the real size; only when that bound is over the limit is the class given up here.
   * Long jumps grow the real code further, so any other overflow is left to the real write.
   */
  private static boolean twinTooLarge(MethodNode twin) {
    if (twin.instructions.size() < LARGE_TWIN_INSTRUCTIONS) {
      return false;
    }
    int slack = 0;
    for (AbstractInsnNode insn = twin.instructions.getFirst(); insn != null; insn = insn.getNext()) {
      if (insn instanceof LdcInsnNode) {
        slack += 1;
      } else if (insn instanceof TableSwitchInsnNode || insn instanceof org.objectweb.asm.tree.LookupSwitchInsnNode) {
        slack += 3;
      }
    }
    int[] size = {0};
    ClassWriter scratch = new ClassWriter(0);
    scratch.visit(V17, ACC_PUBLIC, "kopi/Scratch", null, Rt.OBJECT, null);
    ClassVisitor measuring = new ClassVisitor(ASM9, scratch) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
          String[] exceptions) {
        return new MethodVisitor(ASM9, super.visitMethod(access, name, descriptor, signature, exceptions)) {
          @Override
          public void visitMaxs(int maxStack, int maxLocals) {
            // A label at the end of the code: its offset is the code's length.
            org.objectweb.asm.Label end = new org.objectweb.asm.Label();
            super.visitLabel(end);
            size[0] = end.getOffset();
            super.visitMaxs(maxStack, maxLocals);
          }
        };
      }
    };
    twin.accept(new CompactCode(measuring));
    return size[0] - slack > 65535;
  }

  /**
   * The methods of a class whose twins may be large, found by one pass over the class that
   * counts instructions and sites without building anything: for classes nobody watched being
   * written.
   */
  private static Set<Integer> largeMethods(ClassReader reader) {
    Census census = new Census(null, Set.of());
    reader.accept(census, ClassReader.SKIP_FRAMES | ClassReader.SKIP_DEBUG);
    return census.large;
  }

  /**
   * Watches a class being written (passing everything on to {@code next}) and notes the methods,
   * by index, whose twins may be large enough to need measuring before the class is instrumented.
   */
  static final class Census extends ClassVisitor {
    private final Set<Integer> large = new java.util.HashSet<>();
    /** The methods (name + descriptor) whose result is never a bounce, as the code generator wrote them. */
    private final Set<String> noBounce;
    private int index = -1;
    /** The sites of all the class's methods, as {@link SiteCounter} counts them (at least as many as there are). */
    private int allSites;
    /** Whether some method calls {@code TailCall.resolve}, which {@link Calls#dropResolves} may remove. */
    private boolean resolves;

    Census(ClassVisitor next, Set<String> noBounce) {
      super(ASM9, next);
      this.noBounce = noBounce;
    }

    /**
     * Whether the pass would leave every method of the class as it was written: no site to give a
     * handler and a resume twin, no {@code TailCall.resolve} to drop.
     */
    boolean leavesCodeAsWritten() {
      return allSites == 0 && !resolves;
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
        String[] exceptions) {
      int method = ++index;
      MethodVisitor next = super.visitMethod(access, name, descriptor, signature, exceptions);
      if (name.startsWith("<")) {
        return new MethodVisitor(ASM9, next) {
          @Override
          public void visitMethodInsn(int opcode, String owner, String callee, String desc, boolean isInterface) {
            resolves |= isResolve(owner, callee);
            super.visitMethodInsn(opcode, owner, callee, desc, isInterface);
          }
        };
      }
      return new SiteCounter(next) {
        @Override
        public void visitMethodInsn(int opcode, String owner, String callee, String desc, boolean isInterface) {
          resolves |= isResolve(owner, callee);
          super.visitMethodInsn(opcode, owner, callee, desc, isInterface);
        }

        @Override
        public void visitEnd() {
          super.visitEnd();
          allSites += sites;
          if (sites > 0 && instructions + SITE_INSTRUCTIONS * sites >= LARGE_TWIN_INSTRUCTIONS) {
            large.add(method);
          }
        }
      };
    }

    private static boolean isResolve(String owner, String name) {
      return owner.equals(Rt.TAIL_CALL) && name.equals("resolve");
    }
  }

  /**
   * Counts a method's instructions and the invokes {@link #isSite} would accept, as the code is
   * read or written, passing every event on to the next visitor, if any.
   */
  private static class SiteCounter extends MethodVisitor {
    int instructions;
    int sites;
    /** The last instruction was a call that is a site unless a return follows it. */
    private boolean pending;

    SiteCounter(MethodVisitor next) {
      super(ASM9, next);
    }

    private void instruction(int opcode) {
      instructions++;
      if (pending) {
        pending = false;
        if (opcode < IRETURN || opcode > RETURN) {
          sites++;
        }
      }
    }

    @Override
    public void visitInsn(int opcode) {
      instruction(opcode);
      super.visitInsn(opcode);
    }

    @Override
    public void visitIntInsn(int opcode, int operand) {
      instruction(opcode);
      super.visitIntInsn(opcode, operand);
    }

    @Override
    public void visitVarInsn(int opcode, int varIndex) {
      instruction(opcode);
      super.visitVarInsn(opcode, varIndex);
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
      instruction(opcode);
      super.visitTypeInsn(opcode, type);
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
      instruction(opcode);
      super.visitFieldInsn(opcode, owner, name, descriptor);
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
      instruction(opcode);
      pending = mayCapture(opcode, owner, name, descriptor);
      super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
      instruction(INVOKEDYNAMIC);
      super.visitInvokeDynamicInsn(name, descriptor, bootstrap, arguments);
    }

    @Override
    public void visitJumpInsn(int opcode, org.objectweb.asm.Label label) {
      instruction(opcode);
      super.visitJumpInsn(opcode, label);
    }

    @Override
    public void visitLdcInsn(Object value) {
      instruction(LDC);
      super.visitLdcInsn(value);
    }

    @Override
    public void visitIincInsn(int varIndex, int increment) {
      instruction(IINC);
      super.visitIincInsn(varIndex, increment);
    }

    @Override
    public void visitTableSwitchInsn(int min, int max, org.objectweb.asm.Label dflt,
        org.objectweb.asm.Label... labels) {
      instruction(TABLESWITCH);
      super.visitTableSwitchInsn(min, max, dflt, labels);
    }

    @Override
    public void visitLookupSwitchInsn(org.objectweb.asm.Label dflt, int[] keys, org.objectweb.asm.Label[] labels) {
      instruction(LOOKUPSWITCH);
      super.visitLookupSwitchInsn(dflt, keys, labels);
    }

    @Override
    public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
      instruction(MULTIANEWARRAY);
      super.visitMultiANewArrayInsn(descriptor, numDimensions);
    }

    @Override
    public void visitEnd() {
      if (pending) {
        pending = false;
        sites++;
      }
      super.visitEnd();
    }
  }

  /**
   * How many invokes of {@code method} {@link #isSite} accepts (reachable or not), 0 for a
   * constructor or static initialiser. Most small procedures only call runtime operations that
   * cannot capture; they need no data-flow analysis at all.
   */
  private static int candidateSites(MethodNode method, Calls calls) {
    if (method.name.startsWith("<")) {
      return 0;
    }
    int sites = 0;
    for (AbstractInsnNode insn = method.instructions.getFirst(); insn != null; insn = insn.getNext()) {
      if (insn instanceof MethodInsnNode invoke && isSite(invoke, calls)) {
        sites++;
      }
    }
    return sites;
  }

  /** One call site: the invoke, the frame before it, and where its locals and stack go. */
  private record Site(int index, MethodInsnNode invoke, Frame<BasicValue> frame, int beneath,
      int[] spillSlots, LabelNode start, LabelNode end, LabelNode handler) {}

  private static MethodNode instrument(String owner, MethodNode method, String twinName, Calls calls,
      Map<String, MethodNode> savers) {
    Frame<BasicValue>[] frames;
    try {
      frames = new Analyzer<>(new TypedInterpreter()).analyze(owner, method);
    } catch (AnalyzerException e) {
      throw new IllegalStateException("cannot analyse " + owner + "." + method.name + ": " + e.getMessage(), e);
    }
    int base = method.maxLocals;
    int spillSize = 0;
    List<Site> sites = new ArrayList<>();
    AbstractInsnNode[] insns = method.instructions.toArray();
    for (int i = 0; i < insns.length; i++) {
      if (!(insns[i] instanceof MethodInsnNode invoke) || frames[i] == null || !isSite(invoke, calls)) {
        continue;
      }
      Frame<BasicValue> frame = frames[i];
      int operands = Type.getArgumentTypes(invoke.desc).length + (invoke.getOpcode() == INVOKESTATIC ? 0 : 1);
      int beneath = frame.getStackSize() - operands;
      int[] slots = new int[frame.getStackSize()];
      int next = base;
      if (beneath > 0) {
        for (int s = 0; s < slots.length; s++) {
          slots[s] = next;
          next += frame.getStack(s).getSize();
        }
      }
      spillSize = Math.max(spillSize, next - base);
      sites.add(
          new Site(sites.size(), invoke, frame, beneath, slots, new LabelNode(), new LabelNode(), new LabelNode()));
    }
    if (sites.isEmpty()) {
      return null;
    }
    Handle twinHandle = new Handle(H_INVOKESTATIC, owner, twinName, TWIN_DESC, false);
    List<TryCatchBlockNode> entries = new ArrayList<>();
    InsnList handlers = new InsnList();
    for (Site site : sites) {
      InsnList before = new InsnList();
      if (site.beneath > 0) {
        for (int s = site.spillSlots.length - 1; s >= 0; s--) {
          before.add(new VarInsnNode(type(site.frame.getStack(s)).getOpcode(ISTORE), site.spillSlots[s]));
        }
        for (int s = 0; s < site.spillSlots.length; s++) {
          before.add(new VarInsnNode(type(site.frame.getStack(s)).getOpcode(ILOAD), site.spillSlots[s]));
        }
      }
      before.add(site.start);
      method.instructions.insertBefore(site.invoke, before);
      method.instructions.insert(site.invoke, site.end);
      entries.add(new TryCatchBlockNode(site.start, site.end, site.handler, CAPTURE));
      handlers.add(site.handler);
      if (!callSaver(handlers, site, twinHandle, owner, savers)) {
        saveFrame(handlers, site, twinHandle);
      }
    }
    method.instructions.add(handlers);
    method.tryCatchBlocks.addAll(0, entries);
    method.maxLocals = base + spillSize;
    return twin(method, twinName, sites, base + spillSize);
  }

  private static boolean isSite(MethodInsnNode invoke, Calls calls) {
    if (!mayCapture(invoke.getOpcode(), invoke.owner, invoke.name, invoke.desc) || calls.cannotCapture(invoke)) {
      return false;
    }
    AbstractInsnNode next = next(invoke);
    if (isFixnumsCall(next, "resultObject")) {
      // Boxing a fixnum result on its way out leaves the frame nothing to do either: a resume twin
      // returns the value boxed already (a closure's bridge to a procedure with fixnum results).
      next = next(next);
    }
    return next == null || next.getOpcode() < IRETURN || next.getOpcode() > RETURN;
  }

  /**
   * Whether a call to {@code owner.name} may have a {@code Capture} thrown through it, wherever it
   * is. A static call to a runtime method that a capture cannot unwind (most builtins: string,
   * number and vector operations...) may not: a {@code call/cc} under it is escape-only and throws
   * nothing ({@code Continuations.mayUnwindThrough}), so a handler there would be dead code, and a
   * resume twin for it wasted compile time and class size.
   */
  private static boolean mayCapture(int opcode, String owner, String name, String descriptor) {
    if (name.equals("<init>") || isLeafOwner(owner)) {
      return false;
    }
    if (owner.equals(Rt.PROCEDURE) && (name.equals("check") || name.equals("arityError"))) {
      return false;
    }
    if (owner.equals(Rt.TAIL_CALL) && name.equals("of")) {
      return false;
    }
    return !(opcode == INVOKESTATIC && owner.startsWith(RUNTIME_PREFIX) && isRuntimeClass(owner)
        && !Continuations.mayUnwindThrough(owner.replace('/', '.'), name, descriptor));
  }

  /** Whether no method of {@code owner} calls a Scheme procedure. */
  private static boolean isLeafOwner(String owner) {
    return JDK_LEAF_OWNERS.contains(owner) || owner.startsWith(RUNTIME_PREFIX) && isRuntimeClass(owner)
        && Continuations.callsNoScheme(owner.replace('/', '.'));
  }

  /** Internal names of {@code kopi/runtime/} classes, by whether the compiler's runtime has them. */
  private static final Map<String, Boolean> RUNTIME_CLASSES = new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * Whether {@code owner} is a class of the runtime itself, never instrumented, rather than
   * generated code that a user gave a {@code kopi.runtime} name.
   */
  private static boolean isRuntimeClass(String owner) {
    kopi.runtime.UnwindingIndex index = kopi.runtime.UnwindingIndex.get();
    if (index != null && index.hasClass(owner)) {
      return true;
    }
    return RUNTIME_CLASSES.computeIfAbsent(owner,
        name -> ContinuationInstrumenter.class.getClassLoader().getResource(name + ".class") != null);
  }

  /**
   * The static methods of one class that can never have a {@code Capture} thrown through them: all
   * they call is runtime code that cannot be unwound ({@link #mayCapture} false) and other such
   * methods of the class, and their result is never a bounce (the code generator says which methods
   * return none: {@link Census}). A call of one needs no handler, nor does the
   * {@code TailCall.resolve} of its result; a method calling only such methods needs no resume twin
   * at all. Found as the largest set closed under that rule (so mutually recursive procedures that
   * only compute qualify together), by removing the methods that break it and then their callers.
   */
  private static final class Calls {
    private final String owner;
    private final Set<String> quiet = new java.util.HashSet<>();
    /** The static methods of the class whose result is never a bounce, quiet or not. */
    private final Set<String> noBounce = new java.util.HashSet<>();

    Calls(ClassNode node, Set<String> noBounce) {
      this.owner = node.name;
      List<MethodNode> candidates = new ArrayList<>();
      for (MethodNode method : node.methods) {
        if ((method.access & ACC_STATIC) != 0 && !method.name.startsWith("<")
            && noBounce.contains(method.name + method.desc)) {
          candidates.add(method);
          quiet.add(method.name + method.desc);
          this.noBounce.add(method.name + method.desc);
        }
      }
      // One scan per method: a method that breaks the rule by itself is out at once; one that
      // relies on quiet callees is out when one of them is, found through the callers recorded here
      // (a worklist, so a long chain of callers costs one pass rather than one pass per link).
      Map<String, List<String>> callers = new HashMap<>();
      java.util.ArrayDeque<String> out = new java.util.ArrayDeque<>();
      for (MethodNode method : candidates) {
        String key = method.name + method.desc;
        Set<String> callees = new java.util.HashSet<>();
        if (!quietIfCalleesAre(method, callees)) {
          out.add(key);
        }
        for (String callee : callees) {
          callers.computeIfAbsent(callee, k -> new ArrayList<>()).add(key);
        }
      }
      while (!out.isEmpty()) {
        String key = out.pop();
        if (quiet.remove(key)) {
          out.addAll(callers.getOrDefault(key, List.of()));
        }
      }
    }

    /**
     * Whether every instruction of {@code method} keeps it free of captures, provided the methods of
     * this class it calls (added to {@code callees}) are quiet; read while {@link #quiet} still holds
     * every candidate.
     */
    private boolean quietIfCalleesAre(MethodNode method, Set<String> callees) {
      for (AbstractInsnNode insn = method.instructions.getFirst(); insn != null; insn = insn.getNext()) {
        if (insn instanceof org.objectweb.asm.tree.InvokeDynamicInsnNode) {
          return false;
        }
        if (insn instanceof TypeInsnNode type && type.getOpcode() == NEW && type.desc.equals(Rt.TAIL_CALL)) {
          return false;
        }
        if (insn instanceof MethodInsnNode invoke) {
          if (invoke.owner.equals(Rt.TAIL_CALL) && invoke.name.equals("of")) {
            return false;
          }
          if (mayCapture(invoke.getOpcode(), invoke.owner, invoke.name, invoke.desc)) {
            MethodInsnNode call = invoke.owner.equals(Rt.TAIL_CALL) && invoke.name.equals("resolve")
                ? (previous(invoke) instanceof MethodInsnNode before ? before : null)
                : invoke;
            if (call == null || !isQuietCall(call)) {
              return false;
            }
            callees.add(call.name + call.desc);
          }
        }
      }
      return true;
    }

    /**
     * Removes every {@code TailCall.resolve} of the result of a method of this class that never
     * returns a bounce, quiet or not (a capture may still come through the call, never through the
     * resolve of a value): each is a loop the JIT would otherwise compile into every caller, and a
     * site with a handler and a resume entry.
     */
    void dropResolves(ClassNode node) {
      if (noBounce.isEmpty()) {
        return;
      }
      for (MethodNode method : node.methods) {
        for (AbstractInsnNode insn = method.instructions.getFirst(); insn != null;) {
          AbstractInsnNode next = insn.getNext();
          if (insn instanceof MethodInsnNode invoke && invoke.owner.equals(Rt.TAIL_CALL)
              && invoke.name.equals("resolve") && previous(invoke) instanceof MethodInsnNode call
              && call.getOpcode() == INVOKESTATIC && call.owner.equals(owner)
              && noBounce.contains(call.name + call.desc)) {
            method.instructions.remove(insn);
          }
          insn = next;
        }
      }
    }

    /**
     * Whether {@code invoke} is a call of a quiet method of this class, or the {@code TailCall.resolve}
     * of such a call's result (which is never a bounce).
     */
    boolean cannotCapture(MethodInsnNode invoke) {
      if (quiet.isEmpty()) {
        return false;
      }
      if (invoke.owner.equals(Rt.TAIL_CALL) && invoke.name.equals("resolve")) {
        return previous(invoke) instanceof MethodInsnNode call && isQuietCall(call);
      }
      return isQuietCall(invoke);
    }

    private boolean isQuietCall(MethodInsnNode invoke) {
      return invoke.getOpcode() == INVOKESTATIC && invoke.owner.equals(owner)
          && quiet.contains(invoke.name + invoke.desc);
    }
  }

  /**
   * The handler body as a call of a saver: {@code throw $saverN(capture, site, twin, values...)} ({@code N} locals),
   * the live locals and the spilled stack passed as they are. The boxing and the arrays are in the
   * saver, a synthetic static method of the class shared by every site whose values have the same
   * types, so a method carries a few bytes per site rather than dozens: HotSpot's C2 on JDK 17
   * compiles exception handlers whether or not they ever ran, and inlines a callee only below 325
   * bytes of bytecode with its handlers. False (nothing emitted) when the values take more
   * parameter slots than a JVM method has; {@link #saveFrame} then writes the body in place.
   */
  private static boolean callSaver(InsnList code, Site site, Handle twin, String owner,
      Map<String, MethodNode> savers) {
    List<Integer> live = liveLocals(site.frame);
    List<Type> types = new ArrayList<>();
    int slots = 3;
    for (int slot : live) {
      types.add(parameterType(type(site.frame.getLocal(slot))));
    }
    for (int s = 0; s < site.beneath; s++) {
      types.add(parameterType(type(site.frame.getStack(s))));
    }
    for (Type type : types) {
      slots += type.getSize();
    }
    if (slots > 255) {
      return false;
    }
    StringBuilder descriptor = new StringBuilder("(Ljava/lang/Throwable;ILjava/lang/invoke/MethodHandle;");
    types.forEach(type -> descriptor.append(type.getDescriptor()));
    descriptor.append(")Ljava/lang/Throwable;");
    String desc = descriptor.toString();
    // Named by how many of the values are locals (the rest go to the stack array) and overloaded by
    // their types, so the same sites get the same savers whatever order methods are instrumented in.
    String name = SAVER_PREFIX + live.size();
    MethodNode saver = savers.computeIfAbsent(name + desc,
        key -> saver(name, desc, types.subList(0, live.size()), types.subList(live.size(), types.size())));
    code.add(new LdcInsnNode(site.index));
    code.add(new LdcInsnNode(twin));
    for (int slot : live) {
      code.add(new VarInsnNode(type(site.frame.getLocal(slot)).getOpcode(ILOAD), slot));
    }
    for (int s = 0; s < site.beneath; s++) {
      code.add(new VarInsnNode(type(site.frame.getStack(s)).getOpcode(ILOAD), site.spillSlots[s]));
    }
    code.add(new MethodInsnNode(INVOKESTATIC, owner, saver.name, desc, false));
    code.add(new InsnNode(ATHROW));
    return true;
  }

  /** The prefix of a saver's name ({@link #callSaver}); no {@code $N} suffix, so backtraces skip it as glue. */
  private static final String SAVER_PREFIX = "$saver";

  /** A reference passes to a saver as an {@code Object}, so savers are shared across classes of values. */
  private static Type parameterType(Type type) {
    return type.getSort() == Type.OBJECT || type.getSort() == Type.ARRAY ? Type.getType(Object.class) : type;
  }

  /**
   * A saver: {@code return Capture.push(capture, new Object[] {locals...}, new Object[]
   * {stack...}, site, twin)}, with primitives boxed.
   */
  private static MethodNode saver(String name, String descriptor, List<Type> locals, List<Type> stack) {
    MethodNode saver = new MethodNode(ACC_PRIVATE | ACC_STATIC | ACC_SYNTHETIC, name, descriptor, null, null);
    InsnList code = saver.instructions;
    int slot = 3;
    code.add(new VarInsnNode(ALOAD, 0));
    for (List<Type> values : List.of(locals, stack)) {
      code.add(new LdcInsnNode(values.size()));
      code.add(new TypeInsnNode(ANEWARRAY, Rt.OBJECT));
      for (int k = 0; k < values.size(); k++) {
        Type type = values.get(k);
        code.add(new InsnNode(DUP));
        code.add(new LdcInsnNode(k));
        code.add(new VarInsnNode(type.getOpcode(ILOAD), slot));
        box(code, type);
        code.add(new InsnNode(AASTORE));
        slot += type.getSize();
      }
    }
    code.add(new VarInsnNode(ILOAD, 1));
    code.add(new VarInsnNode(ALOAD, 2));
    code.add(new MethodInsnNode(INVOKESTATIC, CAPTURE, "push",
        "(Ljava/lang/Throwable;[Ljava/lang/Object;[Ljava/lang/Object;ILjava/lang/invoke/MethodHandle;)Ljava/lang/Throwable;",
        false));
    code.add(new InsnNode(ARETURN));
    saver.maxLocals = slot;
    saver.maxStack = 8;
    return saver;
  }

  /** The handler body: {@code throw Capture.push(capture, locals, stack, site, twin)}. */
  private static void saveFrame(InsnList code, Site site, Handle twin) {
    List<Integer> live = liveLocals(site.frame);
    code.add(new LdcInsnNode(live.size()));
    code.add(new TypeInsnNode(ANEWARRAY, Rt.OBJECT));
    for (int k = 0; k < live.size(); k++) {
      int slot = live.get(k);
      Type type = type(site.frame.getLocal(slot));
      code.add(new InsnNode(DUP));
      code.add(new LdcInsnNode(k));
      code.add(new VarInsnNode(type.getOpcode(ILOAD), slot));
      box(code, type);
      code.add(new InsnNode(AASTORE));
    }
    code.add(new LdcInsnNode(site.beneath));
    code.add(new TypeInsnNode(ANEWARRAY, Rt.OBJECT));
    for (int s = 0; s < site.beneath; s++) {
      Type type = type(site.frame.getStack(s));
      code.add(new InsnNode(DUP));
      code.add(new LdcInsnNode(s));
      code.add(new VarInsnNode(type.getOpcode(ILOAD), site.spillSlots[s]));
      box(code, type);
      code.add(new InsnNode(AASTORE));
    }
    code.add(new LdcInsnNode(site.index));
    code.add(new LdcInsnNode(twin));
    code.add(new MethodInsnNode(INVOKESTATIC, CAPTURE, "push",
        "(Ljava/lang/Throwable;[Ljava/lang/Object;[Ljava/lang/Object;ILjava/lang/invoke/MethodHandle;)Ljava/lang/Throwable;",
        false));
    code.add(new InsnNode(ATHROW));
  }

  private static List<Integer> liveLocals(Frame<BasicValue> frame) {
    List<Integer> live = new ArrayList<>();
    for (int slot = 0; slot < frame.getLocals(); slot++) {
      BasicValue value = frame.getLocal(slot);
      if (value != null && value.getType() != null) {
        live.add(slot);
      }
    }
    return live;
  }

  /**
   * The resume twin: a copy of the instrumented {@code method} behind a prologue that rebuilds the
   * frame saved at one of its sites. Returns become {@code areturn} of the boxed value.
   */
  private static MethodNode twin(MethodNode method, String name, List<Site> sites, int frameSlot) {
    MethodNode twin = new MethodNode(ACC_PRIVATE | ACC_STATIC | ACC_SYNTHETIC, name, TWIN_DESC, null, null);
    Map<LabelNode, LabelNode> labels = new HashMap<>();
    for (AbstractInsnNode insn = method.instructions.getFirst(); insn != null; insn = insn.getNext()) {
      if (insn instanceof LabelNode label) {
        labels.put(label, new LabelNode());
      }
    }
    Type returnType = Type.getReturnType(method.desc);
    InsnList body = new InsnList();
    for (AbstractInsnNode insn = method.instructions.getFirst(); insn != null; insn = insn.getNext()) {
      int op = insn.getOpcode();
      if (op >= IRETURN && op <= RETURN) {
        if (op == RETURN) {
          body.add(new InsnNode(ACONST_NULL));
        } else if (isFixnumsCall(previous(insn), "result")) {
          // A fixnum result (kopi.runtime.Fixnums): the mark stands for the value beside it.
          body.add(new MethodInsnNode(INVOKESTATIC, Rt.FIXNUMS, "resultObject", "(J)Ljava/lang/Object;", false));
        } else {
          box(body, returnType);
        }
        body.add(new InsnNode(ARETURN));
      } else {
        body.add(insn.clone(labels));
      }
    }
    InsnList prologue = new InsnList();
    prologue.add(new VarInsnNode(ALOAD, 0));
    prologue.add(new VarInsnNode(ASTORE, frameSlot));
    prologue.add(new VarInsnNode(ALOAD, frameSlot));
    prologue.add(new FieldInsnNode(GETFIELD, FRAME, "site", "I"));
    LabelNode[] blocks = new LabelNode[sites.size()];
    for (int i = 0; i < blocks.length; i++) {
      blocks[i] = new LabelNode();
    }
    prologue.add(new TableSwitchInsnNode(0, blocks.length - 1, blocks[0], blocks));
    for (Site site : sites) {
      prologue.add(blocks[site.index]);
      List<Integer> live = liveLocals(site.frame);
      for (int k = 0; k < live.size(); k++) {
        int slot = live.get(k);
        load(prologue, frameSlot, "locals", k, type(site.frame.getLocal(slot)));
        prologue.add(new VarInsnNode(type(site.frame.getLocal(slot)).getOpcode(ISTORE), slot));
      }
      for (int s = 0; s < site.beneath; s++) {
        load(prologue, frameSlot, "stack", s, type(site.frame.getStack(s)));
        prologue.add(new VarInsnNode(type(site.frame.getStack(s)).getOpcode(ISTORE), site.spillSlots[s]));
      }
      for (int s = 0; s < site.beneath; s++) {
        prologue.add(new VarInsnNode(type(site.frame.getStack(s)).getOpcode(ILOAD), site.spillSlots[s]));
      }
      LabelNode start = new LabelNode();
      LabelNode end = new LabelNode();
      prologue.add(start);
      prologue.add(new MethodInsnNode(INVOKESTATIC, CONTINUATIONS, "resumeNext", "()Ljava/lang/Object;", false));
      prologue.add(end);
      twin.tryCatchBlocks.add(new TryCatchBlockNode(start, end, labels.get(site.handler), CAPTURE));
      if (site.invoke.owner.equals(Rt.TAIL_CALL) && site.invoke.name.equals("resolve")) {
        // The value of a bounce may be another bounce: run the resolve loop on it again.
        prologue.add(new JumpInsnNode(GOTO, labels.get(site.start)));
      } else {
        AbstractInsnNode next = next(site.invoke);
        if (isFixnumsCall(next, "resultObject") || next != null && next.getOpcode() == DUP2
            && isFixnumsCall(next(next), "resultBig")) {
          // The callee returns fixnum results: the value becomes one again, as its return would.
          prologue.add(new MethodInsnNode(INVOKESTATIC, Rt.FIXNUMS, "toResult", "(Ljava/lang/Object;)J", false));
        } else {
          unbox(prologue, Type.getReturnType(site.invoke.desc));
        }
        prologue.add(new JumpInsnNode(GOTO, labels.get(site.end)));
      }
    }
    for (TryCatchBlockNode entry : method.tryCatchBlocks) {
      twin.tryCatchBlocks.add(new TryCatchBlockNode(labels.get(entry.start), labels.get(entry.end),
          labels.get(entry.handler), entry.type));
    }
    twin.instructions.add(prologue);
    twin.instructions.add(body);
    twin.maxLocals = frameSlot + 1;
    twin.maxStack = method.maxStack + 4;
    return twin;
  }

  private static boolean isFixnumsCall(AbstractInsnNode insn, String name) {
    return insn instanceof MethodInsnNode call && call.getOpcode() == INVOKESTATIC && call.owner.equals(Rt.FIXNUMS)
        && call.name.equals(name);
  }

  /** The instruction after {@code insn}, labels, line numbers and frames skipped; null at the end. */
  static AbstractInsnNode next(AbstractInsnNode insn) {
    AbstractInsnNode next = insn.getNext();
    while (next != null && next.getOpcode() < 0) {
      next = next.getNext();
    }
    return next;
  }

  /** The instruction before {@code insn}, labels, line numbers and frames skipped; null at the start. */
  static AbstractInsnNode previous(AbstractInsnNode insn) {
    AbstractInsnNode previous = insn.getPrevious();
    while (previous != null && previous.getOpcode() < 0) {
      previous = previous.getPrevious();
    }
    return previous;
  }

  /** {@code ((Object[]) frame.field)[index]}, converted to {@code type}. */
  private static void load(InsnList code, int frameSlot, String field, int index, Type type) {
    code.add(new VarInsnNode(ALOAD, frameSlot));
    code.add(new FieldInsnNode(GETFIELD, FRAME, field, "[Ljava/lang/Object;"));
    code.add(new LdcInsnNode(index));
    code.add(new InsnNode(AALOAD));
    unbox(code, type);
  }

  private static void box(InsnList code, Type type) {
    switch (type.getSort()) {
      case Type.BOOLEAN ->
          code.add(new MethodInsnNode(INVOKESTATIC, "java/lang/Boolean", "valueOf", "(Z)Ljava/lang/Boolean;", false));
      case Type.CHAR, Type.BYTE, Type.SHORT, Type.INT ->
          code.add(new MethodInsnNode(INVOKESTATIC, "java/lang/Integer", "valueOf", "(I)Ljava/lang/Integer;", false));
      case Type.LONG ->
          code.add(new MethodInsnNode(INVOKESTATIC, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", false));
      case Type.FLOAT ->
          code.add(new MethodInsnNode(INVOKESTATIC, "java/lang/Float", "valueOf", "(F)Ljava/lang/Float;", false));
      case Type.DOUBLE ->
          code.add(new MethodInsnNode(INVOKESTATIC, "java/lang/Double", "valueOf", "(D)Ljava/lang/Double;", false));
      default -> {
      }
    }
  }

  /** Converts the {@code Object} on the stack to {@code type}; {@code void} drops it. */
  private static void unbox(InsnList code, Type type) {
    switch (type.getSort()) {
      case Type.VOID -> code.add(new InsnNode(POP));
      case Type.BOOLEAN, Type.CHAR, Type.BYTE, Type.SHORT, Type.INT ->
          code.add(new MethodInsnNode(INVOKESTATIC, CONTINUATIONS, "toInt", "(Ljava/lang/Object;)I", false));
      case Type.LONG ->
          code.add(new MethodInsnNode(INVOKESTATIC, CONTINUATIONS, "toLong", "(Ljava/lang/Object;)J", false));
      case Type.FLOAT ->
          code.add(new MethodInsnNode(INVOKESTATIC, CONTINUATIONS, "toFloat", "(Ljava/lang/Object;)F", false));
      case Type.DOUBLE ->
          code.add(new MethodInsnNode(INVOKESTATIC, CONTINUATIONS, "toDouble", "(Ljava/lang/Object;)D", false));
      default -> {
        if (type.equals(NULL_TYPE)) {
          code.add(new InsnNode(POP));
          code.add(new InsnNode(ACONST_NULL));
        } else if (!type.getInternalName().equals(Rt.OBJECT)) {
          code.add(new TypeInsnNode(CHECKCAST, type.getInternalName()));
        }
      }
    }
  }

  /** The JVM type of an analysed value: {@code int} for every small integral type. */
  private static Type type(BasicValue value) {
    return value.getType();
  }

  /**
   * {@link BasicInterpreter} that keeps the class of references, so the resume twin can cast a
   * reloaded value back to what the code after the call expects. Two different classes merge to
   * {@code Object}, as {@link FrameComputingClassWriter} merges them, and {@code null} merges into
   * the other side.
   */
  private static final class TypedInterpreter extends BasicInterpreter {
    TypedInterpreter() {
      super(ASM9);
    }

    @Override
    public BasicValue newValue(Type type) {
      if (type == null) {
        return BasicValue.UNINITIALIZED_VALUE;
      }
      return switch (type.getSort()) {
        case Type.VOID -> null;
        case Type.BOOLEAN, Type.CHAR, Type.BYTE, Type.SHORT, Type.INT -> BasicValue.INT_VALUE;
        case Type.FLOAT -> BasicValue.FLOAT_VALUE;
        case Type.LONG -> BasicValue.LONG_VALUE;
        case Type.DOUBLE -> BasicValue.DOUBLE_VALUE;
        default -> new BasicValue(type);
      };
    }

    @Override
    public BasicValue binaryOperation(AbstractInsnNode insn, BasicValue array, BasicValue index)
        throws AnalyzerException {
      if (insn.getOpcode() == AALOAD) {
        Type type = array.getType();
        return type != null && type.getSort() == Type.ARRAY
            ? newValue(Type.getType(type.getDescriptor().substring(1))) : OBJECT;
      }
      return super.binaryOperation(insn, array, index);
    }

    @Override
    public BasicValue merge(BasicValue a, BasicValue b) {
      if (a.equals(b)) {
        return a;
      }
      if (a.isReference() && b.isReference() && a.getType() != null && b.getType() != null) {
        if (a.getType().equals(NULL_TYPE)) {
          return b;
        }
        if (b.getType().equals(NULL_TYPE)) {
          return a;
        }
        return OBJECT;
      }
      return BasicValue.UNINITIALIZED_VALUE;
    }
  }
}
