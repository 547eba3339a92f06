package kopi.runtime.lib;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import kopi.runtime.Builtin;
import kopi.runtime.CharSet;
import kopi.runtime.Char;
import kopi.runtime.Errors;
import kopi.runtime.MString;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Printer;
import kopi.runtime.Procedure;
import kopi.runtime.Symbol;

/**
 * SRFI 115: regular expressions written as S-expressions (SREs), compiled to Java regular
 * expressions ({@link Pattern}). {@link #translate} turns an SRE into Java syntax: sequences,
 * alternation, repetition (greedy and not), submatches (numbered and named), the character set
 * names ({@code alpha}, {@code digit}, ...), literal sets ({@code ("abc")}, {@code (/ "az")}),
 * their complement, difference and intersection, SRFI 14 char-sets, case folding, anchors and
 * look-around. The macro {@code rx} is in the bundled source {@code kopi/lib/srfi/115.sld}.
 */
public final class Srfi115Lib {
  private Srfi115Lib() {}

  /** A compiled SRE: the pattern and the submatch names with their numbers. */
  public static final class Regexp {
    final Pattern pattern;
    final Map<String, Integer> names;
    final Object sre;

    Regexp(Pattern pattern, Map<String, Integer> names, Object sre) {
      this.pattern = pattern;
      this.names = names;
      this.sre = sre;
    }

    @Override
    public String toString() {
      return "#<regexp " + Printer.writeString(sre) + ">";
    }
  }

  /** A successful match: the submatch positions, the string, and the names of the regexp. */
  public static final class Match {
    final int[] starts;
    final int[] ends;
    final CharSequence string;
    final Map<String, Integer> names;

    Match(java.util.regex.MatchResult m, CharSequence string, Map<String, Integer> names) {
      int n = m.groupCount() + 1;
      starts = new int[n];
      ends = new int[n];
      for (int g = 0; g < n; g++) {
        starts[g] = m.start(g);
        ends[g] = m.end(g);
      }
      this.string = string;
      this.names = names;
    }

    @Override
    public String toString() {
      return "#<regexp-match " + Printer.writeString(new MString(string.subSequence(starts[0], ends[0]).toString()))
          + ">";
    }
  }

  // ---- translation ----

  /** Translates SREs to Java regular-expression syntax, numbering the submatches. */
  private static final class Translator {
    final Map<String, Integer> names = new LinkedHashMap<>();
    int groups;

