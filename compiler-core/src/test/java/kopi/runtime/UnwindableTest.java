package kopi.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Where {@link Unwindable} cannot be derived, it is checked: a runtime method that catches a
 * {@link Capture} (to save its frame and rethrow) is marked, so the stack walk lets a capture through
 * it. The exceptions are the rules {@link Continuations#obstacle} applies by name: the
 * {@code resume} methods of {@link JavaFrame}s and the methods of {@link Continuations} itself.
 */
class UnwindableTest {
  @Test
  void everyRuntimeMethodThatSavesItsFrameIsMarked() throws IOException, URISyntaxException {
    Path classes = Path.of(Continuations.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    String capture = Type.getInternalName(Capture.class);
    String unwindable = Type.getDescriptor(Unwindable.class);
    List<String> unmarked = new ArrayList<>();
    try (Stream<Path> files = Files.walk(classes.resolve("kopi/runtime"))) {
      for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
        ClassNode type = new ClassNode();
        new ClassReader(Files.readAllBytes(file)).accept(type, ClassReader.SKIP_FRAMES);
        if (type.name.equals(Type.getInternalName(Continuations.class))) {
          continue;
        }
        for (MethodNode method : type.methods) {
          boolean saves = method.tryCatchBlocks.stream().anyMatch(block -> capture.equals(block.type));
          boolean marked = method.visibleAnnotations != null
              && method.visibleAnnotations.stream().anyMatch(annotation -> annotation.desc.equals(unwindable));
          if (saves && !marked && !method.name.equals("resume")) {
            unmarked.add(type.name + "." + method.name + method.desc);
          }
        }
      }
    }
    assertEquals(List.of(), unmarked, "methods that catch Capture without @Unwindable");
  }
}
