package kopi.runtime.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import kopi.runtime.Pair;
import kopi.runtime.SchemeError;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shell-injection suite: hostile values substituted in every context of the POSIX shell
 * grammar, against the real {@code /bin/sh}. Every hostile value would create a marker file if the
 * shell ran any part of it; each case checks that the value arrives byte for byte where the script
 * uses it as data, and at the end no marker file exists. Cases are the product of the contexts and
 * the values, batched one shell per context, so the suite runs in seconds.
 */
class ShellInjectionTest {
  /** Stands for the marker file's path in a hostile value. */
  private static final String MARK = "MARK";

  private static final String[] HOSTILE = {
      ";touch MARK", "; touch MARK;", "$(touch MARK)", "`touch MARK`", "a$(touch MARK)b",
      "'; touch MARK; '", "\"; touch MARK; \"", "\\\"; touch MARK; \\\"", "\\'$(touch MARK)",
      "\ntouch MARK\n", "x\ntouch MARK", "|touch MARK", "&touch MARK&", "&&touch MARK", "||touch MARK",
      "${x:-$(touch MARK)}", "${x:=`touch MARK`}", "$((1+1))", "$((`touch MARK`))", "$[1+1]",
      "*", "~", "~root", "?", "[a-z]*", "a b  c", " lead", "trail ", "\t\ttabs\t", "\\", "\\\\", "\\n",
      "'", "\"", "`", "$", "$$", "$1", "$@", "${1}", "$HOME", "}", "{", ")", "(", ")touch MARK(",
      "EOF\ntouch MARK\nEOF", "EOF", "esac; touch MARK;;", ";; *) touch MARK;;", "#", "# x\ntouch MARK",
      "x=1 touch MARK", "-n", "-e", "--", "%s%d%%", "\\0", "é ü ß", "日本語", "😀 emoji",
      "\u0001\u0002\u001b[31m\u007f\u0080\u00ff", "\r\ntouch MARK\r", "", "   ", "\n", "a\n\n\nb\n\n",
      "!", "!!", "a=b", "x;y|z&w>v<u", ">MARK", "<MARK", "2>MARK", "touch MARK",
  };

  /**
   * A context: a script with {@code @} where the value goes, and what it prints for a value. A heavy
   * context starts processes for each case, and takes the plain hostile values and lists only.
   */
  private record Context(String name, String template, Function<Object, String> expected, boolean heavy) {
    Context(String name, String template, Function<Object, String> expected) {
      this(name, template, expected, template.contains("$(") || template.contains("`")
          || template.contains("cat") || template.contains("sh -c") || template.contains("( "));
    }
  }

  @TempDir
  static Path temp;
  private static String marker;

  @BeforeAll
  static void markerPath() {
    marker = temp.resolve("PWNED").toString();
  }

  @AfterAll
  static void nothingRan() throws IOException {
    try (Stream<Path> files = Files.list(temp)) {
      assertEquals(List.of(), files.map(Path::toString).collect(Collectors.toList()), "a value ran as shell code");
    }
  }

  /** The values: each hostile text alone, wrapped in text (unless {@code plain}), and in lists. */
  private static List<Object> values(boolean plain) {
    List<Object> values = new ArrayList<>();
    for (String h : HOSTILE) {
      String value = h.replace(MARK, marker);
      values.add(value);
      if (!plain) {
        values.add("p" + value + "q");
        values.add("p q " + value + " \"r\"");
      }
    }
    for (int i = 0; i < HOSTILE.length; i += 3) {
      String a = HOSTILE[i].replace(MARK, marker);
      String b = HOSTILE[(i * 7 + 5) % HOSTILE.length].replace(MARK, marker);
      values.add(Pair.list(a, b));
      values.add(new Object[] {b, "x y", a});
    }
    values.add(Pair.list());
    values.add(42L);
    values.add(Pair.list("in", "list"));
    return values;
  }

  // ------------------------------------------------------------------ expected data of a value

  /** The words of a value outside quotes: one per element of a list, else split at blanks. */
  static List<String> words(Object value) {
    List<Object> elements = Template.elements(value);
    if (elements != null) {
      return elements.stream().map(Template::valueText).collect(Collectors.toList());
    }
    return Arrays.stream(Template.valueText(value).split("[ \t\n]+")).filter(w -> !w.isEmpty())
        .collect(Collectors.toList());
  }

  /** The value as one string: elements joined by spaces, trailing newlines dropped. */
  static String text(Object value) {
    return Template.quotedText(value);
  }