    String sre(Object x) {
      if (x instanceof CharSequence s) {
        return literal(s.toString());
      }
      if (x instanceof Char c) {
        return literal(c.toString());
      }
      if (x instanceof CharSet || isSetName(x) || isSetForm(x)) {
        return "[" + set(x) + "]";
      }
      if (x instanceof Symbol s) {
        return switch (s.name()) {
          case "any" -> "(?s:.)";
          case "nonl" -> "[^\\n]";
          case "bos" -> "\\A";
          case "eos" -> "\\z";
          case "bol" -> "(?m:^)";
          case "eol" -> "(?m:$)";
          case "bow" -> "\\b(?=\\w)";
          case "eow" -> "\\b(?<=\\w)";
          case "nwb" -> "\\B";
          case "epsilon" -> "";
          case "word" -> "\\b\\w+\\b";
          default -> throw bad(x);
        };
      }
      if (!(x instanceof Pair p) || !(p.car instanceof Symbol head)) {
        throw bad(x);
      }
      List<Object> args = list(p.cdr, x);
      switch (head.name()) {
        case ":", "seq":
          return "(?:" + seq(args) + ")";
        case "or", "|":
          if (args.isEmpty()) {
            return "(?!)";
          }
          List<String> alternatives = new ArrayList<>();
          for (Object a : args) {
            alternatives.add(sre(a));
          }
          return "(?:" + String.join("|", alternatives) + ")";
        case "*", "zero-or-more":
          return "(?:" + seq(args) + ")*";
        case "+", "one-or-more":
          return "(?:" + seq(args) + ")+";
        case "?", "optional":
          return "(?:" + seq(args) + ")?";
        case "*?", "non-greedy-zero-or-more":
          return "(?:" + seq(args) + ")*?";
        case "??", "non-greedy-optional":
          return "(?:" + seq(args) + ")??";
        case "=", "exactly":
          return "(?:" + seq(args.subList(1, args.size())) + "){" + count(args, 0, x) + "}";
        case ">=", "at-least":
          return "(?:" + seq(args.subList(1, args.size())) + "){" + count(args, 0, x) + ",}";
        case "**", "repeated":
          return "(?:" + seq(args.subList(2, args.size())) + "){" + count(args, 0, x) + "," + count(args, 1, x) + "}";
        case "**?", "non-greedy-repeated":
          return "(?:" + seq(args.subList(2, args.size())) + "){" + count(args, 0, x) + "," + count(args, 1, x) + "}?";
        case "$", "submatch":
          groups++;
          return "(" + seq(args) + ")";
        case "->", "submatch-named": {
          if (args.isEmpty() || !(args.get(0) instanceof Symbol name)) {
            throw bad(x);
          }
          int number = ++groups;
          names.putIfAbsent(name.name(), number);
          return "(" + seq(args.subList(1, args.size())) + ")";
        }
        case "w/nocase":
          return "(?iu:" + seq(args) + ")";
        case "w/case":
          return "(?-iu:" + seq(args) + ")";
        case "w/ascii", "w/unicode", "w/nocapture":
          return "(?:" + seq(args) + ")";
        case "look-ahead":
          return "(?=" + seq(args) + ")";
        case "look-behind":
          return "(?<=" + seq(args) + ")";
        case "neg-look-ahead":
          return "(?!" + seq(args) + ")";
        case "neg-look-behind":
          return "(?<!" + seq(args) + ")";
        case "word":
          return "\\b(?:" + seq(args) + ")\\b";
        case "word+":
          return "\\b(?:[" + set(new Pair(Symbol.intern("and"), new Pair(Symbol.intern("word-char"), p.cdr)))
              + "])+\\b";
        case "backref":
          if (args.size() == 1 && args.get(0) instanceof Long n && n > 0 && n <= groups) {
            return "\\" + n;
          }
          if (args.size() == 1 && args.get(0) instanceof Symbol name && names.containsKey(name.name())) {
            return "\\" + names.get(name.name());
          }
          throw bad(x);
        default:
          throw bad(x);
      }
    }

    String seq(List<Object> items) {
      StringBuilder out = new StringBuilder();
      for (Object item : items) {
        out.append(sre(item));
      }
      return out.toString();
    }

