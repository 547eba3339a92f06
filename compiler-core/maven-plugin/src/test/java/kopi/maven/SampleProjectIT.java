package kopi.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Builds examples/java-project (Java code and src/main/scheme together) with this plugin, as a user
 * project would: Maven resolves dev.kopi's artifacts (the plugin, compiler-core, kopi-runtime and
 * their parent POM, put into a repository of this module's target as {@code mvn install} would)
 * and everything else from the developer's local repository, used as a remote one, so the test
 * needs no network and leaves the local repository as it was. Then runs the program on
 * kopi-runtime alone, and checks that a Scheme error fails the build with its location.
 */
class SampleProjectIT {
  @TempDir
  static Path temp;

  static String version = System.getProperty("kopi.version");
  static Path repository;
  static Path settings;

  @BeforeAll
  static void installArtifacts() throws IOException {
    repository = Path.of(System.getProperty("kopi.it.repository"));
    deleteTree(repository.resolve("dev/kopi"));
    install("kopi-parent", Path.of(System.getProperty("kopi.parent.pom")), null);
    install("compiler-core", Path.of(System.getProperty("kopi.core.pom")),
        Path.of(System.getProperty("kopi.core.jar")));
    install("kopi-runtime", Path.of(System.getProperty("kopi.runtime.pom")),
        Path.of(System.getProperty("kopi.runtime.jar")));
    install("kopi-maven-plugin", Path.of(System.getProperty("kopi.plugin.pom")),
        Path.of(System.getProperty("kopi.plugin.jar")));
    String local = Path.of(System.getProperty("kopi.local.repository")).toUri().toString();
    String repositoryXml = "<id>central</id><url>" + local + "</url>"
        + "<releases><enabled>true</enabled><checksumPolicy>ignore</checksumPolicy></releases>"
        + "<snapshots><enabled>false</enabled></snapshots>";
    settings = temp.resolve("settings.xml");
    Files.writeString(settings, "<settings><profiles><profile><id>local</id>"
        + "<repositories><repository>" + repositoryXml + "</repository></repositories>"
        + "<pluginRepositories><pluginRepository>" + repositoryXml + "</pluginRepository></pluginRepositories>"
        + "</profile></profiles><activeProfiles><activeProfile>local</activeProfile></activeProfiles></settings>");
  }

  @Test
  void buildsAndRunsTheSampleProject() throws Exception {
    Path project = copySample("sample");
    Result build = maven(project, "package");
    assertEquals(0, build.status(), build.out());
    assertTrue(build.out().contains("Kopi: compiled 1 file"), build.out());
    for (String compiled : List.of("sample/shapes.class", "sample/Circle.class", "sample/Square.class",
        "sample/Main.class")) {
      assertTrue(Files.exists(project.resolve("target/classes").resolve(compiled)), "expected " + compiled);
    }
    Path runtime = repository.resolve("dev/kopi/kopi-runtime/" + version + "/kopi-runtime-" + version + ".jar");
    Result run = run(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
        project.resolve("target/classes") + java.io.File.pathSeparator + runtime, "sample.Main"), project);
    assertEquals(0, run.status(), run.out());
    assertEquals("circle: 12.57 m2\nsquare: 9.00 m2\ntotal: 21.57 m2\n", run.out());
  }

  @Test
  void aSchemeErrorFailsTheBuildWithItsLocation() throws Exception {
    Path project = copySample("broken");
    Files.writeString(project.resolve("src/main/scheme/sample/broken.scm"), "(define (f x)\n  (let ((y)) y))\n");
    Result build = maven(project, "compile");
    assertNotEquals(0, build.status(), build.out());
    assertTrue(build.out().contains("broken.scm:[2,9] let: expected (name value), got (y)"), build.out());
    assertTrue(build.out().contains("Kopi: 1 error"), build.out());
  }

  // ------------------------------------------------------------------------------ helpers

  record Result(int status, String out) {}

  private static void install(String artifactId, Path pom, Path jar) throws IOException {
    Path directory = Files.createDirectories(repository.resolve("dev/kopi/" + artifactId + "/" + version));
    Files.copy(pom, directory.resolve(artifactId + "-" + version + ".pom"), StandardCopyOption.REPLACE_EXISTING);
    if (jar != null) {
      assertTrue(Files.isRegularFile(jar), "expected the built jar " + jar);
      Files.copy(jar, directory.resolve(artifactId + "-" + version + ".jar"), StandardCopyOption.REPLACE_EXISTING);
    }
  }

  private static Path copySample(String name) throws IOException {
    Path source = Path.of(System.getProperty("kopi.sample"));
    Path target = temp.resolve(name);
    try (Stream<Path> files = Files.walk(source)) {
      for (Path file : files.toList()) {
        Path relative = source.relativize(file);
        if (relative.startsWith("target")) {
          continue;
        }
        Path copy = target.resolve(relative.toString());
        if (Files.isDirectory(file)) {
          Files.createDirectories(copy);
        } else {
          Files.copy(file, copy);
        }
      }
    }
    return target;
  }

  private static Result maven(Path project, String phase) throws Exception {
    List<String> command = new ArrayList<>(List.of("mvn", "-B", "-s", settings.toString(),
        "-Dmaven.repo.local=" + repository, "-Dkopi.version=" + version, phase));
    return run(command, project);
  }

  private static Result run(List<String> command, Path directory) throws Exception {
    Process process = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true).start();
    process.getOutputStream().close();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(300, TimeUnit.SECONDS), "ends: " + command);
    return new Result(process.exitValue(), out);
  }

  private static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