  static String brackets(List<String> words) {
    return words.stream().map(w -> "[" + w + "]").collect(Collectors.joining());
  }

  /** printf '<%s>' with the words: the format once even without words. */
  static String angles(List<String> words) {
    return words.isEmpty() ? "<>" : words.stream().map(w -> "<" + w + ">").collect(Collectors.joining());
  }

  /** Words glued to {@code x} before and {@code y} after, as a shell-less reading gives them. */
  static List<String> glued(Object value) {
    return glued("x", value, "y");
  }

  /** The words of {@code prefix}, the value outside quotes and {@code suffix}, glued together. */
  static List<String> glued(String prefix, Object value, String suffix) {
    List<String> pieces = words(value);
    boolean list = Template.elements(value) != null;
    String text = list ? "" : Template.valueText(value);
    boolean before = !list && !text.isEmpty() && Template.isBlank(text.charAt(0));
    boolean after = !list && !text.isEmpty() && Template.isBlank(text.charAt(text.length() - 1));
    List<String> result = new ArrayList<>();
    StringBuilder word = new StringBuilder(prefix);
    boolean inWord = !prefix.isEmpty();
    if (before && inWord) {
      result.add(word.toString());
      word.setLength(0);
      inWord = false;
    }
    for (int i = 0; i < pieces.size(); i++) {
      if (i > 0) {
        result.add(word.toString());
        word.setLength(0);
      }
      word.append(pieces.get(i));
      inWord = true;
    }
    if (after && inWord) {
      result.add(word.toString());
      word.setLength(0);
      inWord = false;
    }
    word.append(suffix);
    if (inWord || !suffix.isEmpty()) {
      result.add(word.toString());
    }
    return result;
  }

  /** Inside double quotes: split at newlines, glued to {@code a} and {@code b}. */
  static String lines(Object value) {
    return brackets(Arrays.asList(("a" + text(value) + "b").split("\n", -1)));
  }

