package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.jar.JarEntry;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunnableJarTest {
  private static final byte[] MAIN = {(byte) 0xCA, (byte) 0xFE, 1};
  private static final byte[] HELPER = {(byte) 0xCA, (byte) 0xFE, 2};

  private static byte[] jar(Map<String, byte[]> program, Map<String, byte[]> runtime) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    RunnableJar.write(bytes, "app.Main", "kopi test", program, runtime);
    return bytes.toByteArray();
  }

  private static Map<String, byte[]> entries(byte[] jar, Manifest[] manifest) throws IOException {
    Map<String, byte[]> entries = new LinkedHashMap<>();
    try (JarInputStream in = new JarInputStream(new ByteArrayInputStream(jar))) {
      manifest[0] = in.getManifest();
      for (JarEntry entry; (entry = in.getNextJarEntry()) != null;) {
        entries.put(entry.getName(), in.readAllBytes());
      }
    }
    return entries;
  }

  @Test
  void theJarHoldsTheProgramTheRuntimeAndAManifestWithTheMainClass() throws IOException {
    Map<String, byte[]> program = Map.of("app.Main", MAIN, "app.Main$1", HELPER);
    Map<String, byte[]> runtime = Map.of("kopi/runtime/Pair.class", new byte[] {7}, "kopi/syntax/Lexer.class",
        new byte[] {8});
    Manifest[] manifest = new Manifest[1];
    Map<String, byte[]> entries = entries(jar(program, runtime), manifest);
    assertEquals("app.Main", manifest[0].getMainAttributes().getValue("Main-Class"));
    assertEquals("kopi test", manifest[0].getMainAttributes().getValue("Created-By"));
    assertEquals(List.of("app/Main$1.class", "app/Main.class", "kopi/runtime/Pair.class", "kopi/syntax/Lexer.class"),
        new ArrayList<>(entries.keySet()));
    assertArrayEquals(MAIN, entries.get("app/Main.class"));
    assertArrayEquals(new byte[] {7}, entries.get("kopi/runtime/Pair.class"));
  }

  @Test
  void theManifestClassPathIsRelativeToTheJarsDirectory(@TempDir Path temp) throws IOException {
    Files.createDirectories(temp.resolve("classes dir"));
    Path jar = temp.resolve("out/app.jar");
    assertEquals(List.of("../lib/dep.jar", "../classes%20dir/", "dep2.jar"),
        RunnableJar.manifestClassPath(jar, List.of(temp.resolve("lib/dep.jar"), temp.resolve("classes dir"),
            temp.resolve("out/./dep2.jar"))));
  }

  @Test
  void theSameInputGivesTheSameBytes() throws IOException {
    Map<String, byte[]> program = Map.of("app.Main", MAIN);
    assertArrayEquals(jar(program, Map.of()), jar(program, Map.of()));
  }

  @Test
  void aMainClassThatIsNotCompiledOrAClashWithTheRuntimeIsRefused() {
    assertEquals("main class app.Main is not one of the program's classes",
        assertThrows(IllegalArgumentException.class, () -> jar(Map.of("app.Other", MAIN), Map.of())).getMessage());
    assertEquals("class kopi.runtime.Pair clashes with a runtime class",
        assertThrows(IllegalArgumentException.class,
            () -> jar(Map.of("app.Main", MAIN, "kopi.runtime.Pair", HELPER),
                Map.of("kopi/runtime/Pair.class", new byte[0])))
            .getMessage());
  }

  @Test
  void runtimeFilesAreReadFromADirectoryOrAJarAndOnlyUnderTheGivenPackages(@TempDir Path temp) throws IOException {
    Path classes = temp.resolve("classes");
    write(classes.resolve("kopi/runtime/Pair.class"), new byte[] {1});
    write(classes.resolve("kopi/runtime/lib/base.scm"), new byte[] {2});
    write(classes.resolve("kopi/syntax/Lexer.class"), new byte[] {3});
    write(classes.resolve("kopi/expand/Expander.class"), new byte[] {4});
    write(classes.resolve("kopi/runtimex/Nope.class"), new byte[] {5});
    SortedMap<String, byte[]> fromDirectory = RunnableJar.filesUnder(classes, RunnableJar.RUNTIME_PACKAGES);
    assertEquals(List.of("kopi/runtime/Pair.class", "kopi/runtime/lib/base.scm", "kopi/syntax/Lexer.class"),
        new ArrayList<>(fromDirectory.keySet()));

    Path jar = temp.resolve("kopi.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      for (String name : List.of("kopi/runtime/Pair.class", "kopi/expand/Expander.class")) {
        out.putNextEntry(new JarEntry(name));
        out.write(9);
        out.closeEntry();
      }
    }
    SortedMap<String, byte[]> fromJar = RunnableJar.filesUnder(jar, RunnableJar.RUNTIME_PACKAGES);
    assertEquals(List.of("kopi/runtime/Pair.class"), new ArrayList<>(fromJar.keySet()));
    assertArrayEquals(new byte[] {9}, fromJar.get("kopi/runtime/Pair.class"));
  }

  @Test
  void theRuntimeLocationIsWhereTheSyntaxClassesAre() throws IOException {
    Path location = RunnableJar.runtimeLocation();
    assertTrue(RunnableJar.filesUnder(location, List.of("kopi/syntax/")).containsKey("kopi/syntax/Diagnostic.class"),
        location.toString());
  }

  private static void write(Path file, byte[] bytes) throws IOException {
    Files.createDirectories(file.getParent());
    Files.write(file, bytes);
  }
}
