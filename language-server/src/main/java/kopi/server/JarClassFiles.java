package kopi.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * A build step of the runnable jar (run by Maven after the jar is assembled): rewrites the class
 * files older than Java 6's format (version 50) as Java 8 class files with stack map frames. ASM's
 * classes are compiled for Java 5. Java 17 stores such old classes in a class-data-sharing archive
 * but cannot verify them when the archive is made, so it verifies them at every start-up, with the
 * old type-inferring verifier, and with them every archived class whose verification involves
 * them: the code generator's classes. That was about a tenth of {@code kopi -e}'s start-up
 * (issue 21). The rewritten classes have the same code; only the version and the frames that
 * version requires are new.
 */
public final class JarClassFiles {
  private JarClassFiles() {}

  /** The first class-file version that the split verifier checks (Java 6). */
  private static final int SPLIT_VERIFIER_VERSION = 50;

  /** Usage: {@code JarClassFiles JAR}: rewrites JAR in place. */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: JarClassFiles JAR");
    }
    Path jar = Path.of(args[0]);
    Map<ZipEntry, byte[]> entries = read(jar);
    Map<String, ClassReader> classes = new HashMap<>();
    for (Map.Entry<ZipEntry, byte[]> entry : entries.entrySet()) {
      String name = entry.getKey().getName();
      if (name.endsWith(".class") && !name.startsWith("META-INF/")) {
        ClassReader reader = new ClassReader(entry.getValue());
        classes.put(reader.getClassName(), reader);
      }
    }
    int rewritten = 0;
    for (Map.Entry<ZipEntry, byte[]> entry : entries.entrySet()) {
      byte[] bytes = entry.getValue();
      if (entry.getKey().getName().endsWith(".class") && version(bytes) < SPLIT_VERIFIER_VERSION) {
        entry.setValue(withFrames(bytes, classes));
        rewritten++;
      }
    }
    if (rewritten > 0) {
      write(jar, entries);
    }
    System.out.println("kopi: " + rewritten + " class files of " + jar.getFileName() + " given stack map frames");
  }

  private static int version(byte[] classFile) {
    return classFile.length < 8 ? Integer.MAX_VALUE : (classFile[6] & 0xff) << 8 | classFile[7] & 0xff;
  }

  /** The class as a Java 8 class file, its frames computed from the jar's own class hierarchy. */
  private static byte[] withFrames(byte[] classFile, Map<String, ClassReader> classes) {
    ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
      @Override
      protected String getCommonSuperClass(String first, String second) {
        return commonSuperClass(first, second, classes);
      }
    };
    new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9, writer) {
      @Override
      public void visit(int version, int access, String name, String signature, String superName,
          String[] interfaces) {
        super.visit(Opcodes.V1_8, access, name, signature, superName, interfaces);
      }
    }, 0);
    return writer.toByteArray();
  }

  /**
   * The nearest common superclass of two classes, as the verifier sees it: {@code java/lang/Object}
   * when either is an interface. Classes of the jar are looked up in it, the JDK's through the
   * platform class loader (never initialised).
   */
  static String commonSuperClass(String first, String second, Map<String, ClassReader> classes) {
    if (isInterface(first, classes) || isInterface(second, classes)) {
      return "java/lang/Object";
    }
    List<String> firstChain = superChain(first, classes);
    for (String type : superChain(second, classes)) {
      if (firstChain.contains(type)) {
        return type;
      }
    }
    return "java/lang/Object";
  }

  private static List<String> superChain(String type, Map<String, ClassReader> classes) {
    List<String> chain = new ArrayList<>();
    for (String at = type; at != null; at = superName(at, classes)) {
      chain.add(at);
    }
    return chain;
  }

  private static String superName(String type, Map<String, ClassReader> classes) {
    ClassReader reader = classes.get(type);
    if (reader != null) {
      return reader.getSuperName();
    }
    Class<?> superclass = jdkClass(type).getSuperclass();
    return superclass == null ? null : superclass.getName().replace('.', '/');
  }

  private static boolean isInterface(String type, Map<String, ClassReader> classes) {
    ClassReader reader = classes.get(type);
    return reader != null ? (reader.getAccess() & Opcodes.ACC_INTERFACE) != 0 : jdkClass(type).isInterface();
  }

  private static Class<?> jdkClass(String type) {
    try {
      return Class.forName(type.replace('/', '.'), false, ClassLoader.getPlatformClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("a class the jar's old class files use is missing: " + type, e);
    }
  }

  private static Map<ZipEntry, byte[]> read(Path jar) throws IOException {
    Map<ZipEntry, byte[]> entries = new LinkedHashMap<>();
    try (InputStream file = Files.newInputStream(jar); ZipInputStream in = new ZipInputStream(file)) {
      for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
        entries.put(entry, in.readAllBytes());
      }
    }
    return entries;
  }

  /** Writes the entries, in their order and with their times, to a new file that then replaces {@code jar}. */
  private static void write(Path jar, Map<ZipEntry, byte[]> entries) throws IOException {
    Path temporary = jar.resolveSibling(jar.getFileName() + ".tmp");
    try (OutputStream file = Files.newOutputStream(temporary); ZipOutputStream out = new ZipOutputStream(file)) {
      for (Map.Entry<ZipEntry, byte[]> entry : entries.entrySet()) {
        ZipEntry copy = new ZipEntry(entry.getKey().getName());
        copy.setTime(entry.getKey().getTime());
        out.putNextEntry(copy);
        out.write(entry.getValue());
        out.closeEntry();
      }
    }
    Files.move(temporary, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