  private static final List<Context> CONTEXTS = List.of(
      new Context("unquoted word", "printf '[%s]' x @ y", v -> brackets(List.of("x")) + brackets(words(v)) + "[y]"),
      new Context("glued unquoted word", "printf '[%s]' x@y", v -> brackets(glued(v))),
      new Context("double quotes", "printf '[%s]' \"a@b\"", ShellInjectionTest::lines),
      new Context("single quotes", "printf '[%s]' 'a@b'", v -> "[a" + text(v) + "b]"),
      new Context("$() outside quotes", "x=$(printf '<%s>' @); printf '[%s]' \"$x\"",
          v -> "[" + angles(words(v)) + "]"),
      new Context("$() inside double quotes", "printf '[%s]' \"$(printf '<%s>' @)\"",
          v -> "[" + angles(words(v)) + "]"),
      new Context("double quotes in $() in double quotes", "printf '[%s]' \"$(printf '<%s>' \"a@b\")\"",
          v -> "[" + Arrays.stream(("a" + text(v) + "b").split("\n", -1)).map(l -> "<" + l + ">")
              .collect(Collectors.joining()) + "]"),
      new Context("single quotes in $()", "x=$(printf '%s' '<@>'); printf '[%s]' \"$x\"", v -> "[<" + text(v) + ">]"),
      new Context("backquotes outside quotes", "x=`printf '<%s>' @`; printf '[%s]' \"$x\"",
          v -> "[" + angles(words(v)) + "]"),
      new Context("backquotes inside double quotes", "printf '[%s]' \"`printf '<%s>' @`\"",
          v -> "[" + angles(words(v)) + "]"),
      new Context("single quotes in backquotes in double quotes", "printf '[%s]' \"`printf '<%s>' '@'`\"",
          v -> "[<" + text(v) + ">]"),
      new Context("nested command substitutions", "printf '[%s]' \"$(printf '%s' \"$(printf '<%s>' '@')\")\"",
          v -> "[<" + text(v) + ">]"),
      new Context("here-document", "cat <<EOF\n[@]\nEOF", v -> "[" + text(v) + "]\n"),
      new Context("here-document with tabs stripped", "cat <<-EOF\n\t[@] $((1+2)) ${u:-@}\n\tEOF",
          v -> "[" + text(v) + "] 3 " + text(v) + "\n"),
      new Context("here-document in $()", "printf '[%s]' \"$(cat <<EOF\n@\nEOF\n)\"",
          v -> "[" + stripNewlines(text(v)) + "]"),
      new Context("comment", "printf '[c]' # @ \"@\" '@'\nprintf '[d]'", v -> "[c][d]"),
      new Context("case pattern", "case \"$k\" in @) printf '[bad]';; *) printf '[ok]';; esac",
          v -> "[ok]"),
      new Context("case word and pattern", "case @ in @) printf '[match]';; *) printf '[no]';; esac", v -> "[match]"),
      new Context("case alternatives", "case zz@ in (x|zz@|y) printf '[%s]' '@';; esac", v -> "[" + text(v) + "]"),
      new Context("parameter default outside quotes", "printf '[%s]' ${kopi_unset:-@}", v -> "[" + text(v) + "]"),
      new Context("parameter default in double quotes", "printf '[%s]' \"${kopi_unset:-@}\"", v -> "[" + text(v) + "]"),
      new Context("parameter assignment default", ": \"${kopi_y:=@}\"; printf '[%s]' \"$kopi_y\"; unset kopi_y",
          v -> "[" + text(v) + "]"),
      new Context("pattern removal", "x=abc; printf '[%s]' \"${x#@}\" ${x%@}", v -> {
        String t = text(v);
        return "[" + ("abc".startsWith(t) ? "abc".substring(t.length()) : "abc") + "]"
            + "[" + ("abc".endsWith(t) ? "abc".substring(0, 3 - t.length()) : "abc") + "]";
      }),
      new Context("assignment word", "x=@; printf '[%s]' \"$x\"", v -> "[" + text(v) + "]"),
      new Context("assignment word glued", "x=a@b y=\"@\"; printf '[%s]' \"$x\" \"$y\"",
          v -> "[a" + text(v) + "b][" + text(v) + "]"),
      new Context("assignment before a command", "x=@ y=a@ sh -c 'printf \"[%s]\" \"$x\" \"$y\"'",
          v -> "[" + text(v) + "][a" + text(v) + "]"),
      new Context("function body", "f() { printf '[%s]' \"a@b\" @; x=@; printf '[%s]' \"$x\"; }; f 1 2",
          v -> lines(v) + brackets(words(v)) + "[" + text(v) + "]"),
      new Context("subshell and braces", "( printf '[%s]' @ ); { printf '[%s]' '@'; }",
          v -> (words(v).isEmpty() ? "[]" : brackets(words(v))) + "[" + text(v) + "]"),
      new Context("for loop", "for w in @; do printf '[%s]' \"$w\"; done", v -> brackets(words(v))),
      new Context("if and while", "if test -n '@'; then printf '[%s]' '@'; fi; while false @; do :; done",
          v -> text(v).isEmpty() ? "" : "[" + text(v) + "]"),
      new Context("pipeline and redirection", "printf '[%s]' '@' 2>/dev/null | cat",
          v -> "[" + text(v) + "]"),
      new Context("backslash before a value", "printf '[%s]' \\@ \"\\@\"",
          v -> brackets(glued("\\", v, "")) + lines("\\", v)),
      new Context("dollar before a value", "printf '[%s]' $@ \"$@\" \"${@}\"",
          v -> brackets(glued("$", v, "")) + lines("$", v) + lines("${", v, "}")));

  static String lines(String prefix, Object value) {
    return lines(prefix, value, "");
  }

  static String lines(String prefix, Object value, String suffix) {
    return brackets(Arrays.asList((prefix + text(value) + suffix).split("\n", -1)));
  }

  static String stripNewlines(String text) {
    int end = text.length();
    while (end > 0 && text.charAt(end - 1) == '\n') {
      end--;
    }
    return text.substring(0, end);
  }

  private static List<Template.Part> instantiate(String template, Object value) {
    List<Template.Part> parts = new ArrayList<>();
    String[] pieces = template.split("@", -1);
    for (int i = 0; i < pieces.length; i++) {
      if (i > 0) {
        parts.add(new Template.Value(value));
      }
      parts.add(new Template.Text(pieces[i]));
    }
    return parts;
  }

