package kopi.codegen;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kopi.analysis.ModuleAnalysis;
import kopi.ir.CaseLambdaPlan;
import kopi.ir.ClosureConversion;
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
 *       read it), private static final fields for constants and builtin procedures used as values,
 *       and for session code a public static {@code Object[]} cell per session variable;</li>
 *   <li>a public static method per lambda ({@code name$N}) and a private one per top-level form;</li>
 *   <li>{@code public static Object $init()}, which runs the body once and returns the value of the
 *       last form (later calls do nothing), so libraries initialise once;</li>
 *   <li>for a program, {@code public static void main(String[])}, which hands the work to
 *       {@code kopi.runtime.Launcher}: sets {@code (command-line)}, initialises the dependencies
 *       and then the module, and reports an uncaught error with its {@code .scm} location.</li>
 * </ul>
 */
public final class ModuleCompiler implements Opcodes {
  private ModuleCompiler() {}

  /** The name of the method that runs a module's body once. */
  public static final String INIT = "$init";

  /** The name of a program class's method returning its module classes, dependencies first. */
  public static final String MODULES = "$modules";

  /**
   * Compiles {@code source} on a thread with a big stack ({@link kopi.syntax.BigStack}): the
   * analyses and the emitters recurse as deep as the program nests. Nesting deeper still gives a
   * diagnostic, never a stack overflow.
   */
  public static CompiledModule compile(ModuleSource source) {
    try {
      return kopi.syntax.BigStack.call("kopi-codegen", () -> compileHere(source));
    } catch (StackOverflowError e) {
      return new CompiledModule(source.className(), Map.of(), Map.of(), List.of(Diagnostic.error(Phase.CODEGEN,
          "codegen.too-deep", 0, 0, "the program nests too deeply to compile")));
    }
  }

  private static CompiledModule compileHere(ModuleSource source) {
    boolean session = source.kind() == ModuleSource.Kind.SESSION;
    long[] analyseStart = PhaseTimings.start();
    ModuleAnalysis analysis = ModuleAnalysis.analyze(source.body(), session ? null : source.className());
    ModulePlan plan = ClosureConversion.plan(source.className(), source.body(), analysis);
    LineIndex lines = source.sourceText() == null ? null : new LineIndex(source.sourceText());
    ModuleContext module = new ModuleContext(source.className(), plan, lines, session,
        new Representations(source.body(), analysis, source.types()), source.types(), source.inferred());
    PhaseTimings.stop("analyse", analyseStart);
    long[] emitStart = PhaseTimings.start();
    List<Diagnostic> diagnostics = new ArrayList<>();
    Map<String, byte[]> classes = new LinkedHashMap<>();
    try {
      // The census notes, while the module class is written, which of its methods may get resume
      // twins too large to fit, so the instrumenter need not read the whole class to find out.
      ClassWriter writer = FrameComputingClassWriter.forEmission();
      ContinuationInstrumenter.Census census = new ContinuationInstrumenter.Census(new CompactCode(writer));
      moduleClass(module, source, census);
      classes.put(source.className(), writer.toByteArray());
      for (FunctionPlan function : plan.functions().values()) {
        if (function.needsObject() && module.closureGroups.slot(function.lambda()) == null) {
          classes.put(function.closureClass(), ClosureEmitter.emit(module, function, source.sourceFile()));
        }
      }
      for (Map.Entry<String, List<FunctionPlan>> group : module.closureGroups.groups().entrySet()) {
        classes.put(group.getKey(), ClosureEmitter.emitGroup(module, group.getKey(), group.getValue(), source.sourceFile()));
      }
      for (CaseLambdaPlan caseLambda : plan.caseLambdas().values()) {
        classes.put(caseLambda.closureClass(), ClosureEmitter.emit(module, caseLambda, source.sourceFile()));
      }
      PhaseTimings.stop("emit", emitStart);
      long[] instrumentStart = PhaseTimings.start();
      // Every generated method that calls Scheme code can have its frames saved and rebuilt.
      classes.replaceAll((name, bytes) ->
          ContinuationInstrumenter.instrument(bytes, name.equals(source.className()) ? census : null));
      PhaseTimings.stop("instrument", instrumentStart);
      // Classes from define-simple-class are not instrumented: their methods are entered from Java
      // too, so a capture through one is escape-only (the run-time stack check sees them as frames
      // that cannot be saved).
      for (kopi.expand.ClassSpec spec : definedClasses(source.body())) {
        classes.put(spec.name(), ClassDefinitionEmitter.emit(spec, source.sourceFile(), module.lines));
      }
    } catch (CodegenException e) {
      diagnostics.add(Diagnostic.error(Phase.CODEGEN, e.code(), e.start(), e.end(), e.getMessage()));
      classes.clear();
    } catch (MethodTooLargeException e) {
      diagnostics.add(Diagnostic.error(Phase.CODEGEN, "codegen.too-large", 0, 0,
          "code too large for the jvm: " + e.getMessage()));
      classes.clear();
    } catch (ClassTooLargeException e) {
      diagnostics.add(Diagnostic.error(Phase.CODEGEN, "codegen.too-large", 0, 0,
          "the module is too large for one jvm class (" + e.getConstantPoolCount()
              + " constant-pool entries, the limit is 65535): split it into libraries"));
      classes.clear();
    }
    return new CompiledModule(source.className(), classes, Map.copyOf(module.sessionCells.entrySet().stream()
        .collect(java.util.stream.Collectors.toMap(Map.Entry::getValue, Map.Entry::getKey))), diagnostics);
  }