    /** The inside of a Java character class for a set SRE. */
    String set(Object x) {
      if (x instanceof CharSet cs) {
        return ranges(cs.bits());
      }
      if (x instanceof Char c) {
        return classChar(c.codePoint());
      }
      if (x instanceof CharSequence s && s.length() > 0) {
        StringBuilder out = new StringBuilder();
        s.codePoints().forEach(c -> out.append(classChar(c)));
        return out.toString();
      }
      if (x instanceof Symbol s) {
        String name = switch (s.name()) {
          case "alpha", "alphabetic" -> "\\p{IsAlphabetic}";
          case "digit", "numeric", "num" -> "\\p{IsDigit}";
          case "alnum", "alphanumeric" -> "\\p{IsAlphabetic}\\p{IsDigit}";
          case "punct", "punctuation" -> "\\p{IsPunctuation}";
          case "symbol" -> "\\p{Sm}\\p{Sc}\\p{Sk}\\p{So}";
          case "space", "whitespace", "white" -> "\\p{IsWhite_Space}";
          case "upper", "upper-case" -> "\\p{IsUppercase}";
          case "lower", "lower-case" -> "\\p{IsLowercase}";
          case "graph", "graphic" -> "\\p{IsAlphabetic}\\p{IsDigit}\\p{IsPunctuation}\\p{Sm}\\p{Sc}\\p{Sk}\\p{So}";
          case "print", "printing" ->
              "\\p{IsAlphabetic}\\p{IsDigit}\\p{IsPunctuation}\\p{Sm}\\p{Sc}\\p{Sk}\\p{So}\\p{IsWhite_Space}";
          case "cntrl", "control" -> "\\p{Cc}";
          case "xdigit", "hex-digit" -> "0-9a-fA-F";
          case "ascii" -> "\\x00-\\x7F";
          case "word-char" -> "\\w";
          case "nonl" -> "[^\\n]";
          case "any" -> "\\x{0}-\\x{10FFFF}";
          default -> null;
        };
        if (name != null) {
          return name;
        }
      }
      if (x instanceof Pair p) {
        if (p.car instanceof CharSequence s && p.cdr == Nil.NIL) {
          return set(s);
        }
        if (p.car instanceof Symbol head) {
          List<Object> args = list(p.cdr, x);
          switch (head.name()) {
            case "char-set":
              if (args.size() == 1) {
                return set(args.get(0));
              }
              break;
            case "/", "char-range": {
              StringBuilder chars = new StringBuilder();
              for (Object a : args) {
                if (a instanceof Char c) {
                  chars.appendCodePoint(c.codePoint());
                } else if (a instanceof CharSequence s) {
                  chars.append(s);
                } else {
                  throw bad(x);
                }
              }
              int[] cps = chars.codePoints().toArray();
              if (cps.length % 2 != 0) {
                throw bad(x);
              }
              StringBuilder out = new StringBuilder();
              for (int i = 0; i < cps.length; i += 2) {
                out.append(classChar(cps[i])).append('-').append(classChar(cps[i + 1]));
              }
              return out.toString();
            }
            case "or", "|": {
              StringBuilder out = new StringBuilder();
              for (Object a : args) {
                out.append('[').append(set(a)).append(']');
              }
              return out.toString();
            }
            case "~", "complement":
              return "^"
                  + (args.size() == 1 ? "[" + set(args.get(0)) + "]" : set(new Pair(Symbol.intern("or"), p.cdr)));
            case "-", "difference": {
              StringBuilder out = new StringBuilder("[" + set(args.get(0)) + "]");
              for (Object a : args.subList(1, args.size())) {
                out.append("&&[^").append(set(a)).append(']');
              }
              return out.toString();
            }
            case "&", "and": {
              StringBuilder out = new StringBuilder();
              for (int i = 0; i < args.size(); i++) {
                out.append(i == 0 ? "" : "&&").append('[').append(set(args.get(i))).append(']');
              }
              return out.toString();
            }
            case "w/nocase": {
              // A set under w/nocase: both cases of its letters.
              return set(args.get(0));
            }
            default:
              break;
          }
        }
      }
      throw bad(x);
    }

    boolean isSetName(Object x) {
      if (!(x instanceof Symbol s)) {
        return false;
      }
      return switch (s.name()) {
        case "alpha", "alphabetic", "digit", "numeric", "num", "alnum", "alphanumeric", "punct",
            "punctuation", "symbol", "space", "whitespace", "white", "upper", "upper-case", "lower",
            "lower-case", "graph", "graphic", "print", "printing", "cntrl", "control", "xdigit",
            "hex-digit", "ascii" -> true;
        default -> false;
      };
    }

    boolean isSetForm(Object x) {
      if (!(x instanceof Pair p)) {
        return false;
      }
      if (p.car instanceof CharSequence && p.cdr == Nil.NIL) {
        return true;
      }
      if (!(p.car instanceof Symbol head)) {
        return false;
      }
      return switch (head.name()) {
        case "char-set", "/", "char-range", "~", "complement", "-", "difference", "&", "and" -> true;
        case "or", "|" -> {
          boolean all = p.cdr != Nil.NIL;
          for (Object l = p.cdr; l instanceof Pair q; l = q.cdr) {
            all &= q.car instanceof Char || q.car instanceof CharSet || isSetName(q.car) || isSetForm(q.car)
                || (q.car instanceof CharSequence s && s.codePoints().count() == 1);
          }
          yield all;
        }
        default -> false;
      };
    }

    private static int count(List<Object> args, int index, Object x) {
      if (index < args.size() && args.get(index) instanceof Long n && n >= 0 && n <= Integer.MAX_VALUE) {
        return (int) (long) n;
      }
      throw bad(x);
    }

