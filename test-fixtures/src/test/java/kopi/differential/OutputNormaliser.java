package kopi.differential;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one difference between Kopi's and Chez Scheme's output that both are right about, made to
 * disappear before comparing: how a flonum is written. Kopi writes flonums as Kawa does
 * ({@code 1.0E21}, {@code 1.0E7}, {@code 1.23456789E7}), Chez as {@code 1e21}, {@code 10000000.0},
 * {@code 12345678.9}. Both write the shortest digits that read back as the same double, so each
 * flonum token (a decimal with a point or an exponent, standing alone) is replaced by the
 * canonical text of the double it denotes. Integers, rationals ({@code 1/3}), characters
 * ({@code #\1}) and symbols are left alone; so are {@code +inf.0}, {@code -inf.0} and
 * {@code +nan.0}, which both write alike. Chez also writes a subnormal flonum with its R6RS
 * mantissa width ({@code 7.7999999987e-310|48}); the width is dropped.
 */
final class OutputNormaliser {
  private static final Pattern FLONUM = Pattern.compile(
      "(?<![A-Za-z0-9_.+\\-/#\\\\])([+-]?(?:\\d+\\.\\d*|\\.\\d+|\\d+)(?:[eE][+-]?\\d+)?)(\\|\\d+)?(?![A-Za-z0-9_./])");

  private OutputNormaliser() {}

  static String normalise(String output) {
    Matcher m = FLONUM.matcher(output);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String token = m.group(1);
      boolean flonum = token.indexOf('.') >= 0 || token.indexOf('e') >= 0 || token.indexOf('E') >= 0;
      m.appendReplacement(out,
          Matcher.quoteReplacement(flonum ? Double.toString(Double.parseDouble(token)) : m.group()));
    }
    m.appendTail(out);
    return out.toString();
  }
}
