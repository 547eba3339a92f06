package kopi.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distribution archive as a user gets it: unpacked with {@code tar} into an empty directory
 * outside the checkout, run with a PATH that holds only {@code java} (and {@code bash}, which runs
 * the launcher), a fresh HOME and no JAVA_HOME: {@code bin/kopi -e}, a script with arguments, the
 * REPL on a pipe, {@code bin/kopi lsp} (initialize handshake, shutdown, exit), and install.sh.
 */
class DistributionIT {
  @TempDir
  static Path temp;

  static Path home;
  static Path kopi;
  static Path userHome;
  static Path pathDirectory;

  @BeforeAll
  static void unpack() throws Exception {
    Path archive = Path.of(System.getProperty("kopi.dist.archive"));
    assertTrue(Files.isRegularFile(archive), "expected the archive " + archive);
    Path unpacked = Files.createDirectories(temp.resolve("opt"));
    Result tar = run(List.of("tar", "-xzf", archive.toString(), "-C", unpacked.toString()), null, Map.of(), null);
    assertEquals(0, tar.status(), tar.err());
    home = unpacked.resolve("kopi-" + System.getProperty("kopi.version"));
    kopi = home.resolve("bin/kopi");
    userHome = Files.createDirectories(temp.resolve("home"));
    pathDirectory = Files.createDirectories(temp.resolve("path"));
    Files.createSymbolicLink(pathDirectory.resolve("java"), Path.of(System.getProperty("java.home"), "bin", "java"));
    Files.createSymbolicLink(pathDirectory.resolve("bash"), Path.of(which("bash")));
  }

  /** The links to java and bash go first, so that removing the directory touches only its own files. */
  @AfterAll
  static void removeLinks() throws IOException {
    Files.deleteIfExists(pathDirectory.resolve("java"));
    Files.deleteIfExists(pathDirectory.resolve("bash"));
  }

  @Test
  void holdsTheLauncherLibrariesDocumentationAndLicense() throws IOException {
    for (String file : List.of("bin/kopi", "install.sh", "lib/kopi.jar", "lib/kopi-dist.jar",
        "share/man/man1/kopi.1", "share/bash-completion/completions/kopi", "share/zsh/site-functions/_kopi",
        "README.md", "LICENSE")) {
      assertTrue(Files.isRegularFile(home.resolve(file)), "expected " + file + " in the archive");
    }
    assertTrue(Files.isExecutable(kopi), "bin/kopi is executable");
    assertTrue(Files.readString(home.resolve("LICENSE")).contains("Apache License"));
    assertTrue(Files.readString(home.resolve("share/man/man1/kopi.1"))
        .contains("Kopi " + System.getProperty("kopi.version")), "the man page names the version");
    // The zip holds the same files as the tar.gz.
    Set<String> zipped = new TreeSet<>();
    try (ZipFile zip = new ZipFile(System.getProperty("kopi.dist.zip"))) {
      for (Enumeration<? extends ZipEntry> entries = zip.entries(); entries.hasMoreElements();) {
        ZipEntry entry = entries.nextElement();
        if (!entry.isDirectory()) {
          zipped.add(entry.getName());
        }
      }
    }
    Set<String> unpacked = new TreeSet<>();
    try (Stream<Path> files = Files.walk(home)) {
      files.filter(Files::isRegularFile).forEach(file -> unpacked.add(home.getParent().relativize(file).toString()));
    }
    assertEquals(unpacked, zipped);
  }

  @Test
  void evaluatesExpressionsAndMakesItsStartUpArchiveInTheUsersCache() throws Exception {
    Result first = kopi(List.of("-e", "(display (+ 1 2))"), null);
    assertEquals(0, first.status(), first.err());
    assertEquals("3", first.out());
    assertEquals("", first.err());
    Path cds = userHome.resolve(".cache/kopi/cds");
    try (Stream<Path> files = Files.list(cds)) {
      assertTrue(files.anyMatch(file -> file.toString().endsWith(".jsa")), "a class-data-sharing archive in " + cds);
    }
    Result second = kopi(List.of("-e", "(display (expt 2 100))"), null);
    assertEquals(0, second.status(), second.err());
    assertEquals("1267650600228229401496703205376", second.out());
    Result error = kopi(List.of("-e", "(car '())"), null);
    assertEquals(70, error.status());
    assertTrue(error.err().contains("car"), error.err());
  }

  @Test
  void runsAScriptWithArguments() throws Exception {
    Path script = Files.createDirectories(temp.resolve("work")).resolve("greet.scm");
    Files.writeString(script, """
        (define (greet name) (string-append "hello, " name))
        (for-each (lambda (name) (display (greet name)) (newline)) (cdr (command-line)))
        """);
    Result result = kopi(List.of(script.toString(), "Ada", "Bo"), null);
    assertEquals(0, result.status(), result.err());
    assertEquals("hello, Ada\nhello, Bo\n", result.out());
  }

  @Test
  void runsTheReplOnAPipe() throws Exception {
    Result result = kopi(List.of(), "(define x 40)\n(+ x 2)\n");
    assertEquals(0, result.status(), result.err());
    assertTrue(result.out().contains("42"), result.out());
  }