    private static List<Object> list(Object l, Object whole) {
      List<Object> out = new ArrayList<>();
      while (l instanceof Pair p) {
        out.add(p.car);
        l = p.cdr;
      }
      if (l != Nil.NIL) {
        throw bad(whole);
      }
      return out;
    }

    private static String literal(String s) {
      StringBuilder out = new StringBuilder();
      s.codePoints().forEach(c -> {
        if ("\\^$.|?*+()[]{}".indexOf(c) >= 0) {
          out.append('\\');
        }
        out.appendCodePoint(c);
      });
      return out.toString();
    }

    private static String classChar(int c) {
      return String.format("\\x{%x}", c);
    }

    private static String ranges(BitSet bits) {
      StringBuilder out = new StringBuilder();
      for (int start = bits.nextSetBit(0); start >= 0;) {
        int end = bits.nextClearBit(start) - 1;
        out.append(classChar(start));
        if (end > start) {
          out.append('-').append(classChar(end));
        }
        start = bits.nextSetBit(end + 1);
      }
      return out.length() == 0 ? "&&[^\\x{0}-\\x{10FFFF}]" : out.toString();
    }
  }

  /** A malformed SRE, reported with the SRE. */
  private static final class BadSre extends RuntimeException {
    BadSre(Object sre) {
      super("invalid SRE: " + Printer.writeString(sre), null, false, false);
    }
  }

  private static BadSre bad(Object sre) {
    return new BadSre(sre);
  }

  private static Regexp compile(String who, Object re) {
    if (re instanceof Regexp r) {
      return r;
    }
    Translator t = new Translator();
    String java;
    try {
      java = t.sre(re);
    } catch (BadSre e) {
      throw Errors.error(who + ": " + e.getMessage());
    }
    try {
      return new Regexp(Pattern.compile(java), Map.copyOf(t.names), re);
    } catch (PatternSyntaxException e) {
      throw Errors.error(who + ": invalid SRE: " + Printer.writeString(re));
    }
  }

  @Builtin("regexp")
  public static Object regexp(Object re) {
    return compile("regexp", re);
  }

  @Builtin("regexp?")
  public static Object regexpP(Object x) {
    return x instanceof Regexp;
  }

