package kopi.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * Writes the runnable jar of {@code kopi compile --jar}: the program's classes, the files of the
 * packages a compiled program needs at run time ({@link #RUNTIME_PACKAGES}, copied from wherever
 * kopi itself was loaded), and a manifest naming the main class, so {@code java -jar} runs the
 * program without the compiler. Entries are sorted and carry a fixed time, so compiling the same
 * program twice gives the same bytes.
 */
public final class RunnableJar {

  /** Package directories whose files a compiled program needs; the runtime never uses the rest (ARCHITECTURE.md). */
  public static final List<String> RUNTIME_PACKAGES = List.of("kopi/runtime/", "kopi/syntax/");

  /** 1 January 2000, a time every zip tool accepts, for reproducible jars. */
  private static final long ENTRY_TIME = 946_684_800_000L;

  private RunnableJar() {}

  /**
   * Writes the jar to {@code out}.
   *
   * @param mainClass      the manifest's {@code Main-Class}, or null for a jar of libraries alone
   * @param programClasses class bytes by binary name ({@code a.b.C})
   * @param runtimeFiles   file bytes by jar path ({@code kopi/runtime/Pair.class})
   * @throws IllegalArgumentException when a program class has the path of a runtime file
   */
  public static void write(OutputStream out, String mainClass, String createdBy,
      Map<String, byte[]> programClasses, Map<String, byte[]> runtimeFiles) throws IOException {
    write(out, mainClass, createdBy, programClasses, runtimeFiles, List.of());
  }

  /**
   * Writes the jar to {@code out} with {@code classPath} (URLs relative to the jar's directory, see
   * {@link #manifestClassPath}) as the manifest's {@code Class-Path}: {@code java -jar} then loads
   * those jars' classes too, from where they are; they are not copied into the jar.
   */
  public static void write(OutputStream out, String mainClass, String createdBy,
      Map<String, byte[]> programClasses, Map<String, byte[]> runtimeFiles, List<String> classPath)
      throws IOException {
    SortedMap<String, byte[]> entries = new TreeMap<>(runtimeFiles);
    for (Map.Entry<String, byte[]> program : programClasses.entrySet()) {
      String path = program.getKey().replace('.', '/') + ".class";
      if (entries.put(path, program.getValue()) != null) {
        throw new IllegalArgumentException("class " + program.getKey() + " clashes with a runtime class");
      }
    }
    if (mainClass != null && !programClasses.containsKey(mainClass)) {
      throw new IllegalArgumentException("main class " + mainClass + " is not one of the program's classes");
    }
    Manifest manifest = new Manifest();
    Attributes attributes = manifest.getMainAttributes();
    attributes.put(Attributes.Name.MANIFEST_VERSION, "1.0");
    if (mainClass != null) {
      attributes.put(Attributes.Name.MAIN_CLASS, mainClass);
    }
    attributes.put(new Attributes.Name("Created-By"), createdBy);
    if (!classPath.isEmpty()) {
      attributes.put(Attributes.Name.CLASS_PATH, String.join(" ", classPath));
    }
    try (JarOutputStream jar = new JarOutputStream(out, manifest)) {
      for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
        JarEntry jarEntry = new JarEntry(entry.getKey());
        jarEntry.setTime(ENTRY_TIME);
        jar.putNextEntry(jarEntry);
        jar.write(entry.getValue());
        jar.closeEntry();
      }
    }
  }

  /**
   * The manifest {@code Class-Path} entries for a jar written to {@code jar}: each class path
   * element as a URL relative to the jar's directory ({@code lib/dep.jar}, {@code ../classes/}), or an
   * absolute {@code file:} URL when it is on another file system root.
   */
  public static List<String> manifestClassPath(Path jar, List<Path> classPath) {
    Path base = jar.toAbsolutePath().normalize().getParent();
    List<String> entries = new ArrayList<>();
    for (Path element : classPath) {
      Path absolute = element.toAbsolutePath().normalize();
      boolean directory = Files.isDirectory(absolute);
      String entry;
      if (base != null && absolute.getRoot() != null && absolute.getRoot().equals(base.getRoot())) {
        String relative = base.relativize(absolute).toString().replace(absolute.getFileSystem().getSeparator(), "/");
        StringBuilder encoded = new StringBuilder();
        for (String part : relative.split("/", -1)) {
          encoded.append(encoded.length() == 0 ? "" : "/")
              .append(java.net.URLEncoder.encode(part, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20"));
        }
        entry = encoded.toString();
        if (entry.isEmpty()) {
          entry = ".";
        }
      } else {
        entry = absolute.toUri().toString();
      }
      entries.add(directory && !entry.endsWith("/") ? entry + "/" : entry);
    }
    return entries;
  }

  /**
   * Reads every file under {@code packages} from a class path element: a directory such as
   * {@code target/classes} or a jar such as {@code kopi.jar}.
   *
   * @return file bytes by jar path, sorted
   */
  public static SortedMap<String, byte[]> filesUnder(Path classPathElement, List<String> packages)
      throws IOException {
    if (Files.isDirectory(classPathElement)) {
      return collect(classPathElement, packages);
    }
    try (FileSystem zip = FileSystems.newFileSystem(classPathElement)) {
      return collect(zip.getPath("/"), packages);
    }
  }

  /**
   * The class path element kopi's runtime was loaded from, found through the code source of a
   * runtime class rather than by scanning the class path.
   */
  public static Path runtimeLocation() throws IOException {
    try {
      return Path.of(kopi.syntax.Diagnostic.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (java.net.URISyntaxException | SecurityException | NullPointerException e) {
      throw new IOException("cannot find where the kopi runtime classes were loaded from", e);
    }
  }

  private static SortedMap<String, byte[]> collect(Path root, List<String> packages) throws IOException {
    SortedMap<String, byte[]> files = new TreeMap<>();
    for (String packageDirectory : packages) {
      Path directory = root.resolve(packageDirectory);
      if (!Files.isDirectory(directory)) {
        continue;
      }
      List<Path> paths = new ArrayList<>();
      try (Stream<Path> walk = Files.walk(directory)) {
        walk.filter(Files::isRegularFile).forEach(paths::add);
      }
      for (Path path : paths) {
        String name = root.relativize(path).toString().replace(path.getFileSystem().getSeparator(), "/");
        try (InputStream in = Files.newInputStream(path)) {
          files.put(name, in.readAllBytes());
        }
      }
    }
    return files;
  }
}
