package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Process arguments and environment values reach the process as UTF-8 even when the JVM runs in a
 * locale whose encoding is ASCII ({@code LC_ALL=C}, {@code POSIX}): the JVM would turn {@code é}
 * into {@code ?}. Checked for a program run by the CLI and for a compiled jar run with
 * {@code java -jar}, each in a child JVM started with that locale.
 */
class ProcessLocaleTest {
  private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
  private static final String PROGRAM = """
      (define v "é 日本😀")
      (display &sh{printf '[%s]' &[v] "é" "&[v]"})
      (display &`{printf [%s] &[v] ü})
      (display (run-process shell: #t env-KV: v "printf '<%s>' \\"$KV\\""))
      (display (run-process shell: #t (list "printf" "{%s}" v)))
      """;
  private static final String EXPECTED = "[é][日本😀][é][é 日本😀][é][日本😀][ü]<é 日本😀>{é 日本😀}";

  @TempDir
  Path temp;

  private String run(String locale, List<String> command) throws Exception {
    Path out = temp.resolve("out.txt");
    ProcessBuilder builder = new ProcessBuilder(command).directory(temp.toFile()).redirectErrorStream(true)
        .redirectOutput(out.toFile());
    builder.environment().keySet().removeIf(name -> name.startsWith("LC_") || name.equals("LANG"));
    builder.environment().put("LC_ALL", locale);
    builder.environment().remove("JAVA_TOOL_OPTIONS");
    Process process = builder.start();
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("timed out: " + command);
    }
    String text = Files.readString(out, StandardCharsets.UTF_8);
    assertEquals(0, process.exitValue(), text);
    return text;
  }

  private List<String> kopi(String... args) {
    List<String> command = new ArrayList<>(List.of(JAVA, "-cp", System.getProperty("java.class.path"), "kopi.cli.Cli"));
    command.addAll(List.of(args));
    return command;
  }

  @ParameterizedTest
  @ValueSource(strings = {"C", "POSIX"})
  void nonAsciiArgumentsSurviveAnAsciiLocale(String locale) throws Exception {
    Files.writeString(temp.resolve("args.scm"), PROGRAM, StandardCharsets.UTF_8);
    assertEquals(EXPECTED, run(locale, kopi("args.scm")));
    run(locale, kopi("compile", "--jar", "args.jar", "args.scm"));
    assertEquals(EXPECTED, run(locale, List.of(JAVA, "-jar", "args.jar")));
  }
}
