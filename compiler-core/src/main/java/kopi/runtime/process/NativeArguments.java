package kopi.runtime.process;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Arguments and environment values that reach a process as UTF-8 whatever the JVM's locale.
 *
 * <p>The JVM encodes the arguments and environment of a process it starts with the platform's
 * encoding (Java 17: {@code file.encoding}; later versions: {@code sun.jnu.encoding}), both taken
 * from the locale: under {@code LC_ALL=C} they are ASCII and {@code é} arrives as {@code ?}. When a
 * word or a value the program sets for the process cannot be encoded so, the process is started
 * through {@code /bin/sh} instead. Each such text travels as an ASCII positional parameter in which
 * every byte of its UTF-8 form that is not ASCII, and every {@code \} and {@code %}, is written
 * {@code \ooo}; a script of ASCII only turns each back into bytes with {@code printf}, exports the
 * environment values and {@code exec}s the command with the other words as they came. The shell
 * never parses an argument: it is expanded in double quotes, and {@code printf} reads only octal
 * escapes in it. Under a UTF-8 locale nothing changes.
 */
final class NativeArguments {
  /** The names the decoding script can export. */
  private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  private NativeArguments() {}

  /**
   * The words to start, given the words wanted and the environment the process builder holds, which
   * it may change: values the program set ({@code assigned}) that cannot be encoded move into the
   * decoding script. Inherited variables are left alone: the JVM passes their bytes as it got them.
   */
  static List<String> words(List<String> words, Map<String, String> environment, Set<String> assigned) {
    for (String word : words) {
      if (word.indexOf('\0') >= 0) {
        // No argument can hold a NUL: the process builder reports it.
        return words;
      }
    }
    List<Charset> charsets = platformCharsets();
    List<String> arguments = new ArrayList<>();
    StringBuilder script = new StringBuilder();
    for (String name : assigned) {
      String value = environment.get(name);
      if (value != null && !encodable(value, charsets) && NAME.matcher(name).matches()) {
        arguments.add(encode(value));
        script.append(decode(arguments.size())).append(name).append("=${_kopi_a%x}; export ")
            .append(name).append("; ");
        environment.remove(name);
      }
    }
    StringBuilder exec = new StringBuilder("exec");
    boolean decoding = script.length() > 0;
    for (String word : words) {
      if (encodable(word, charsets)) {
        arguments.add(word);
        exec.append(" \"${").append(arguments.size()).append("}\"");
      } else {
        decoding = true;
        arguments.add(encode(word));
        int n = arguments.size();
        script.append(decode(n)).append("_kopi_").append(n).append("=${_kopi_a%x}; ");
        exec.append(" \"${_kopi_").append(n).append("}\"");
      }
    }
    if (!decoding) {
      return words;
    }
    List<String> result = new ArrayList<>(List.of("/bin/sh", "-c", script.append(exec).toString(), "sh"));
    result.addAll(arguments);
    return result;
  }

  /** Script text that sets {@code _kopi_a} to the bytes of positional parameter {@code n} and an x. */
  private static String decode(int n) {
    // The x keeps trailing newlines from being dropped by the command substitution.
    return "_kopi_a=$(printf \"${" + n + "}x\"); ";
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

  /**
   * The UTF-8 bytes of {@code text} as a printf format: ASCII as it is, except for \\, % and a
   * leading - (an option to printf), and the other bytes in octal.
   */
  static String encode(String text) {
    StringBuilder out = new StringBuilder();
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (c < 0x80 && c != '\\' && c != '%' && !(c == '-' && out.length() == 0)) {
        out.append((char) c);
      } else {
        out.append('\\').append((char) ('0' + (c >> 6))).append((char) ('0' + ((c >> 3) & 7)))
            .append((char) ('0' + (c & 7)));
      }
    }
    return out.toString();
  }
}
