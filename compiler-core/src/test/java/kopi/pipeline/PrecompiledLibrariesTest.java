package kopi.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import kopi.analysis.Checks;
import kopi.codegen.CompiledModule;
import kopi.codegen.ModuleCompiler;
import kopi.codegen.ModuleSource;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandRequest;
import kopi.expand.ExpandedModule;
import kopi.expand.Expander;
import kopi.ir.ClosureConversion;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The standard libraries written in Scheme are shipped compiled (the build's process-classes step),
 * and what is shipped has the shape the back end gives them now (the same classes with the same
 * fields and methods, which is what other code links against): a stale or missing copy fails here
 * rather than running old code. Bytes are not compared: the names of continuation twins follow
 * an order of methods that is not fixed, and names of expander temporaries in the local variable
 * tables come from a counter of the JVM that compiled them.
 */
class PrecompiledLibrariesTest {

  private static ModuleSource librarySource(String key) {
    return librarySource(key, "(import (" + key + "))");
  }

  /** The module of library {@code key} (the last library module) as {@code program} imports it. */
  private static ModuleSource librarySource(String key, String program) {
    Pipeline.Front front = Pipeline.front(new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY),
        ExpandRequest.program(program, null, "kopi.test.P"), Checks.Request.compiling(program, false));
    assertFalse(front.hasErrors(), front.diagnostics().toString());
    ExpandedModule module = front.expansion().modules().stream().filter(ExpandedModule::isLibrary)
        .reduce((first, second) -> second).orElseThrow();
    return new ModuleSource(module.className(), module.fileName(null), module.sourceText(), module.body(),
        ModuleSource.Kind.LIBRARY, List.of(), front.expansion().types(), null, module.included());
  }

  @ParameterizedTest
  @ValueSource(strings = {"srfi 128", "srfi 41", "srfi 113", "rnrs hashtables", "srfi 158"})
  void theShippedClassesAreWhatTheBackEndMakesNow(String key) {
    ModuleSource source = librarySource(key);
    CompiledModule shipped = PrecompiledLibraries.lookup(source);
    assertNotNull(shipped, "no shipped classes for (" + key + ")");
    CompiledModule fresh = ModuleCompiler.instrument(ModuleCompiler.emit(source,
        ClosureConversion.plan(source.className(), source.body(), false)));
    assertEquals(fresh.classes().keySet(), shipped.classes().keySet());
    fresh.classes().forEach((name, bytes) -> assertEquals(shape(bytes), shape(shipped.classes().get(name)), name));
  }

  /** The superclass, interfaces, fields and methods of a class file, with their descriptors. */
  private static List<String> shape(byte[] classFile) {
    List<String> out = new java.util.ArrayList<>();
    new org.objectweb.asm.ClassReader(classFile)
        .accept(new org.objectweb.asm.ClassVisitor(org.objectweb.asm.Opcodes.ASM9) {
          @Override
          public void visit(int version, int access, String name, String signature, String superName,
              String[] interfaces) {
            out.add("class " + name + " extends " + superName + " " + java.util.Arrays.toString(interfaces));
          }

          @Override
          public org.objectweb.asm.FieldVisitor visitField(int access, String name, String descriptor, String signature,
              Object value) {
            out.add("field " + access + " " + name + " " + descriptor);
            return null;
          }

          @Override
          public org.objectweb.asm.MethodVisitor visitMethod(int access, String name, String descriptor,
              String signature,
              String[] exceptions) {
            // A resume twin is named after its method's place in the class, which is not fixed.
            out.add("method " + access + " " + name.replaceFirst("\\$r\\d+$", "\\$rN") + descriptor);
            return null;
          }
        }, org.objectweb.asm.ClassReader.SKIP_CODE);
    java.util.Collections.sort(out);
    return out;
  }

  @org.junit.jupiter.api.Test
  void aLibraryImportedAfterOthersAndMacrosStillMatchesItsShippedClasses() {
    ModuleSource source = librarySource("srfi 128", "(import (scheme base) (srfi 1) (srfi 41))\n"
        + "(define-syntax swap! (syntax-rules () ((_ a b) (let ((t a)) (set! a b) (set! b t)))))\n"
        + "(import (srfi 128))");
    assertEquals("kopi.lib.srfi._128", source.className());
    assertNotNull(PrecompiledLibraries.lookup(source));
  }

  @org.junit.jupiter.api.Test
  void aLibraryOfTheSameNameWithOtherTextIsCompiled() {
    ModuleSource source = librarySource("srfi 128");
    ModuleSource edited = new ModuleSource(source.className(), source.sourceFile(), source.sourceText() + " ",
        source.body(), source.kind(), source.dependencies(), source.types(), null, source.included());
    assertNull(PrecompiledLibraries.lookup(edited));
  }
}
