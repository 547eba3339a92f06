package kopi.runtime.lib;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.MString;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;

/**
 * Kawa's {@code (kawa regex)}: Java regular expressions ({@link Pattern}), given as a pattern or a
 * string. The builtins are internal ({@code %regex-match}); the library {@code (kawa regex)} of
 * {@code kopi.expand.StandardLibraries} exports them under Kawa's names, which, as in Kawa, only
 * an import binds. A match searches the string ({@code Matcher.find}); a replacement string
 * follows {@code Matcher.appendReplacement} ({@code $1} is a group, {@code \} quotes).
 */
public final class RegexLib {
  private RegexLib() {}

  private static Pattern pattern(String who, Object x) {
    if (x instanceof Pattern p) {
      return p;
    }
    String source = Args.string(who, x).toString();
    try {
      return Pattern.compile(source);
    } catch (PatternSyntaxException e) {
      throw Errors.error(who + ": bad regular expression " + kopi.runtime.Printer.writeString(source) + ": "
          + e.getDescription());
    }
  }

  private static Matcher matcher(String who, Object regex, Object string, Object start, Object end) {
    CharSequence s = Args.string(who, string);
    Matcher m = pattern(who, regex).matcher(s);
    int from = start == null ? 0 : Args.index(who, start, s.length() + 1);
    int to = Args.end(who, end, from, s.length());
    m.region(from, to);
    return m;
  }

  @Builtin("%regex?")
  public static Object regexP(Object x) {
    return x instanceof Pattern;
  }

  /** Whether the regex matches some part of the string (between start and end). */
  @Builtin("%regex-match?")
  public static Object matchP(Object regex, Object string) {
    return matchP(regex, string, null, null);
  }

  @Builtin("%regex-match?")
  public static Object matchP(Object regex, Object string, Object start) {
    return matchP(regex, string, start, null);
  }

  @Builtin("%regex-match?")
  public static Object matchP(Object regex, Object string, Object start, Object end) {
    return matcher("regex-match?", regex, string, start, end).find();
  }

  /** The matched text and each group's (#f for a group that did not take part), or #f. */
  @Builtin("%regex-match")
  public static Object match(Object regex, Object string) {
    return match(regex, string, null, null);
  }

  @Builtin("%regex-match")
  public static Object match(Object regex, Object string, Object start) {
    return match(regex, string, start, null);
  }

  @Builtin("%regex-match")
  public static Object match(Object regex, Object string, Object start, Object end) {
    Matcher m = matcher("regex-match", regex, string, start, end);
    if (!m.find()) {
      return false;
    }
    Object result = Nil.NIL;
    for (int g = m.groupCount(); g >= 0; g--) {
      String text = m.group(g);
      result = new Pair(text == null ? Boolean.FALSE : new MString(text), result);
    }
    return result;
  }

  /** The (start . end) pairs of the match and each group's, or #f. */
  @Builtin("%regex-match-positions")
  public static Object positions(Object regex, Object string) {
    return positions(regex, string, null, null);
  }

  @Builtin("%regex-match-positions")
  public static Object positions(Object regex, Object string, Object start) {
    return positions(regex, string, start, null);
  }

  @Builtin("%regex-match-positions")
  public static Object positions(Object regex, Object string, Object start, Object end) {
    Matcher m = matcher("regex-match-positions", regex, string, start, end);
    if (!m.find()) {
      return false;
    }
    Object result = Nil.NIL;
    for (int g = m.groupCount(); g >= 0; g--) {
      result = new Pair(m.start(g) < 0 ? Boolean.FALSE : new Pair((long) m.start(g), (long) m.end(g)), result);
    }
    return result;
  }

  /** The pieces between the matches: {@code (regex-split "," "a,,b")} is {@code ("a" "" "b")}. */
  @Builtin("%regex-split")
  public static Object split(Object regex, Object string) {
    CharSequence s = Args.string("regex-split", string);
    Matcher m = pattern("regex-split", regex).matcher(s);
    java.util.List<Object> pieces = new java.util.ArrayList<>();
    int previous = 0;
    while (m.find()) {
      pieces.add(new MString(s.subSequence(previous, m.start()).toString()));
      previous = m.end();
    }
    pieces.add(new MString(s.subSequence(previous, s.length()).toString()));
    return Pair.list(pieces.toArray());
  }

  @Builtin("%regex-replace")
  public static Object replace(Object regex, Object string, Object replacement) {
    return replace("regex-replace", regex, string, replacement, false);
  }

  @Builtin("%regex-replace*")
  public static Object replaceAll(Object regex, Object string, Object replacement) {
    return replace("regex-replace*", regex, string, replacement, true);
  }

  /** A replacement is a string or a procedure of the matched text that returns one. */
  private static Object replace(String who, Object regex, Object string, Object replacement, boolean all) {
    CharSequence s = Args.string(who, string);
    Matcher m = pattern(who, regex).matcher(s);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      if (replacement instanceof Procedure p) {
        Object text = Procedure.call(p, new MString(m.group()));
        m.appendReplacement(out, Matcher.quoteReplacement(Args.string(who, text).toString()));
      } else {
        try {
          m.appendReplacement(out, Args.string(who, replacement).toString());
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
          throw Errors.error(who + ": bad replacement " + kopi.runtime.Printer.writeString(replacement) + ": "
              + e.getMessage());
        }
      }
      if (!all) {
        break;
      }
    }
    m.appendTail(out);
    return new MString(out.toString());
  }

  /** A string that matches {@code s} literally as a regular expression. */
  @Builtin("%regex-quote")
  public static Object quote(Object s) {
    return new MString(Pattern.quote(Args.string("regex-quote", s).toString()));
  }
}
