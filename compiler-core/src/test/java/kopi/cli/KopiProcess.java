package kopi.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** The real {@code kopi} command line in a child JVM over pipes, run in a working directory. */
final class KopiProcess {
  static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

  record Outcome(int status, String out, String err) {}

  private final Path directory;

  KopiProcess(Path directory) {
    this.directory = directory;
  }

  /** {@code java [jvmOptions] -cp TEST-CLASS-PATH kopi.cli.Cli args...}. */
  static List<String> command(List<String> jvmOptions, String... args) {
    List<String> command = new ArrayList<>(List.of(JAVA));
    command.addAll(jvmOptions);
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), "kopi.cli.Cli"));
    command.addAll(List.of(args));
    return command;
  }

  Outcome kopi(String... args) throws IOException, InterruptedException {
    return run(command(List.of(), args), "", Map.of());
  }

  Outcome kopiWithInput(String input, String... args) throws IOException, InterruptedException {
    return run(command(List.of(), args), input, Map.of());
  }

  /** Runs {@code command} with {@code input} on stdin and {@code environment} added to the inherited one. */
  Outcome run(List<String> command, String input, Map<String, String> environment)
      throws IOException, InterruptedException {
    Path stdout = Files.createTempFile(directory, "stdout", ".txt");
    Path stderr = Files.createTempFile(directory, "stderr", ".txt");
    Path stdin = Files.createTempFile(directory, "stdin", ".txt");
    Files.writeString(stdin, input);
    ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile())
        .redirectInput(stdin.toFile()).redirectOutput(stdout.toFile()).redirectError(stderr.toFile());
    builder.environment().remove("CLASSPATH");
    builder.environment().putAll(environment);
    Process process = builder.start();
    if (!process.waitFor(180, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("did not end: " + command);
    }
    return new Outcome(process.exitValue(), Files.readString(stdout, StandardCharsets.UTF_8),
        Files.readString(stderr, StandardCharsets.UTF_8));
  }
}
