package kopi.codegen;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kopi.analysis.TypeInference;
import kopi.ir.CaseLambdaPlan;
import kopi.ir.FunctionPlan;
import kopi.ir.ModulePlan;
import kopi.syntax.Diagnostic;
import kopi.syntax.LineIndex;
import kopi.syntax.Phase;
import kopi.syntax.PhaseTimings;
import org.objectweb.asm.ClassTooLargeException;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodTooLargeException;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Compiles one module to classes. The module class has:
 * <ul>
 *   <li>a public static field per variable the module defines (so other modules and Java code can
 *       read it; a program split over part classes keeps each variable in the part class whose
 *       forms define it instead, see {@link #assignParts}), private static final fields for
 *       constants and builtin procedures used as values, and for session code a public static
 *       {@code Object[]} cell per session variable;</li>
 *   <li>a public static method per lambda ({@code name$N}) and a static one per top-level form
 *       ({@code $form$N}, see {@link kopi.runtime.Backtrace}), in part classes when the module is split (see {@link #emit});</li>
 *   <li>{@code public static Object $init()}, which runs the body once and returns the value of the
 *       last form (later calls do nothing), so libraries initialise once;</li>
 *   <li>for a program, {@code public static void main(String[])}, which hands the work to
 *       {@code kopi.runtime.Launcher}: sets {@code (command-line)}, initialises the dependencies
 *       and then the module, and reports an uncaught error with its {@code .scm} location;</li>
 *   <li>for a module with {@code module-extends}/{@code module-implements}, the supertypes, a
 *       public constructor and the instance methods of {@link kopi.expand.ModuleSupertypes}
 *       (otherwise the class is final and has no constructor).</li>
 * </ul>
 */
public final class ModuleCompiler implements Opcodes {
  private ModuleCompiler() {}

  /** The name of the method that runs a module's body once. */
  public static final String INIT = kopi.runtime.Launcher.INIT_METHOD;
  /** The module class's private static flag that makes {@code $init} run its body once. */
  public static final String INITIALIZED = "initialized$";

  /** The name of a program class's method returning its module classes, dependencies first. */
  public static final String MODULES = "$modules";

  /**
   * What the emit stage wrote for one module: every class, by binary name; the census of the
   * module class when one watched it being written (see {@link ContinuationInstrumenter}); the
   * classes that are not to be instrumented; the session cells; and, instead of classes, a
   * diagnostic when the module cannot be written.
   */
  public record Emitted(ModuleSource source, Map<String, byte[]> classes, ContinuationInstrumenter.Census census,
      java.util.Set<String> uninstrumented, Map<String, String> sessionCells, List<Diagnostic> diagnostics) {}

  /**
   * The emit stage: writes the classes of {@code source} from its {@code plan}. A module too large
   * for one class is split over part classes by its top-level forms.
   */
  public static Emitted emit(ModuleSource written, ModulePlan plan) {
    // The plan stage may have rewritten the body (kopi.ir.LoopBodies): the code is the plan's.
    ModuleSource source = plan.body() == written.body() ? written : written.withBody(plan.body());
    boolean session = source.kind() == ModuleSource.Kind.SESSION;
    // Code from included files has offsets after the module's text: lines of the texts joined.
    LineIndex lines = source.sourceText() == null ? null : new LineIndex(source.included().joined(source.sourceText()));
    // One inference for the representations and every part's emitter: a pure function of the body,
    // the declared types and the owner, which the static checks may have run already.
    TypeInference.Result types = source.inferred() != null ? source.inferred()
        : TypeInference.of(plan.body(), source.types(), session ? null : source.className());
    Representations reps = new Representations(source.body(), plan.analysis(), source.types(), types);
    int[] weights = formWeights(source.body());
    int parts = Math.max(1, (int) Math.min(MAX_PARTS, (total(weights) + NODES_PER_PART - 1) / NODES_PER_PART));
    long[] emitStart = PhaseTimings.start();
    try {
      return emitInParts(source, plan, lines, reps, types, weights, parts, session);
    } finally {
      PhaseTimings.stop("emit", emitStart);
    }
  }

  private static Emitted emitInParts(ModuleSource source, ModulePlan plan, LineIndex lines, Representations reps,
      TypeInference.Result types, int[] weights, int parts, boolean session) {
    while (true) {
      ModuleContext module = new ModuleContext(source.className(), plan, lines, session, reps, source.types(),
          types);
      try {
        return emit(module, source, partition(weights, parts));
      } catch (ClassTooLargeException e) {
        // The estimate was short for this code: split the module over more classes.
        if (parts >= MAX_PARTS || parts >= source.body().size()) {
          return failed(source, Diagnostic.error(Phase.CODEGEN, "codegen.too-large", 0, 0,
              "the module is too large for the jvm (" + e.getConstantPoolCount()
                  + " constant-pool entries in one class, the limit is 65535): split it into libraries"));
        }
        parts = Math.min(MAX_PARTS, Math.max(2, parts * 2));
      } catch (CodegenException e) {
        return failed(source, Diagnostic.error(Phase.CODEGEN, e.code(), e.start(), e.end(), e.getMessage()));
      } catch (MethodTooLargeException e) {
        return failed(source, Diagnostic.error(Phase.CODEGEN, "codegen.too-large", 0, 0,
            "code too large for the jvm: " + e.getMessage()));
      }
    }
  }

  /**
   * The instrument stage: every generated method that calls Scheme code can have its frames saved
   * and rebuilt ({@link ContinuationInstrumenter}). Classes from {@code define-simple-class} are not
   * instrumented: their methods are entered from Java too, so a capture through one is escape-only
   * (the run-time stack check sees them as frames that cannot be saved).
   */
  public static CompiledModule instrument(Emitted emitted) {
    if (!emitted.diagnostics().isEmpty()) {
      return new CompiledModule(emitted.source().className(), Map.of(), Map.of(), emitted.diagnostics());
    }
    long[] instrumentStart = PhaseTimings.start();
    String moduleClass = emitted.source().className();
    Map<String, byte[]> classes = new LinkedHashMap<>(emitted.classes());
    for (Map.Entry<String, byte[]> entry : classes.entrySet()) {
      String name = entry.getKey();
      if (!emitted.uninstrumented().contains(name)) {
        entry.setValue(ContinuationInstrumenter.instrument(entry.getValue(),
            name.equals(moduleClass) ? emitted.census() : null));
      }
    }
    PhaseTimings.stop("instrument", instrumentStart);
    return new CompiledModule(moduleClass, classes, emitted.sessionCells(), List.of());
  }

  private static Emitted failed(ModuleSource source, Diagnostic diagnostic) {
    return new Emitted(source, Map.of(), null, java.util.Set.of(), Map.of(), List.of(diagnostic));
  }

  /**
   * How many core nodes of code one class is given: the 50,000-line generated benchmark module
   * has 254,000 nodes and needs 105,000 constant-pool entries (0.41 per node), so a part of this
   * size needs about 41,000 of the 65,535 a class may hold. A part that overflows all the same
   * makes the module split in twice as many parts.
   */
  private static final long NODES_PER_PART = 100_000;

  /** The most part classes a module is split into. */
  private static final int MAX_PARTS = 4096;

  /** Writes the module's classes: the module class, and its part classes when {@code ranges} has several. */
  private static Emitted emit(ModuleContext module, ModuleSource source, List<int[]> ranges) {
    Map<String, byte[]> classes = new LinkedHashMap<>();
    ContinuationInstrumenter.Census census = null;
    if (ranges.size() == 1) {
      // The census notes, while the module class is written, which of its methods may get resume
      // twins too large to fit, so the instrumenter need not read the whole class to find out.
      ClassWriter writer = FrameComputingClassWriter.forEmission();
      census = new ContinuationInstrumenter.Census(new CompactCode(writer), module.noBounceMethods);
      moduleClass(module, source, census, null);
      module.closeNoBounceMethods();
      classes.put(source.className(), writer.toByteArray());
    } else {
      String[] formOwners = new String[source.body().size()];
      List<List<FunctionPlan>> partFunctions = assignParts(module, source, ranges, formOwners);
      Map<String, byte[]> partClasses = new LinkedHashMap<>();
      for (int k = 0; k < ranges.size(); k++) {
        String name = partClassName(source.className(), k);
        module.part = new ModulePart(ModuleContext.internalName(name));
        ClassWriter writer = FrameComputingClassWriter.forEmission();
        partClass(module, source, new CompactCode(writer), partFunctions.get(k), ranges.get(k));
        partClasses.put(name, writer.toByteArray());
      }
      module.part = new ModulePart(module.internalClassName());
      ClassWriter writer = FrameComputingClassWriter.forEmission();
      moduleClass(module, source, new CompactCode(writer), formOwners);
      classes.put(source.className(), writer.toByteArray());
      classes.putAll(partClasses);
    }
    for (FunctionPlan function : module.plan.inOrder()) {
      if (function.needsObject() && module.closureGroups.slot(function.lambda()) == null) {
        classes.put(function.closureClass(), ClosureEmitter.emit(module, function, source.sourceFile()));
      }
    }
    for (Map.Entry<String, List<FunctionPlan>> group : module.closureGroups.groups().entrySet()) {
      classes.put(group.getKey(),
          ClosureEmitter.emitGroup(module, group.getKey(), group.getValue(), source.sourceFile()));
    }
    for (CaseLambdaPlan caseLambda : module.plan.caseLambdas().values()) {
      classes.put(caseLambda.closureClass(), ClosureEmitter.emit(module, caseLambda, source.sourceFile()));
    }
    java.util.Set<String> uninstrumented = new java.util.HashSet<>();
    for (kopi.expand.ClassSpec spec : definedClasses(source.body())) {
      classes.put(spec.name(),
          ClassDefinitionEmitter.emit(spec, source.sourceFile(), module.lines, source.className()));
      uninstrumented.add(spec.name());
    }
    Map<String, String> cells = new java.util.HashMap<>();
    for (Map.Entry<String, String> cell : module.sessionCells.entrySet()) {
      if (cells.put(cell.getValue(), cell.getKey()) != null) {
        throw new IllegalStateException("two session cells named " + cell.getValue());
      }
    }
    return new Emitted(source, classes, census, uninstrumented, Map.copyOf(cells), List.of());
  }

  /** The binary name of part class {@code k} of a module. */
  private static String partClassName(String className, int k) {
    return className + "$part" + k;
  }

  /** The size of each top-level form in core nodes, the measure by which a module is split. */
  private static int[] formWeights(List<kopi.expand.Core> body) {
    int[] weights = new int[body.size()];
    for (int i = 0; i < weights.length; i++) {
      int[] count = {0};
      java.util.function.Consumer<kopi.expand.Core> visit = new java.util.function.Consumer<>() {
        @Override
        public void accept(kopi.expand.Core node) {
          count[0]++;
          kopi.analysis.CoreWalker.forEachChild(node, this);
        }
      };
      visit.accept(body.get(i));
      weights[i] = count[0];
    }
    return weights;
  }

  /**
   * The sum of {@code weights}. A loop, not a stream: every compile sums them, and a stream's
   * first use (its pipeline classes and lambdas) is a noticeable part of {@code kopi -e}'s start-up.
   */
  private static long total(int[] weights) {
    long total = 0;
    for (int weight : weights) {
      total += weight;
    }
    return total;
  }

  /** Cuts the forms into {@code parts} runs of about equal weight, as {@code [from, to)} pairs. */
  private static List<int[]> partition(int[] weights, int parts) {
    if (parts <= 1 || weights.length <= 1) {
      return List.<int[]>of(new int[] {0, weights.length});
    }
    long total = total(weights);
    List<int[]> ranges = new ArrayList<>();
    int from = 0;
    long done = 0;
    for (int i = 0; i < weights.length; i++) {
      done += weights[i];
      boolean last = i == weights.length - 1;
      if (last || done * parts >= total * (ranges.size() + 1)) {
        ranges.add(new int[] {from, i + 1});
        from = i + 1;
      }
    }
    return ranges;
  }

  /**
   * Decides which part class holds each lambda's method (the part of the top-level form it is
   * written in) and each form's method; returns each part's lambdas in plan order. A lambda found
   * in no form stays in the module class. In a program, each variable's field goes to the part
   * class of the first form that defines it ({@link ModuleContext#partFields}): one class may
   * declare at most 65,535 fields and its constant pool holds two entries per field, so a module
   * class declaring them all would cap a program at about 30,000 definitions. A library keeps its
   * variables in the module class, where the modules importing it find them.
   */
  private static List<List<FunctionPlan>> assignParts(ModuleContext module, ModuleSource source, List<int[]> ranges,
      String[] formOwners) {
    Map<kopi.expand.Core.Lambda, Integer> partOf = new java.util.IdentityHashMap<>();
    boolean program = source.kind() == ModuleSource.Kind.PROGRAM;
    for (int k = 0; k < ranges.size(); k++) {
      int part = k;
      String owner = ModuleContext.internalName(partClassName(source.className(), k));
      java.util.function.Consumer<kopi.expand.Core> visit = new java.util.function.Consumer<>() {
        @Override
        public void accept(kopi.expand.Core node) {
          if (node instanceof kopi.expand.Core.Lambda lambda) {
            partOf.put(lambda, part);
            module.lambdaOwners.put(lambda, owner);
          } else if (program && node instanceof kopi.expand.Core.GlobalDefine define
              && define.global().owner().equals(source.className()) && !define.global().isSession()) {
            module.partFields.putIfAbsent(kopi.ir.ClosureConversion.mangle(define.global().name()), owner);
          }
          kopi.analysis.CoreWalker.forEachChild(node, this);
        }
      };
      for (int i = ranges.get(k)[0]; i < ranges.get(k)[1]; i++) {
        formOwners[i] = owner;
        visit.accept(source.body().get(i));
      }
    }
    List<List<FunctionPlan>> functions = new ArrayList<>();
    ranges.forEach(range -> functions.add(new ArrayList<>()));
    for (FunctionPlan function : module.plan.inOrder()) {
      Integer part = partOf.get(function.lambda());
      if (part != null) {
        functions.get(part).add(function);
      }
    }
    return functions;
  }

  /** Writes one part class: the methods of its lambdas and forms, and what they refer to. */
  private static void partClass(ModuleContext module, ModuleSource source, ClassVisitor cw,
      List<FunctionPlan> functions, int[] range) {
    cw.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, module.part.internalName, null, Rt.OBJECT, null);
    cw.visitSource(source.sourceFile(), null);
    for (FunctionPlan function : functions) {
      if (!module.analysis.isInline(function.lambda())) {
        FunctionEmitter.emitLambda(module, cw, function);
      }
    }
    for (int i = range[0]; i < range[1]; i++) {
      FunctionEmitter.emitForm(module, cw, kopi.runtime.Backtrace.TOP_LEVEL_METHOD + i, source.body().get(i));
    }
    // The module's $init calls these runs of forms, so that it refers to a method per run, not
    // per form: a module of tens of thousands of forms would otherwise overflow its constant pool.
    String self = module.part.internalName;
    for (int start = range[0]; start < range[1]; start += FORMS_PER_METHOD) {
      MethodVisitor pv = cw.visitMethod(ACC_STATIC, FORM_RUN + start, "()" + Rt.OBJECT_DESC, null, null);
      pv.visitCode();
      pv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
      List<String[]> forms = new ArrayList<>();
      for (int i = start; i < Math.min(range[1], start + FORMS_PER_METHOD); i++) {
        forms.add(new String[] {self, kopi.runtime.Backtrace.TOP_LEVEL_METHOD + i});
      }
      callSteps(pv, forms, 0, forms.size());
      pv.visitInsn(ARETURN);
      pv.visitMaxs(0, 0);
      pv.visitEnd();
    }
    module.part.finish(cw);
    includedLines(cw, module, source);
    for (Map.Entry<String, String> field : module.partFields.entrySet()) {
      if (field.getValue().equals(self)) {
        cw.visitField(ACC_PUBLIC | ACC_STATIC, field.getKey(), Rt.OBJECT_DESC, null, null).visitEnd();
      }
    }
    cw.visitEnd();
  }

  /**
   * The lines each included file takes in the class's line table ({@link kopi.syntax.IncludedSources#lines}),
   * in the field the runtime maps a frame's line back to the included file with.
   */
  private static void includedLines(ClassVisitor cw, ModuleContext module, ModuleSource source) {
    if (!source.included().sources().isEmpty() && module.lines != null) {
      cw.visitField(ACC_PUBLIC | ACC_STATIC | ACC_FINAL, kopi.runtime.Launcher.INCLUDED_LINES_FIELD,
          "Ljava/lang/String;", null, source.included().lines(module.lines)).visitEnd();
    }
  }

  /** The classes {@code define-simple-class} forms anywhere in {@code body} define, in order. */
  private static List<kopi.expand.ClassSpec> definedClasses(List<kopi.expand.Core> body) {
    List<kopi.expand.ClassSpec> out = new ArrayList<>();
    java.util.function.Consumer<kopi.expand.Core> visit = new java.util.function.Consumer<>() {
      @Override
      public void accept(kopi.expand.Core node) {
        if (node instanceof kopi.expand.Core.DefineClass definition) {
          out.add(definition.spec());
        }
        kopi.analysis.CoreWalker.forEachChild(node, this);
      }
    };
    body.forEach(visit);
    return out;
  }

  /**
   * Writes the module class to {@code cw}. With {@code formOwners} null it holds all the module's
   * code; otherwise the code is in part classes (form {@code i}'s method in class
   * {@code formOwners[i]}) and the module class keeps {@code $init}, {@code main} and the variables
   * no part holds ({@link ModuleContext#partFields}).
   */
  private static void moduleClass(ModuleContext module, ModuleSource source, ClassVisitor cw, String[] formOwners) {
    String self = module.internalClassName();
    kopi.expand.ModuleSupertypes supertypes = source.kind() == ModuleSource.Kind.SESSION || source.types() == null
        ? null : source.types().moduleSupertypes(source.className());
    if (supertypes == null) {
      cw.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, self, null, Rt.OBJECT, null);
    } else {
      cw.visit(V17, ACC_PUBLIC | ACC_SUPER, self, null, ModuleContext.internalName(supertypes.superName()),
          supertypes.interfaces().stream().map(ModuleContext::internalName).toArray(String[]::new));
      ClassDefinitionEmitter.moduleMembers(cw, self, supertypes, module::globalField, source.className());
    }
    cw.visitSource(source.sourceFile(), null);
    for (FunctionPlan function : module.plan.inOrder()) {
      // An inline loop's code is in the method of the lambda that contains it.
      if (!module.analysis.isInline(function.lambda()) && !module.lambdaOwners.containsKey(function.lambda())) {
        FunctionEmitter.emitLambda(module, cw, function);
      }
    }
    List<String[]> steps = new ArrayList<>();
    if (formOwners == null) {
      for (int i = 0; i < source.body().size(); i++) {
        FunctionEmitter.emitForm(module, cw, kopi.runtime.Backtrace.TOP_LEVEL_METHOD + i, source.body().get(i));
        steps.add(new String[] {self, kopi.runtime.Backtrace.TOP_LEVEL_METHOD + i});
      }
    } else {
      // Each part class runs its forms in runs of at most FORMS_PER_METHOD (see partClass).
      int runStart = 0;
      for (int i = 0; i < formOwners.length; i++) {
        if (i == 0 || !formOwners[i].equals(formOwners[i - 1])) {
          runStart = i;
        }
        if ((i - runStart) % FORMS_PER_METHOD == 0) {
          steps.add(new String[] {formOwners[i], FORM_RUN + i});
        }
      }
    }
    initMethod(cw, self, steps);
    if (source.kind() == ModuleSource.Kind.PROGRAM) {
      mainMethod(cw, source);
    }
    module.part.finish(cw);
    includedLines(cw, module, source);
    cw.visitField(ACC_PRIVATE | ACC_STATIC, INITIALIZED, "Z", null, null).visitEnd();
    for (String field : module.ownFields) {
      cw.visitField(ACC_PUBLIC | ACC_STATIC, field, Rt.OBJECT_DESC, null, null).visitEnd();
    }
    for (String field : module.sessionCells.values()) {
      cw.visitField(ACC_PUBLIC | ACC_STATIC, field, Rt.OBJECT_ARRAY, null, null).visitEnd();
    }
    cw.visitEnd();
  }

  private static void initMethod(ClassVisitor cw, String self, List<String[]> steps) {
    int formCount = steps.size();
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, INIT, "()" + Rt.OBJECT_DESC, null, null);
    mv.visitCode();
    Label first = new Label();
    mv.visitFieldInsn(GETSTATIC, self, INITIALIZED, "Z");
    mv.visitJumpInsn(IFEQ, first);
    mv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
    mv.visitInsn(ARETURN);
    mv.visitLabel(first);
    mv.visitInsn(ICONST_1);
    mv.visitFieldInsn(PUTSTATIC, self, INITIALIZED, "Z");
    mv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
    if (formCount <= FORMS_PER_METHOD) {
      callSteps(mv, steps, 0, formCount);
    } else {
      // Thousands of top-level forms: $init calls parts that each call a run of forms, so that no
      // method (with its resume twin) outgrows the JVM's 64 KB of code.
      int parts = (formCount + FORMS_PER_METHOD - 1) / FORMS_PER_METHOD;
      for (int part = 0; part < parts; part++) {
        mv.visitInsn(POP);
        mv.visitMethodInsn(INVOKESTATIC, self, "init$part$" + part, "()" + Rt.OBJECT_DESC, false);
      }
      for (int part = 0; part < parts; part++) {
        MethodVisitor pv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, "init$part$" + part, "()" + Rt.OBJECT_DESC, null,
            null);
        pv.visitCode();
        pv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
        callSteps(pv, steps, part * FORMS_PER_METHOD, Math.min(formCount, (part + 1) * FORMS_PER_METHOD));
        pv.visitInsn(ARETURN);
        pv.visitMaxs(0, 0);
        pv.visitEnd();
      }
    }
    mv.visitInsn(ARETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** The most top-level forms one method calls. */
  private static final int FORMS_PER_METHOD = 1000;

  /** A part class's method that runs its forms from the number after it, in order. */
  private static final String FORM_RUN = "$forms$";

  /**
   * Calls steps {@code from} .. {@code to-1} (each an owner class and a method returning the value
   * of a form), leaving the last value on the stack over the one there.
   */
  private static void callSteps(MethodVisitor mv, List<String[]> steps, int from, int to) {
    for (int i = from; i < to; i++) {
      mv.visitInsn(POP);
      mv.visitMethodInsn(INVOKESTATIC, steps.get(i)[0], steps.get(i)[1], "()" + Rt.OBJECT_DESC, false);
    }
  }

  /**
   * {@code $modules()} returns the module classes to initialise, dependencies first; {@code main}
   * hands them to the runtime's launcher, which owns command-line setup, error reporting and the
   * exit status. In-process runners call {@code $modules()} and the launcher themselves.
   */
  private static void mainMethod(ClassVisitor cw, ModuleSource source) {
    String self = ModuleContext.internalName(source.className());
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, MODULES, "()[Ljava/lang/Class;", null, null);
    mv.visitCode();
    List<String> modules = new ArrayList<>(source.dependencies());
    modules.add(source.className());
    mv.visitLdcInsn(modules.size());
    mv.visitTypeInsn(ANEWARRAY, "java/lang/Class");
    for (int i = 0; i < modules.size(); i++) {
      mv.visitInsn(DUP);
      mv.visitLdcInsn(i);
      mv.visitLdcInsn(org.objectweb.asm.Type.getObjectType(ModuleContext.internalName(modules.get(i))));
      mv.visitInsn(AASTORE);
    }
    mv.visitInsn(ARETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();

    mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "main", "([Ljava/lang/String;)V", null, null);
    mv.visitCode();
    mv.visitLdcInsn(source.sourceFile());
    mv.visitVarInsn(ALOAD, 0);
    mv.visitMethodInsn(INVOKESTATIC, self, MODULES, "()[Ljava/lang/Class;", false);
    mv.visitMethodInsn(INVOKESTATIC, Rt.LAUNCHER, "main", "(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/Class;)V",
        false);
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }
}
