package kopi.architecture;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Architecture Invariant: the stages' entry points are called by {@code kopi.pipeline} alone, so
 * the compiler, sessions and the editor cannot drift into sequences of their own. Checked on the
 * compiled classes of compiler-core and language-server.
 */
class PipelineArchitectureTest {
  private static final Path ROOT = Paths.get("..").toAbsolutePath().normalize();

  /** owner/name of each stage's entry point. */
  private static final Set<String> STAGES = Set.of("kopi/expand/Expander.expand", "kopi/analysis/Checks.check",
      "kopi/ir/ClosureConversion.plan", "kopi/codegen/ModuleCompiler.emit", "kopi/codegen/ModuleCompiler.instrument");

  @Test
  void onlyThePipelineCallsTheStages() throws IOException {
    List<String> callers = new ArrayList<>();
    List<String> fromPipeline = new ArrayList<>();
    for (String module : List.of("compiler-core", "language-server")) {
      Path classes = ROOT.resolve(module).resolve("target/classes");
      if (!Files.isDirectory(classes)) {
        fail("no compiled classes at " + classes + "; run the Maven build from the root");
      }
      try (Stream<Path> files = Files.walk(classes)) {
        for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
          try (InputStream in = Files.newInputStream(file)) {
            ClassReader reader = new ClassReader(in);
            String self = reader.getClassName();
            reader.accept(new ClassVisitor(Opcodes.ASM9) {
              @Override
              public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                  String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9) {
                  @Override
                  public void visitMethodInsn(int opcode, String owner, String method, String desc, boolean itf) {
                    String called = owner + "." + method;
                    if (!STAGES.contains(called)) {
                      return;
                    }
                    if (self.startsWith("kopi/pipeline/")) {
                      fromPipeline.add(called);
                    } else if (!self.equals(owner)) {
                      // A stage's own overloads may call each other.
                      callers.add(self + "." + name + " -> " + called);
                    }
                  }
                };
              }
            }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
          }
        }
      }
    }
    assertTrue(callers.isEmpty(),
        "stage entry points called outside kopi.pipeline:\n  " + String.join("\n  ", callers));
    assertFalse(fromPipeline.isEmpty(), "the pipeline calls no stage: the stage list is out of date");
    assertTrue(fromPipeline.containsAll(STAGES), "stages the pipeline never calls: " + STAGES + " vs " + fromPipeline);
  }
}