  @Builtin("valid-sre?")
  public static Object validSreP(Object x) {
    try {
      compile("valid-sre?", x);
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }

  @Builtin("regexp->sre")
  public static Object regexpToSre(Object re) {
    if (re instanceof Regexp r) {
      return r.sre;
    }
    throw Errors.wrongType("regexp->sre", "regexp", re);
  }

  @Builtin("char-set->sre")
  public static Object charSetToSre(Object cs) {
    if (!(cs instanceof CharSet set)) {
      throw Errors.wrongType("char-set->sre", "char-set", cs);
    }
    StringBuilder chars = new StringBuilder();
    set.bits().stream().forEach(chars::appendCodePoint);
    return Pair.list(new Object[] {new MString(chars.toString())});
  }

  private static Matcher matcher(String who, Object re, Object string, Object[] range, int from) {
    CharSequence s = Args.string(who, string);
    Regexp r = compile(who, re);
    int start = range.length > from ? Args.index(who, range[from], s.length() + 1) : 0;
    int end = Args.end(who, range.length > from + 1 ? range[from + 1] : null, start, s.length());
    Matcher m = r.pattern.matcher(s);
    m.region(start, end);
    m.useTransparentBounds(true);
    m.useAnchoringBounds(false);
    return m;
  }

  @Builtin(value = "regexp-matches", min = 2)
  public static Object matches(Object[] args) {
    Matcher m = matcher("regexp-matches", args[0], args[1], args, 2);
    return m.matches() ? new Match(m, Args.string("regexp-matches", args[1]), compile("regexp-matches", args[0]).names)
        : false;
  }

  @Builtin(value = "regexp-matches?", min = 2)
  public static Object matchesP(Object[] args) {
    return matcher("regexp-matches?", args[0], args[1], args, 2).matches();
  }

  @Builtin(value = "regexp-search", min = 2)
  public static Object search(Object[] args) {
    Matcher m = matcher("regexp-search", args[0], args[1], args, 2);
    return m.find() ? new Match(m, Args.string("regexp-search", args[1]), compile("regexp-search", args[0]).names)
        : false;
  }

  /** The successive non-overlapping matches between the range's bounds. */
  private static List<Match> all(String who, Object re, Object string, Object[] args, int from) {
    Matcher m = matcher(who, re, string, args, from);
    Map<String, Integer> names = compile(who, re).names;
    CharSequence s = Args.string(who, string);
    List<Match> out = new ArrayList<>();
    while (m.find()) {
      out.add(new Match(m, s, names));
    }
    return out;
  }

  /** {@code (regexp-fold re kons knil str [finish start end])}: kons gets (i match str acc). */
  @Builtin(value = "regexp-fold", min = 4)
  public static Object fold(Object[] args) {
    Procedure kons = Args.procedure("regexp-fold", args[1]);
    Object acc = args[2];
    CharSequence s = Args.string("regexp-fold", args[3]);
    Object finish = args.length > 4 ? args[4] : null;
    int i = args.length > 5 ? Args.index("regexp-fold", args[5], s.length() + 1) : 0;
    for (Match m : all("regexp-fold", args[0], args[3], args, 5)) {
      acc = Procedure.callN(kons, new Object[] {(long) i, m, s, acc});
      i = m.ends[0];
    }
    return finish == null ? acc
        : Procedure.callN(Args.procedure("regexp-fold", finish), new Object[] {(long) i, false, s, acc});
  }

  @Builtin(value = "regexp-extract", min = 2)
  public static Object extract(Object[] args) {
    List<Object> out = new ArrayList<>();
    for (Match m : all("regexp-extract", args[0], args[1], args, 2)) {
      if (m.ends[0] > m.starts[0]) {
        out.add(new MString(m.string.subSequence(m.starts[0], m.ends[0]).toString()));
      }
    }
    return Pair.list(out.toArray());
  }

  @Builtin(value = "regexp-split", min = 2)
  public static Object split(Object[] args) {
    CharSequence s = Args.string("regexp-split", args[1]);
    int start = args.length > 2 ? Args.index("regexp-split", args[2], s.length() + 1) : 0;
    int end = Args.end("regexp-split", args.length > 3 ? args[3] : null, start, s.length());
    List<Object> out = new ArrayList<>();
    int previous = start;
    for (Match m : all("regexp-split", args[0], args[1], args, 2)) {
      if (m.ends[0] == m.starts[0]) {
        continue;
      }
      out.add(new MString(s.subSequence(previous, m.starts[0]).toString()));
      previous = m.ends[0];
    }
    out.add(new MString(s.subSequence(previous, end).toString()));
    return Pair.list(out.toArray());
  }

  @Builtin(value = "regexp-partition", min = 2)
  public static Object partition(Object[] args) {
    CharSequence s = Args.string("regexp-partition", args[1]);
    int start = args.length > 2 ? Args.index("regexp-partition", args[2], s.length() + 1) : 0;
    int end = Args.end("regexp-partition", args.length > 3 ? args[3] : null, start, s.length());
    List<Object> out = new ArrayList<>();
    int previous = start;
    for (Match m : all("regexp-partition", args[0], args[1], args, 2)) {
      if (m.ends[0] == m.starts[0]) {
        continue;
      }
      out.add(new MString(s.subSequence(previous, m.starts[0]).toString()));
      out.add(new MString(s.subSequence(m.starts[0], m.ends[0]).toString()));
      previous = m.ends[0];
    }
    if (previous < end || out.isEmpty()) {
      out.add(new MString(s.subSequence(previous, end).toString()));
    }
    return Pair.list(out.toArray());
  }

  /** The text a substitution gives for match {@code m}: a string, submatch, pre, post, procedure or list of those. */
  private static void substitute(String who, Object subst, Match m, StringBuilder out) {
    if (subst instanceof CharSequence s) {
      out.append(s);
    } else if (subst instanceof Long
        || subst instanceof Symbol s && !s.name().equals("pre") && !s.name().equals("post")) {
      Object text = submatch(who, m, subst);
      if (text instanceof CharSequence t) {
        out.append(t);
      }
    } else if (subst instanceof Symbol s) {
      out.append(s.name().equals("pre") ? m.string.subSequence(0, m.starts[0])
          : m.string.subSequence(m.ends[0], m.string.length()));
    } else if (subst instanceof Procedure p) {
      out.append(Args.string(who, Procedure.call(p, m)));
    } else if (subst instanceof Pair || subst == Nil.NIL) {
      for (Object l = subst; l instanceof Pair p; l = p.cdr) {
        substitute(who, p.car, m, out);
      }
    } else {
      throw Errors.wrongType(who, "substitution (string, submatch, pre, post, procedure or list)", subst);
    }
  }

  /** {@code (regexp-replace re str subst [start end count])}: the count-th match (from 0) replaced. */
  @Builtin(value = "regexp-replace", min = 3)
  public static Object replace(Object[] args) {
    CharSequence s = Args.string("regexp-replace", args[1]);
    int count = args.length > 5 ? Args.index("regexp-replace", args[5]) : 0;
    List<Match> matches = all("regexp-replace", args[0], args[1], args, 3);
    if (count >= matches.size()) {
      return new MString(s.toString());
    }
    Match m = matches.get(count);
    StringBuilder out = new StringBuilder(s.subSequence(0, m.starts[0]));
    substitute("regexp-replace", args[2], m, out);
    out.append(s.subSequence(m.ends[0], s.length()));
    return new MString(out.toString());
  }

  @Builtin(value = "regexp-replace-all", min = 3)
  public static Object replaceAll(Object[] args) {
    CharSequence s = Args.string("regexp-replace-all", args[1]);
    StringBuilder out = new StringBuilder();
    int previous = 0;
    for (Match m : all("regexp-replace-all", args[0], args[1], args, 3)) {
      out.append(s, previous, m.starts[0]);
      substitute("regexp-replace-all", args[2], m, out);
      previous = m.ends[0];
    }
    out.append(s, previous, s.length());
    return new MString(out.toString());
  }

  @Builtin("regexp-match?")
  public static Object matchP(Object x) {
    return x instanceof Match;
  }

  private static Match match(String who, Object x) {
    if (x instanceof Match m) {
      return m;
    }
    throw Errors.wrongType(who, "regexp-match", x);
  }

  @Builtin("regexp-match-count")
  public static Object matchCount(Object m) {
    return (long) (match("regexp-match-count", m).starts.length - 1);
  }

  private static int field(String who, Match m, Object field) {
    int g;
    if (field instanceof Long n && n >= 0 && n < m.starts.length) {
      g = (int) (long) n;
    } else if (field instanceof Symbol s && m.names.containsKey(s.name())) {
      g = m.names.get(s.name());
    } else {
      throw Errors.error(who + ": no submatch " + Printer.writeString(field));
    }
    return g;
  }

  private static Object submatch(String who, Match m, Object field) {
    int g = field(who, m, field);
    return m.starts[g] < 0 ? Boolean.FALSE : new MString(m.string.subSequence(m.starts[g], m.ends[g]).toString());
  }

  @Builtin("regexp-match-submatch")
  public static Object matchSubmatch(Object m, Object field) {
    return submatch("regexp-match-submatch", match("regexp-match-submatch", m), field);
  }

  @Builtin("regexp-match-submatch-start")
  public static Object matchSubmatchStart(Object m, Object field) {
    Match match = match("regexp-match-submatch-start", m);
    int g = field("regexp-match-submatch-start", match, field);
    return match.starts[g] < 0 ? Boolean.FALSE : (Object) (long) match.starts[g];
  }

  @Builtin("regexp-match-submatch-end")
  public static Object matchSubmatchEnd(Object m, Object field) {
    Match match = match("regexp-match-submatch-end", m);
    int g = field("regexp-match-submatch-end", match, field);
    return match.ends[g] < 0 ? Boolean.FALSE : (Object) (long) match.ends[g];
  }

  @Builtin("regexp-match->list")
  public static Object matchToList(Object m) {
    Match match = match("regexp-match->list", m);
    Object[] out = new Object[match.starts.length];
    for (int g = 0; g < out.length; g++) {
      out[g] = submatch("regexp-match->list", match, (long) g);
    }
    return Pair.list(out);
  }
}
