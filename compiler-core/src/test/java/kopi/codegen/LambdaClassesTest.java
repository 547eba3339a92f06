package kopi.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import kopi.codegen.lambdas.LambdaSamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** The build step that makes the compiler's lambdas classes, on the lambdas of {@link LambdaSamples}. */
class LambdaClassesTest {
  @TempDir
  Path directory;

  @Test
  void rewrittenLambdasGiveTheSameResultsAndNoMetafactoryCallSiteIsLeft() throws Exception {
    Path classes = Path.of(LambdaSamples.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Path samples = classes.resolve("kopi/codegen/lambdas");
    Path copy = Files.createDirectories(directory.resolve("kopi/codegen/lambdas"));
    try (Stream<Path> files = Files.list(samples)) {
      for (Path file : (Iterable<Path>) files::iterator) {
        Files.copy(file, copy.resolve(file.getFileName()));
      }
    }
    LambdaClasses.main(new String[] {directory.toString()});

    byte[] rewritten = Files.readAllBytes(copy.resolve("LambdaSamples.class"));
    assertEquals(List.of(), metafactoryCallSites(rewritten));
    try (Stream<Path> files = Files.list(copy)) {
      assertTrue(files.anyMatch(file -> file.getFileName().toString().startsWith("LambdaSamples$$KopiLambda$")));
    }
    try (URLClassLoader loader = new URLClassLoader(new URL[] {directory.toUri().toURL()},
        ClassLoader.getPlatformClassLoader())) {
      Class<?> type = Class.forName(LambdaSamples.class.getName(), true, loader);
      assertFalse(type == LambdaSamples.class);
      @SuppressWarnings("unchecked")
      Supplier<List<String>> samplesAfter = (Supplier<List<String>>) type.getConstructor().newInstance();
      assertEquals(new LambdaSamples().results(), samplesAfter.get());
    }
  }

  private static List<String> metafactoryCallSites(byte[] classFile) {
    List<String> sites = new ArrayList<>();
    new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
          String[] exceptions) {
        return new MethodVisitor(Opcodes.ASM9) {
          @Override
          public void visitInvokeDynamicInsn(String site, String type, Handle bootstrap, Object... arguments) {
            if (bootstrap.getName().equals("metafactory")) {
              sites.add(name + ": " + site + type);
            }
          }
        };
      }
    }, 0);
    return sites;
  }
}