  @Test
  void answersTheLanguageServerHandshake() throws Exception {
    Process server = start(List.of("lsp"));
    try {
      OutputStream in = server.getOutputStream();
      InputStream out = server.getInputStream();
      send(in, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"processId\":null,"
          + "\"rootUri\":null,\"capabilities\":{}}}");
      String initialized = receive(out);
      assertTrue(initialized.contains("\"id\":1") && initialized.contains("capabilities"), initialized);
      send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}");
      send(in, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\"}");
      String shutdown = receive(out);
      while (!shutdown.contains("\"id\":2")) {
        shutdown = receive(out);
      }
      send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}");
      assertTrue(server.waitFor(30, TimeUnit.SECONDS), "the server ends after exit");
      assertEquals(0, server.exitValue());
    } finally {
      server.destroyForcibly();
    }
  }

  @Test
  void installsOnThePath() throws Exception {
    Path prefix = temp.resolve("prefix");
    Map<String, String> environment = new HashMap<>();
    environment.put("PATH", System.getenv("PATH"));
    environment.put("HOME", userHome.toString());
    Result install = run(List.of(home.resolve("install.sh").toString(), prefix.toString()), null, environment, null);
    assertEquals(0, install.status(), install.err());
    for (String file : List.of("bin/kopi", "share/man/man1/kopi.1", "share/bash-completion/completions/kopi",
        "share/zsh/site-functions/_kopi")) {
      assertTrue(Files.isRegularFile(prefix.resolve(file)), "expected " + file + " under the prefix");
    }
    Result result = run(List.of(prefix.resolve("bin/kopi").toString(), "-e", "(display 'installed)"), null,
        minimalEnvironment(), temp);
    assertEquals(0, result.status(), result.err());
    assertEquals("installed", result.out());
    Result uninstall = run(List.of(home.resolve("install.sh").toString(), "--uninstall", prefix.toString()), null,
        environment, null);
    assertEquals(0, uninstall.status(), uninstall.err());
    assertTrue(!Files.exists(prefix.resolve("bin/kopi")) && !Files.exists(prefix.resolve("share/man/man1/kopi.1")),
        "uninstall removes what install wrote");
  }

  // ------------------------------------------------------------------------------ helpers

  record Result(int status, String out, String err) {}

  private static Map<String, String> minimalEnvironment() {
    Map<String, String> environment = new HashMap<>();
    environment.put("PATH", pathDirectory.toString());
    environment.put("HOME", userHome.toString());
    return environment;
  }

  private static Result kopi(List<String> arguments, String input) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(kopi.toString());
    command.addAll(arguments);
    return run(command, input, minimalEnvironment(), temp);
  }

  private static Process start(List<String> arguments) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(kopi.toString());
    command.addAll(arguments);
    ProcessBuilder builder = new ProcessBuilder(command).directory(temp.toFile())
        .redirectError(ProcessBuilder.Redirect.DISCARD);
    builder.environment().clear();
    builder.environment().putAll(minimalEnvironment());
    return builder.start();
  }

  private static Result run(List<String> command, String input, Map<String, String> environment, Path directory)
      throws Exception {
    ProcessBuilder builder = new ProcessBuilder(command);
    if (directory != null) {
      builder.directory(directory.toFile());
    }
    if (!environment.isEmpty()) {
      builder.environment().clear();
      builder.environment().putAll(environment);
    }
    Process process = builder.start();
    try (OutputStream stdin = process.getOutputStream()) {
      if (input != null) {
        stdin.write(input.getBytes(StandardCharsets.UTF_8));
      }
    }
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Thread errors = new Thread(() -> {
      try {
        process.getErrorStream().transferTo(err);
      } catch (IOException ignored) {
        // The process ended.
      }
    });
    errors.start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(120, TimeUnit.SECONDS), "ends: " + command);
    errors.join();
    return new Result(process.exitValue(), out, err.toString(StandardCharsets.UTF_8));
  }

  private static void send(OutputStream in, String json) throws IOException {
    byte[] body = json.getBytes(StandardCharsets.UTF_8);
    in.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
    in.write(body);
    in.flush();
  }

  /** One LSP message's body. */
  private static String receive(InputStream out) throws IOException {
    int length = -1;
    StringBuilder line = new StringBuilder();
    while (true) {
      int c = out.read();
      if (c < 0) {
        throw new IOException("the server closed its output");
      }
      if (c == '\n') {
        String header = line.toString().strip();
        line.setLength(0);
        if (header.isEmpty()) {
          break;
        }
        if (header.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
          length = Integer.parseInt(header.substring("content-length:".length()).strip());
        }
      } else {
        line.append((char) c);
      }
    }
    byte[] body = out.readNBytes(length);
    return new String(body, StandardCharsets.UTF_8);
  }

  private static String which(String program) {
    for (String directory : System.getenv("PATH").split(":")) {
      Path candidate = Path.of(directory, program);
      if (Files.isExecutable(candidate)) {
        return candidate.toString();
      }
    }
    return "/bin/" + program;
  }
}
