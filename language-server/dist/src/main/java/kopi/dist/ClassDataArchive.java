package kopi.dist;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Makes the class-data-sharing archive the distribution's {@code bin/kopi} starts Kopi with: runs a
 * typical workload once with {@code -XX:DumpLoadedClassList}, then dumps a static archive of those
 * classes ({@code -Xshare:dump}). A static archive, because ASM's classes are in the old class-file
 * format that Java 17 stores in static archives only. The launcher runs it on first use; doing it
 * in Java rather than in the script keeps the launcher free of any program but bash and java.
 *
 * <p>{@code java -cp kopi-dist.jar kopi.dist.ClassDataArchive JAVA KOPI_JAR ARCHIVE}: writes
 * {@code ARCHIVE} and {@code ARCHIVE.jvm} (the {@code JAVA} it was made with) by renames, so that a
 * concurrent launcher sees a whole archive or none. One launcher builds at a time (a lock
 * directory, taken over after two minutes); a failure leaves {@code ARCHIVE.failed}, and the
 * launcher does not try again for the same jar. Exit status 0 unless the archive could not be made.
 */
public final class ClassDataArchive {
  private ClassDataArchive() {}

  /** What the workload evaluates: numbers, lists, strings, vectors, closures, errors, continuations. */
  static final String WORKLOAD = String.join("\n",
      "(define (f n) (if (< n 2) n (+ (f (- n 1)) (f (- n 2)))))",
      "(define v (make-vector 3 0)) (vector-set! v 0 (f 10))",
      "(let loop ((i 0) (acc (quote ()))) (if (< i 3) (loop (+ i 1) (cons (* i 1.5) acc)) (write acc)))",
      "(display (string-append \"a\" (number->string 42) (symbol->string (quote b)))) (newline)",
      "(write (list v (map (lambda (x) (* x x)) (list 1 2 3)) #\\a \"s\" 1/2))",
      "(call-with-current-continuation (lambda (k) (dynamic-wind (lambda () 1) (lambda () (k 2)) (lambda () 3))))",
      "(guard (e ((error-object? e) (display (error-object-message e)))) (error \"x\" 1))",
      "(for-each display (vector->list (vector 1 2)))");

  /**
   * A second training run, of a program file that imports a library: running a file and loading a
   * (precompiled) library load classes an {@code -e} run does not.
   */
  static final String FILE_WORKLOAD = String.join("\n",
      "(import (scheme base) (srfi 1))",
      "(define (twice x) (* 2 x))",
      "(display (take (map twice (list 1 2 3)) 2)) (newline)");

  private static final long LOCK_TIMEOUT_MILLIS = TimeUnit.MINUTES.toMillis(2);
  private static final long STEP_TIMEOUT_SECONDS = 120;

  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      System.err.println("usage: ClassDataArchive JAVA KOPI_JAR ARCHIVE");
      System.exit(64);
    }
    System.exit(build(args[0], Path.of(args[1]), Path.of(args[2])) ? 0 : 1);
  }

  /** Builds the archive unless another process is building it; true when it exists afterwards. */
  static boolean build(String java, Path jar, Path archive) throws IOException, InterruptedException {
    Path directory = archive.toAbsolutePath().getParent();
    Files.createDirectories(directory);
    Path lock = sibling(archive, ".lock");
    if (!lock(lock)) {
      return Files.exists(archive);
    }
    Path work = Files.createTempDirectory(directory, "build");
    try {
      Path classes = work.resolve("classes");
      Path dumped = work.resolve("kopi.jsa");
      // The workload's own exit status does not matter: the classes it loaded are the point.
      run(List.of(java, "-XX:DumpLoadedClassList=" + classes, "-jar", jar.toString(), "-e", WORKLOAD), work);
      Path training = work.resolve("training.scm");
      Path fileClasses = work.resolve("file-classes");
      Files.writeString(training, FILE_WORKLOAD + "\n", StandardCharsets.UTF_8);
      run(List.of(java, "-XX:DumpLoadedClassList=" + fileClasses, "-jar", jar.toString(), training.toString()), work);
      // One list: Java 17's dump takes each class once, whichever run listed it first. Later JDKs
      // number the classes of a list and reject the joined one; they get the -e run's list alone.
      Path allClasses = work.resolve("all-classes");
      Files.copy(classes, allClasses);
      if (Files.exists(fileClasses)) {
        Files.write(allClasses, Files.readAllBytes(fileClasses), StandardOpenOption.APPEND);
      }
      boolean made = Files.size(classes) > 0
          && (dump(java, jar, allClasses, dumped, work) || dump(java, jar, classes, dumped, work));
      if (!made) {
        Files.write(sibling(archive, ".failed"), new byte[0]);
        return false;
      }
      Path jvm = work.resolve("jvm");
      Files.writeString(jvm, java + "\n", StandardCharsets.UTF_8);
      Files.move(jvm, sibling(archive, ".jvm"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      Files.move(dumped, archive, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      return true;
    } catch (IOException e) {
      Files.write(sibling(archive, ".failed"), new byte[0]);
      return false;
    } finally {
      deleteTree(work);
      Files.deleteIfExists(lock);
    }
  }

  /** Dumps the static archive of the classes listed in {@code classes}; true when it was made. */
  private static boolean dump(String java, Path jar, Path classes, Path dumped, Path work)
      throws IOException, InterruptedException {
    return run(List.of(java, "-Xshare:dump", "-XX:SharedClassListFile=" + classes,
        "-XX:SharedArchiveFile=" + dumped, "-cp", jar.toString()), work) == 0 && Files.exists(dumped);
  }

  private static Path sibling(Path archive, String suffix) {
    return archive.resolveSibling(archive.getFileName() + suffix);
  }

  /** Takes the lock directory; a lock older than two minutes was left by a killed launcher. */
  private static boolean lock(Path lock) throws IOException {
    for (int attempt = 0; attempt < 2; attempt++) {
      try {
        Files.createDirectory(lock);
        return true;
      } catch (FileAlreadyExistsException e) {
        FileTime made;
        try {
          made = Files.getLastModifiedTime(lock);
        } catch (IOException gone) {
          continue;
        }
        if (System.currentTimeMillis() - made.toMillis() < LOCK_TIMEOUT_MILLIS) {
          return false;
        }
        Files.deleteIfExists(lock);
      }
    }
    return false;
  }

  /** Runs {@code command} with no input and its output discarded; its exit status (-1 when it had to be killed). */
  private static int run(List<String> command, Path directory) throws IOException, InterruptedException {
    Process process = new ProcessBuilder(new ArrayList<>(command))
        .directory(directory.toFile())
        .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(ProcessBuilder.Redirect.DISCARD)
        .start();
    if (!process.waitFor(STEP_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      return -1;
    }
    return process.exitValue();
  }

  private static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }
}