  @Test
  void everyContextWithEveryHostileValue() {
    int cases = 0;
    for (Context context : CONTEXTS) {
      List<Object> values = values(context.heavy());
      List<Template.Part> script = new ArrayList<>();
      List<String> expected = new ArrayList<>();
      for (Object value : values) {
        script.addAll(instantiate(context.template(), value));
        script.add(new Template.Text("\nprintf '\\000'\n"));
        expected.add(context.expected().apply(value));
      }
      long started = System.nanoTime();
      List<String> actual = run(script, context.name());
      System.out.printf("ShellInjectionTest: %s: %d ms%n", context.name(), (System.nanoTime() - started) / 1_000_000);
      for (int i = 0; i < values.size(); i++) {
        String got = i < actual.size() ? actual.get(i) : "<missing>";
        assertEquals(expected.get(i), got, context.name() + " with " + show(values.get(i)));
      }
      cases += values.size();
    }
    assertTrue(cases > 5000, "only " + cases + " cases");
    System.out.println("ShellInjectionTest: " + cases + " cases in " + CONTEXTS.size() + " contexts");
  }

  /** Arithmetic expansion evaluates the expanded text, so a value there must be an integer. */
  @Test
  void arithmeticTakesOnlyIntegers() {
    int checked = 0;
    for (Object value : values(false)) {
      List<Template.Part> parts = instantiate("printf '[%s]' $((@ + 1)) \"$((2 * (@)))\"", value);
      String text = Template.valueText(value);
      if (text.matches("[+-]?[0-9]+")) {
        long n = Long.parseLong(text);
        assertEquals(List.of("[" + (n + 1) + "][" + (2 * n) + "]"), run(parts, "arithmetic"));
      } else {
        SchemeError error = assertThrows(SchemeError.class, () -> ShellScript.build("&sh", parts), show(value));
        assertTrue(error.getMessage().contains("integer"), error.getMessage());
      }
      checked++;
    }
    assertEquals(List.of("[-6][-14]"),
        run(instantiate("printf '[%s]' $((@ + 1)) \"$((2 * (@)))\"", "-7"), "arithmetic"));
    assertTrue(checked > 100);
    System.out.println("ShellInjectionTest: " + checked + " arithmetic cases");
  }

  /** {@code &`{...}} runs no shell at all: a hostile value is one word, or a few, never syntax. */
  @Test
  void processFormWithoutShell() {
    int cases = 0;
    for (Object value : values(true)) {
      cases++;
      List<String> words = Template.words(instantiate("printf [%s] x @ y \"a@b\" 'c@d'", value));
      assertEquals("printf", words.get(0));
      ProcessValue process = RunProcess.run(Map.of(), words);
      String expected = "[x]" + brackets(words(value)) + "[y]" + lines(value)
          + "[c" + text(value) + "d]";
      assertEquals(expected, new String(process.outputBytes(), StandardCharsets.UTF_8), show(value));
      assertEquals(0, process.exitWait());
    }
    System.out.println("ShellInjectionTest: " + cases + " cases without a shell");
  }

  /** Places that cannot take a value are errors before anything runs. */
  @Test
  void placesWithoutAWordAreErrors() {
    int cases = 0;
    for (String template : List.of("cat <<@\nx\n@\n", "cat << @\nx\n", "cat <<'E'\n@\nE\n",
        "cat <<\"E\"\na @ b\nE\n", "cat <<\\E\n@\nE\n", "echo ${x@}", "echo \"${x@:-y}\"", "echo ${#@}")) {
      for (Object value : List.of("x", marker, "; touch " + marker)) {
        assertNotNull(ShellScript.check(instantiate(template, value)), template);
        assertThrows(SchemeError.class, () -> ShellScript.build("&sh", instantiate(template, value)), template);
        cases++;
      }
    }
    System.out.println("ShellInjectionTest: " + cases + " refused places");
  }

  private static List<String> run(List<Template.Part> script, String name) {
    ShellScript.Command command = ShellScript.build("&sh", script);
    assertTrue(!command.script().contains("PWNED"), "a value is part of the script text in " + name);
    ProcessValue shell = RunProcess.run(Map.of("env-k", "zz"), command.words());
    List<String> output = nulSeparated(shell.outputBytes());
    assertEquals(0, shell.exitWait(), "sh failed in context " + name + ": " + shell.errorString());
    return output;
  }

  private static String show(Object value) {
    return kopi.runtime.Printer.writeString(value);
  }

  private static List<String> nulSeparated(byte[] bytes) {
    List<String> words = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] == 0) {
        words.add(new String(bytes, start, i - start, StandardCharsets.UTF_8));
        start = i + 1;
      }
    }
    if (start < bytes.length) {
      words.add(new String(bytes, start, bytes.length - start, StandardCharsets.UTF_8));
    }
    return words;
  }
}
