package kopi.runtime.sql;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A private PostgreSQL server for tests: {@code initdb} in a temporary directory, {@code pg_ctl}
 * start on a free loopback port (no TCP listener elsewhere, its socket in the same directory),
 * {@link #close} stops it and deletes the directory. The binaries come from
 * {@code $KOPI_PG_BIN}, else the newest {@code /usr/lib/postgresql/VERSION/bin} (Debian's
 * {@code postgresql} package, which {@code .ci/run} installs), else {@code pg_ctl} on the
 * {@code PATH}. PostgreSQL refuses to run as root, so as root the commands run as the
 * {@code postgres} user through {@code runuser}, in a directory that user owns. Any failure is an
 * exception with the server's log: the tests that use it fail, they never skip.
 */
final class PostgresServer implements AutoCloseable {
  private final Path directory;
  private final Path data;
  private final Path bin;
  private final boolean asPostgres;
  final int port;

  private PostgresServer(Path directory, Path bin, boolean asPostgres, int port) {
    this.directory = directory;
    this.data = directory.resolve("data");
    this.bin = bin;
    this.asPostgres = asPostgres;
    this.port = port;
  }

  /** Starts a new server with a superuser {@code kopi} who needs no password, database {@code postgres}. */
  static PostgresServer start() throws IOException, InterruptedException {
    Path bin = binaries();
    boolean root = "root".equals(System.getProperty("user.name"));
    Path directory = Files.createTempDirectory("kopi-pg");
    if (root) {
      run(List.of("chown", "postgres:", directory.toString()), directory);
    }
    PostgresServer server = new PostgresServer(directory, bin, root, freePort());
    try {
      server.command(List.of(bin.resolve("initdb").toString(), "-D", server.data.toString(), "-A", "trust",
          "-U", "kopi", "-E", "UTF8", "--no-locale"));
      server.command(List.of(bin.resolve("pg_ctl").toString(), "-D", server.data.toString(), "-w", "-t", "60",
          "-l", directory.resolve("server.log").toString(), "-o",
          "-p " + server.port + " -k " + directory + " -c listen_addresses=127.0.0.1 -c fsync=off", "start"));
    } catch (IOException | RuntimeException e) {
      server.deleteDirectory();
      throw e;
    }
    return server;
  }

  /** The JDBC URL of the server's {@code postgres} database. */
  String url() {
    return "jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=kopi";
  }

  @Override
  public void close() throws IOException {
    try {
      command(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-m", "fast", "-w", "stop"));
    } catch (InterruptedException e) {
      // close() must not throw InterruptedException (try-with-resources would swallow the flag).
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while stopping PostgreSQL", e);
    } finally {
      deleteDirectory();
    }
  }

  private void deleteDirectory() throws IOException {
    try (Stream<Path> paths = Files.walk(directory)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }

  private void command(List<String> command) throws IOException, InterruptedException {
    List<String> full = new ArrayList<>();
    if (asPostgres) {
      full.addAll(List.of("runuser", "-u", "postgres", "--"));
    }
    full.addAll(command);
    run(full, directory);
  }

  private static void run(List<String> command, Path directory) throws IOException, InterruptedException {
    Process process = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (process.waitFor() != 0) {
      Path log = directory.resolve("server.log");
      String serverLog = Files.isReadable(log) ? Files.readString(log) : "";
      throw new IOException(String.join(" ", command) + " failed:\n" + output + serverLog);
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  private static Path binaries() throws IOException {
    String configured = System.getenv("KOPI_PG_BIN");
    if (configured != null && !configured.isBlank()) {
      return Path.of(configured);
    }
    Path debian = Path.of("/usr/lib/postgresql");
    if (Files.isDirectory(debian)) {
      try (Stream<Path> versions = Files.list(debian)) {
        Path newest = versions.filter(v -> Files.isExecutable(v.resolve("bin/pg_ctl")))
            .max(Comparator.comparingInt(PostgresServer::version)).orElse(null);
        if (newest != null) {
          return newest.resolve("bin");
        }
      }
    }
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "pg_ctl"))) {
        return Path.of(dir);
      }
    }
    throw new IOException("PostgreSQL's binaries (initdb, pg_ctl) were not found: install the Debian package"
        + " postgresql (.ci/run does) or set KOPI_PG_BIN");
  }

  private static int version(Path directory) {
    try {
      return Integer.parseInt(directory.getFileName().toString().replaceAll("\\..*", ""));
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
