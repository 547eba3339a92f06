package kopi.runtime.process;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import kopi.runtime.Pair;
import org.junit.jupiter.api.Test;

/**
 * The &sh promise, checked against the real /bin/sh: every hostile value, substituted outside
 * quotes, inside double quotes, inside single quotes, glued to text and as list elements, reaches
 * the program as exactly the words the shell-less reading gives, and those are the words the
 * specification names. Cases are batched, a few hundred per shell, so thousands run in seconds.
 */
class ShellQuotingPropertyTest {
  private static final String[] ALPHABET = {
      ";", "|", "&", "$", "(", ")", "`", "\"", "'", "\\", "*", "?", "[", "]", "~", "#", "=", "%", "!",
      "{", "}", "\n", "\t", " ", "é", "日本", "😀", "", "a", "b", "HOME", "$(touch /tmp/kopi-pwned)",
      "${PATH}", "'\\''", "\\n", "-n", "-e", "PATH", "HOME:-x", "#x",
  };
  private static final int CASES = 4000;
  private static final int BATCH = 250;

  @Test
  void substitutedValuesArriveExactly() {
    Random random = new Random(20261203L);
    for (int done = 0; done < CASES; done += BATCH) {
      List<Template.Part> script = new ArrayList<>();
      List<String> expected = new ArrayList<>();
      for (int i = 0; i < BATCH; i++) {
        String value = randomValue(random);
        String first = randomValue(random);
        String second = randomValue(random);
        List<Template.Part> parts = List.of(
            new Template.Text("printf '%s\\0' \u0001A "),
            new Template.Value(value),
            new Template.Text(" \u0001B \""),
            new Template.Value(value),
            new Template.Text("\" \u0001C '"),
            new Template.Value(value),
            new Template.Text("' \u0001D x"),
            new Template.Value(value),
            new Template.Text("y \u0001E \"p"),
            new Template.Value(value),
            new Template.Text("q\" \u0001F "),
            new Template.Value(Pair.list(first, second)),
            new Template.Text(" \u0001G $"),
            new Template.Value(value),
            new Template.Text(" \u0001H \\"),
            new Template.Value(value),
            new Template.Text(" \u0001I \"$"),
            new Template.Value(value),
            new Template.Text("\" \u0001J \"${"),
            new Template.Value(value),
            new Template.Text("}\" \u0001K ${"),
            new Template.Value(value),
            new Template.Text("}\n"));
        List<String> words = Template.words(parts);
        checkAgainstSpecification(words, value, first, second);
        expected.addAll(words.subList(2, words.size()));
        script.addAll(parts);
      }
      ProcessValue shell = RunProcess.run(Map.of(), ShellScript.build("&sh", script).words());
      List<String> actual = nulSeparated(shell.outputBytes());
      assertEquals(0, shell.exitWait(), "sh failed on the batch starting at case " + done);
      for (int i = 0; i < Math.max(expected.size(), actual.size()); i++) {
        String want = i < expected.size() ? expected.get(i) : "<none>";
        String got = i < actual.size() ? actual.get(i) : "<none>";
        assertEquals(want, got, "word " + i + " of the batch starting at case " + done);
      }
    }
    assertEquals(false, new java.io.File("/tmp/kopi-pwned").exists());
  }

  /** The words of each placement, as the issue specifies them, independently of the tokenizer. */
  private static void checkAgainstSpecification(List<String> words, String value, String first, String second) {
    String text = stripTrailingNewlines(value);
    List<String> expected = new ArrayList<>(List.of("printf", "%s\\0", "\u0001A"));
    for (String piece : text.split("[ \t\n]+")) {
      if (!piece.isEmpty()) {
        expected.add(piece);
      }
    }
    expected.add("\u0001B");
    expected.addAll(Arrays.asList(text.split("\n", -1)));
    expected.add("\u0001C");
    expected.add(text);
    int glued = words.indexOf("\u0001D");
    int quoted = words.indexOf("\u0001E");
    assertEquals(expected, words.subList(0, glued), "value " + Arrays.toString(value.codePoints().toArray()));
    int list = words.indexOf("\u0001F");
    List<String> inDoubleQuotes = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      inDoubleQuotes.add((i == 0 ? "p" : "") + lines[i] + (i == lines.length - 1 ? "q" : ""));
    }
    assertEquals(inDoubleQuotes, words.subList(quoted + 1, list));
    int dollar = words.indexOf("\u0001G");
    assertEquals(List.of(stripTrailingNewlines(first), stripTrailingNewlines(second)), words.subList(list + 1, dollar));
  }

  private static String randomValue(Random random) {
    int length = random.nextInt(6);
    StringBuilder value = new StringBuilder();
    for (int i = 0; i < length; i++) {
      value.append(ALPHABET[random.nextInt(ALPHABET.length)]);
    }
    return value.toString();
  }

  private static String stripTrailingNewlines(String text) {
    int end = text.length();
    while (end > 0 && text.charAt(end - 1) == '\n') {
      end--;
    }
    return text.substring(0, end);
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
    return words;
  }
}
