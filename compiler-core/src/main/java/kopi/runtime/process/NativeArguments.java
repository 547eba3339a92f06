package kopi.runtime.process;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Arguments and environment values that reach a process as UTF-8 whatever the JVM's locale.
 *
 * <p>The JVM encodes the arguments and environment of a process it starts with the platform's
 * encoding (Java 17: {@code file.encoding}; later versions: {@code sun.jnu.encoding}), both taken
 * from the locale: under {@code LC_ALL=C} they are ASCII and {@code é} arrives as {@code ?}. When a
 * word or a value set for the process cannot be encoded so, the process is started through
 * {@code /bin/sh} instead: every argument travels as ASCII text with each other byte of its UTF-8
 * form written {@code \ooo}, a short script (ASCII itself) turns them back into bytes with
 * {@code printf}, exports the environment values decoded the same way, and {@code exec}s the
 * command. The shell never parses an argument: {@code printf}'s format holds only letters, digits
 * and octal escapes. Under a UTF-8 locale nothing changes.
 */
final class NativeArguments {
  /** The names the decoding script can export. */
  private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  private static final String DECODE = "for _kopi_a do shift; _kopi_a=$(printf \"$_kopi_a\"x);"
      + " set -- \"$@\" \"${_kopi_a%x}\"; done; exec \"$@\"";

  private NativeArguments() {}

  /**
   * The words to start, given the words wanted and the environment the process builder holds, which
   * it may change: values that cannot be encoded move into the decoding script.
   */
  static List<String> words(List<String> words, Map<String, String> environment) {
    for (String word : words) {
      if (word.indexOf('\0') >= 0) {
        // No argument can hold a NUL: the process builder reports it.
        return words;
      }
    }
    List<Charset> charsets = platformCharsets();
    StringBuilder exports = new StringBuilder();
    Iterator<Map.Entry<String, String>> entries = environment.entrySet().iterator();
    while (entries.hasNext()) {
      Map.Entry<String, String> entry = entries.next();
      if (!encodable(entry.getValue(), charsets) && NAME.matcher(entry.getKey()).matches()) {
        exports.append("_kopi_a=$(printf '").append(encode(entry.getValue())).append("'x); ")
            .append(entry.getKey()).append("=${_kopi_a%x}; export ").append(entry.getKey()).append("; ");
        entries.remove();
      }
    }
    boolean wordsEncodable = true;
    for (String word : words) {
      wordsEncodable &= encodable(word, charsets);
    }
    if (wordsEncodable && exports.length() == 0) {
      return words;
    }
    List<String> result = new ArrayList<>(List.of("/bin/sh", "-c", exports + DECODE, "sh"));
    for (String word : words) {
      result.add(encode(word));
    }
    return result;
  }

  /** The charsets the JVM may encode process arguments with; one of them being UTF-8 is not enough. */
  private static List<Charset> platformCharsets() {
    List<Charset> charsets = new ArrayList<>();
    charsets.add(Charset.defaultCharset());
    String jnu = System.getProperty("sun.jnu.encoding");
    if (jnu != null) {
      try {
        charsets.add(Charset.forName(jnu));
      } catch (IllegalArgumentException e) {
        charsets.add(StandardCharsets.US_ASCII);
      }
    }
    return charsets;
  }

  private static boolean encodable(String text, List<Charset> charsets) {
    for (Charset charset : charsets) {
      if (!charset.newEncoder().canEncode(text)) {
        return false;
      }
      if (!charset.equals(StandardCharsets.UTF_8)) {
        // A legacy charset may encode the text, but not as UTF-8 bytes, which is what Kopi promises.
        for (int i = 0; i < text.length(); i++) {
          if (text.charAt(i) >= 0x80) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /** The UTF-8 bytes of {@code text} as a printf format: letters and digits as they are, the rest octal. */
  static String encode(String text) {
    StringBuilder out = new StringBuilder();
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (c < 0x80 && Character.isLetterOrDigit(c)) {
        out.append((char) c);
      } else {
        out.append('\\').append((char) ('0' + (c >> 6))).append((char) ('0' + ((c >> 3) & 7)))
            .append((char) ('0' + (c & 7)));
      }
    }
    return out.toString();
  }
}
