package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ArgumentsTest {

  private static Invocation parse(String... args) throws UsageError {
    return Arguments.parse(args);
  }

  private static String usageError(String... args) {
    return assertThrows(UsageError.class, () -> Arguments.parse(args)).getMessage();
  }

  @Test
  void noArgumentsIsTheRepl() throws UsageError {
    assertEquals(new Invocation.Repl(List.of()), parse());
  }

  @Test
  void libraryPathIsRepeatableInBothSpellings() throws UsageError {
    assertEquals(new Invocation.Repl(List.of(Path.of("a"), Path.of("b"))),
        parse("--library-path", "a", "--library-path=b"));
  }

  @Test
  void classPathHasThreeSpellingsIsRepeatableAndSplitsOnThePathSeparator() throws UsageError {
    String two = "a.jar" + java.io.File.pathSeparator + java.io.File.pathSeparator + "dir";
    assertEquals(
        new Invocation.Repl(List.of(), List.of(Path.of("a.jar"), Path.of("dir"), Path.of("b.jar"), Path.of("c.jar"))),
        parse("-cp", two, "--classpath=b.jar", "--class-path", "c.jar"));
    assertEquals(new Invocation.RunFile(Path.of("p.scm"), List.of("-cp", "x"), List.of(), List.of(Path.of("l.jar"))),
        parse("--classpath", "l.jar", "p.scm", "-cp", "x"));
    assertEquals(new Invocation.Evaluate(List.of("1"), List.of(), List.of(Path.of("l.jar"))),
        parse("-cp", "l.jar", "-e", "1"));
    assertEquals(List.of(Path.of("k.jar"), Path.of("l.jar")),
        ((Invocation.Compile) parse("-cp", "k.jar", "compile", "--class-path=l.jar", "p.scm")).classPath());
    assertEquals("-cp: expected a value, got the end of the command line", usageError("-cp"));
    assertEquals("--classpath: expected a value, got nothing after =", usageError("--classpath="));
  }

  @Test
  void aFileTakesEveryArgumentAfterIt() throws UsageError {
    assertEquals(new Invocation.RunFile(Path.of("prog.scm"), List.of("-e", "x", "--help"), List.of(Path.of("lib"))),
        parse("--library-path", "lib", "prog.scm", "-e", "x", "--help"));
  }

  @Test
  void doubleDashLetsAFileNameStartWithADash() throws UsageError {
    assertEquals(new Invocation.RunFile(Path.of("-odd.scm"), List.of(), List.of()), parse("--", "-odd.scm"));
  }

  @Test
  void severalExpressionsKeepTheirOrder() throws UsageError {
    assertEquals(new Invocation.Evaluate(List.of("(display 1)", "(display 2)"), List.of()),
        parse("-e", "(display 1)", "-e", "(display 2)"));
  }

  @Test
  void helpAndVersionWinOverEverythingBefore() throws UsageError {
    assertInstanceOf(Invocation.Help.class, parse("--library-path", "x", "--help"));
    assertInstanceOf(Invocation.Help.class, parse("-h"));
    assertInstanceOf(Invocation.Version.class, parse("--version"));
  }

  @Test
  void compileDefaultsToTheCurrentDirectory() throws UsageError {
    Invocation.Compile compile = (Invocation.Compile) parse("compile", "a.scm", "b.scm");
    assertEquals(List.of(Path.of("a.scm"), Path.of("b.scm")), compile.files());
    assertEquals(Path.of("."), compile.outputDirectory());
    assertNull(compile.jar());
    assertNull(compile.mainClass());
  }

  @Test
  void compileWithJarAndMainWritesNoDirectoryUnlessAsked() throws UsageError {
    assertEquals(new Invocation.Compile(List.of(Path.of("p.scm")), null, Path.of("out.jar"), "app.Main", List.of()),
        parse("compile", "--jar", "out.jar", "--main=app.Main", "p.scm"));
    assertEquals(new Invocation.Compile(List.of(Path.of("p.scm")), Path.of("classes"), Path.of("o.jar"), null,
        List.of(Path.of("lib"))),
        parse("compile", "-d", "classes", "--jar=o.jar", "--library-path", "lib", "p.scm"));
  }

  @Test
  void usageErrorsNameWhatWasExpectedAndFound() {
    assertEquals("unknown option -x", usageError("-x"));
    assertEquals("-e: expected a value, got the end of the command line", usageError("-e"));
    assertEquals("--library-path: expected a value, got the end of the command line", usageError("--library-path"));
    assertEquals("--library-path: expected a value, got nothing after =", usageError("--library-path="));
    assertEquals("expected -e EXPR after an expression, got file.scm", usageError("-e", "1", "file.scm"));
    assertEquals("compile: expected at least one source file", usageError("compile", "-d", "out"));
    assertEquals("compile: unknown option --fast", usageError("compile", "--fast", "a.scm"));
    assertEquals("--main: expected a class name, got 1abc",
        usageError("compile", "--jar", "x.jar", "--main", "1abc", "a.scm"));
    assertEquals("compile: --main only applies with --jar", usageError("compile", "--main", "A", "a.scm"));
    assertEquals("--jar: expected a value, got the end of the command line", usageError("compile", "a.scm", "--jar"));
  }

  @Test
  void theUsageTextMentionsEveryCommand() {
    for (String word : List.of("kopi FILE", "-e EXPR", "kopi compile", "--jar", "--main", "--library-path",
        "--version", "kopi lsp")) {
      assertEquals(true, Arguments.USAGE.contains(word), word);
    }
  }
}