  /** Dumps the closure-converted form of a module, for {@code .ir.txt} snapshots and debugging. */
  public static String dumpIr(ModuleSource source) {
    ModuleAnalysis analysis = ModuleAnalysis.analyze(source.body(),
        source.kind() == ModuleSource.Kind.SESSION ? null : source.className());
    return kopi.ir.IrDumper.dump(ClosureConversion.plan(source.className(), source.body(), analysis));
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

  /** Writes the module class to {@code cw}. */
  private static void moduleClass(ModuleContext module, ModuleSource source, ClassVisitor cw) {
    String self = module.internalClassName();
    cw.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, self, null, Rt.OBJECT, null);
    cw.visitSource(source.sourceFile(), null);
    for (FunctionPlan function : module.plan.functions().values()) {
      // An inline loop's code is in the method of the lambda that contains it.
      if (!module.analysis.isInline(function.lambda())) {
        FunctionEmitter.emitLambda(module, cw, function);
      }
    }
    for (int i = 0; i < source.body().size(); i++) {
      FunctionEmitter.emitForm(module, cw, "form$" + i, source.body().get(i));
    }
    initMethod(cw, self, source.body().size());
    if (source.kind() == ModuleSource.Kind.PROGRAM) {
      mainMethod(cw, source);
    }
    staticInitializer(cw, module);
    cw.visitField(ACC_PRIVATE | ACC_STATIC, "initialized$", "Z", null, null).visitEnd();
    for (String field : module.ownFields) {
      cw.visitField(ACC_PUBLIC | ACC_STATIC, field, Rt.OBJECT_DESC, null, null).visitEnd();
    }
    for (String field : module.sessionCells.values()) {
      cw.visitField(ACC_PUBLIC | ACC_STATIC, field, Rt.OBJECT_ARRAY, null, null).visitEnd();
    }
    for (String field : module.builtinFields.values()) {
      cw.visitField(ACC_PRIVATE | ACC_STATIC | ACC_FINAL, field, "L" + Rt.PROCEDURE + ";", null, null).visitEnd();
    }
    module.constants.declareFields(cw);
    // A ConstantValue attribute: the JVM sets the field when it links the class, no code runs.
    List<String> columns = module.callSites.encode();
    for (int part = 0; part < columns.size(); part++) {
      cw.visitField(ACC_PUBLIC | ACC_STATIC | ACC_FINAL, SiteColumns.field(part), "Ljava/lang/String;", null,
          columns.get(part)).visitEnd();
    }
    cw.visitEnd();
  }

  private static void initMethod(ClassVisitor cw, String self, int formCount) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, INIT, "()" + Rt.OBJECT_DESC, null, null);
    mv.visitCode();
    Label first = new Label();
    mv.visitFieldInsn(GETSTATIC, self, "initialized$", "Z");
    mv.visitJumpInsn(IFEQ, first);
    mv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
    mv.visitInsn(ARETURN);
    mv.visitLabel(first);
    mv.visitInsn(ICONST_1);
    mv.visitFieldInsn(PUTSTATIC, self, "initialized$", "Z");
    mv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
    if (formCount <= FORMS_PER_METHOD) {
      callForms(mv, self, "form$", 0, formCount);
    } else {
      // Thousands of top-level forms: $init calls parts that each call a run of forms, so that no
      // method (with its resume twin) outgrows the JVM's 64 KB of code.
      int parts = (formCount + FORMS_PER_METHOD - 1) / FORMS_PER_METHOD;
      callForms(mv, self, "init$part$", 0, parts);
      for (int part = 0; part < parts; part++) {
        MethodVisitor pv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, "init$part$" + part, "()" + Rt.OBJECT_DESC, null, null);
        pv.visitCode();
        pv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
        callForms(pv, self, "form$", part * FORMS_PER_METHOD, Math.min(formCount, (part + 1) * FORMS_PER_METHOD));
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

  /** Calls {@code prefix$from} .. {@code prefix$(to-1)}, leaving the last value on the stack over the one there. */
  private static void callForms(MethodVisitor mv, String self, String prefix, int from, int to) {
    for (int i = from; i < to; i++) {
      mv.visitInsn(POP);
      mv.visitMethodInsn(INVOKESTATIC, self, prefix + i, "()" + Rt.OBJECT_DESC, false);
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
    mv.visitMethodInsn(INVOKESTATIC, Rt.LAUNCHER, "main", "(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/Class;)V", false);
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void staticInitializer(ClassVisitor cw, ModuleContext module) {
    org.objectweb.asm.tree.InsnList constants = module.constants.emitInitializer(cw);
    MethodVisitor mv = cw.visitMethod(ACC_STATIC, "<clinit>", "()V", null, null);
    mv.visitCode();
    constants.accept(mv);
    for (Map.Entry<String, String> builtin : module.builtinFields.entrySet()) {
      mv.visitLdcInsn(builtin.getKey());
      mv.visitMethodInsn(INVOKESTATIC, Rt.BUILTINS, "lookup", "(Ljava/lang/String;)L" + Rt.PROCEDURE + ";", false);
      mv.visitFieldInsn(PUTSTATIC, module.internalClassName(), builtin.getValue(), "L" + Rt.PROCEDURE + ";");
    }
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }
}
