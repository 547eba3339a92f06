package kopi.runtime.lib;

import java.text.Normalizer;
import java.util.Locale;
import kopi.runtime.Builtin;
import kopi.runtime.Capture;
import kopi.runtime.Char;
import kopi.runtime.Continuations;
import kopi.runtime.Errors;
import kopi.runtime.JavaFrame;
import kopi.runtime.MString;
import kopi.runtime.StringLike;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;
import kopi.runtime.Symbol;
import kopi.runtime.TailCall;
import kopi.runtime.Unspecified;
import kopi.runtime.Unwindable;

/**
 * Strings and symbols. Strings are indexed by code point. Every builtin accepts a literal
 * {@code String} or an {@link MString}; the ones R7RS says return a newly allocated string return
 * an {@code MString}, so {@code string-set!} works on them; mutators reject literals, which R7RS
 * says are immutable.
 */
public final class StringLib {
  private StringLib() {}

  @Builtin("string?")
  public static Object stringP(Object x) {
    return x instanceof String || x instanceof MString || x instanceof StringLike like && like.isStringAndBytevector();
  }

  @Builtin(value = "make-string", types = {"integer", "char"})
  public static Object makeString(Object k) {
    return makeString(k, Char.of(' '));
  }

  @Builtin(value = "make-string", types = {"integer", "char"})
  public static Object makeString(Object k, Object fill) {
    return MString.filled(Args.index("make-string", k), Args.character("make-string", fill).codePoint());
  }

  @Builtin("string")
  public static Object string(Object[] chars) {
    MString result = new MString();
    for (Object c : chars) {
      result.appendCodePoint(Args.character("string", c).codePoint());
    }
    return result;
  }

  @Builtin(value = "string-length", types = {"string"})
  public static Object stringLength(Object s) {
    return (long) length(Args.string("string-length", s));
  }

  @Builtin(value = "string-ref", types = {"string", "integer"})
  public static Object stringRef(Object s, Object k) {
    CharSequence text = Args.string("string-ref", s);
    if (text instanceof MString m) {
      return Char.of(m.codePointAt(Args.index("string-ref", k, m.codePointLength())));
    }
    int index = Args.index("string-ref", k);
    int offset = offset(text, index);
    if (offset < 0 || offset >= text.length()) {
      throw Errors.outOfRange("string-ref", k, length(text));
    }
    return Char.of(Character.codePointAt(text, offset));
  }

  @Builtin(value = "string-set!", types = {"string", "integer", "char"})
  public static Object stringSet(Object s, Object k, Object c) {
    MString m = mutable("string-set!", s);
    m.setCodePointAt(Args.index("string-set!", k, m.codePointLength()),
        Args.character("string-set!", c).codePoint());
    return Unspecified.VALUE;
  }

  @Builtin(value = "substring", types = {"string", "integer", "integer"})
  public static Object substring(Object s, Object start, Object end) {
    return sliceCopy("substring", s, start, end);
  }

  @Builtin(value = "substring", types = {"string", "integer", "integer"})
  public static Object substring(Object s, Object start) {
    return sliceCopy("substring", s, start, null);
  }

  @Builtin(value = "string-append", types = {"string"})
  public static Object stringAppend(Object[] strings) {
    // The arguments are checked and measured first so that the result is allocated once.
    CharSequence[] parts = new CharSequence[strings.length];
    int total = 0;
    for (int i = 0; i < strings.length; i++) {
      parts[i] = Args.string("string-append", strings[i]);
      total += parts[i].length();
    }
    MString result = new MString(total);
    for (CharSequence part : parts) {
      result.append(part);
    }
    return result;
  }

  @Builtin(value = "string-copy", types = {"string", "integer", "integer"})
  public static Object stringCopy(Object s) {
    return new MString(Args.string("string-copy", s));
  }

  @Builtin(value = "string-copy", types = {"string", "integer", "integer"})
  public static Object stringCopy(Object s, Object start) {
    return new MString(slice("string-copy", s, start, null));
  }

  @Builtin(value = "string-copy", types = {"string", "integer", "integer"})
  public static Object stringCopy(Object s, Object start, Object end) {
    return new MString(slice("string-copy", s, start, end));
  }

  @Builtin("string-copy!")
  public static Object stringCopyBang(Object to, Object at, Object from) {
    return stringCopyBang(to, at, from, null, null);
  }

  @Builtin("string-copy!")
  public static Object stringCopyBang(Object to, Object at, Object from, Object start) {
    return stringCopyBang(to, at, from, start, null);
  }

  @Builtin("string-copy!")
  public static Object stringCopyBang(Object to, Object at, Object from, Object start, Object end) {
    MString target = mutable("string-copy!", to);
    int[] source = slice("string-copy!", from, start, end).codePoints().toArray();
    int position = Args.index("string-copy!", at);
    if (position + source.length > target.codePointLength()) {
      throw Errors.error("string-copy!: " + source.length + " characters do not fit at index " + position
          + " of a string of length " + target.codePointLength());
    }
    for (int i = 0; i < source.length; i++) {
      target.setCodePointAt(position + i, source[i]);
    }
    return Unspecified.VALUE;
  }

  @Builtin(value = "string-fill!", types = {"string", "char", "integer", "integer"})
  public static Object stringFill(Object s, Object c) {
    return stringFill(s, c, null, null);
  }

  @Builtin(value = "string-fill!", types = {"string", "char", "integer", "integer"})
  public static Object stringFill(Object s, Object c, Object start) {
    return stringFill(s, c, start, null);
  }

  @Builtin(value = "string-fill!", types = {"string", "char", "integer", "integer"})
  public static Object stringFill(Object s, Object c, Object start, Object end) {
    MString target = mutable("string-fill!", s);
    int codePoint = Args.character("string-fill!", c).codePoint();
    int length = target.codePointLength();
    int from = Args.start("string-fill!", start, length);
    int to = Args.end("string-fill!", end, from, length);
    for (int i = from; i < to; i++) {
      target.setCodePointAt(i, codePoint);
    }
    return Unspecified.VALUE;
  }

  /** Kawa's {@code (string-append! s value ...)}: appends strings and characters to the mutable string s. */
  @Builtin(value = "string-append!", min = 1, types = {"string", "*"})
  public static Object stringAppendBang(Object[] args) {
    MString target = mutable("string-append!", args[0]);
    // The values are checked before the string changes, and copied first when one is the string itself.
    MString tail = new MString();
    for (int i = 1; i < args.length; i++) {
      if (args[i] instanceof Char c) {
        tail.appendCodePoint(c.codePoint());
      } else {
        tail.append(Args.string("string-append!", args[i]));
      }
    }
    target.append(tail);
    return Unspecified.VALUE;
  }

  /**
   * Kawa's {@code (string-replace! dst dst-start dst-end src [src-start [src-end]])}: the characters
   * [dst-start, dst-end) of the mutable string dst become those of src, so dst grows or shrinks.
   */
  @Builtin(value = "string-replace!", types = {"string", "integer", "integer", "string", "integer", "integer"})
  public static Object stringReplaceBang(Object dst, Object start, Object end, Object src) {
    return stringReplaceBang(dst, start, end, src, null, null);
  }

  @Builtin(value = "string-replace!", types = {"string", "integer", "integer", "string", "integer", "integer"})
  public static Object stringReplaceBang(Object dst, Object start, Object end, Object src, Object srcStart) {
    return stringReplaceBang(dst, start, end, src, srcStart, null);
  }

  @Builtin(value = "string-replace!", types = {"string", "integer", "integer", "string", "integer", "integer"})
  public static Object stringReplaceBang(Object dst, Object start, Object end, Object src, Object srcStart,
      Object srcEnd) {
    MString target = mutable("string-replace!", dst);
    int length = target.codePointLength();
    int from = Args.start("string-replace!", start, length);
    int to = Args.end("string-replace!", end, from, length);
    target.replace(from, to, slice("string-replace!", src, srcStart, srcEnd));
    return Unspecified.VALUE;
  }

  @Builtin(value = "string->list", types = {"string", "integer", "integer"})
  public static Object stringToList(Object s) {
    return stringToList(s, null, null);
  }

  @Builtin(value = "string->list", types = {"string", "integer", "integer"})
  public static Object stringToList(Object s, Object start) {
    return stringToList(s, start, null);
  }

  @Builtin(value = "string->list", types = {"string", "integer", "integer"})
  public static Object stringToList(Object s, Object start, Object end) {
    // Read from the end straight out of the string: no copy of the slice, no array of code points.
    CharSequence text = Args.string("string->list", s);
    int length = length(text);
    int from = Args.start("string->list", start, length);
    int to = Args.end("string->list", end, from, length);
    boolean bmp = text instanceof MString m && m.isBmpOnly();
    int fromOffset = bmp ? from : offset(text, from);
    Object result = Nil.NIL;
    for (int i = bmp ? to : offset(text, to); i > fromOffset;) {
      char c = text.charAt(--i);
      int codePoint = c;
      if (Character.isLowSurrogate(c) && i > fromOffset && Character.isHighSurrogate(text.charAt(i - 1))) {
        codePoint = Character.toCodePoint(text.charAt(--i), c);
      }
      result = new Pair(Char.of(codePoint), result);
    }
    return result;
  }

  @Builtin(value = "list->string", types = {"list"})
  public static Object listToString(Object list) {
    MString result = new MString();
    for (Object c : Args.listToArray("list->string", list)) {
      result.appendCodePoint(Args.character("list->string", c).codePoint());
    }
    return result;
  }

  /** SRFI 13 {@code (string-upcase s start [end])}: the upcased substring. */
  @Builtin(value = "string-upcase", types = {"string"})
  public static Object stringUpcase(Object s, Object start) {
    return stringUpcase(Srfi13Lib.substringShared(new Object[] {s, start}));
  }

  @Builtin(value = "string-upcase", types = {"string"})
  public static Object stringUpcase(Object s, Object start, Object end) {
    return stringUpcase(Srfi13Lib.substringShared(new Object[] {s, start, end}));
  }

  @Builtin(value = "string-upcase", types = {"string"})
  public static Object stringUpcase(Object s) {
    return new MString(Args.string("string-upcase", s).toString().toUpperCase(Locale.ROOT));
  }

  /** SRFI 13 {@code (string-downcase s start [end])}: the downcased substring. */
  @Builtin(value = "string-downcase", types = {"string"})
  public static Object stringDowncase(Object s, Object start) {
    return stringDowncase(Srfi13Lib.substringShared(new Object[] {s, start}));
  }

  @Builtin(value = "string-downcase", types = {"string"})
  public static Object stringDowncase(Object s, Object start, Object end) {
    return stringDowncase(Srfi13Lib.substringShared(new Object[] {s, start, end}));
  }

  @Builtin(value = "string-downcase", types = {"string"})
  public static Object stringDowncase(Object s) {
    return new MString(Args.string("string-downcase", s).toString().toLowerCase(Locale.ROOT));
  }

  @Builtin(value = "string-foldcase", types = {"string"})
  public static Object stringFoldcase(Object s) {
    return new MString(foldCase(Args.string("string-foldcase", s)));
  }

  @Builtin(value = "string-normalize-nfd", types = {"string"})
  public static Object stringNormalizeNfd(Object s) {
    return normalize("string-normalize-nfd", s, Normalizer.Form.NFD);
  }

  @Builtin(value = "string-normalize-nfkd", types = {"string"})
  public static Object stringNormalizeNfkd(Object s) {
    return normalize("string-normalize-nfkd", s, Normalizer.Form.NFKD);
  }

  @Builtin(value = "string-normalize-nfc", types = {"string"})
  public static Object stringNormalizeNfc(Object s) {
    return normalize("string-normalize-nfc", s, Normalizer.Form.NFC);
  }

  @Builtin(value = "string-normalize-nfkc", types = {"string"})
  public static Object stringNormalizeNfkc(Object s) {
    return normalize("string-normalize-nfkc", s, Normalizer.Form.NFKC);
  }

  /** A Unicode normalization form of a string, as R6RS's (rnrs unicode), which Kawa binds by default. */
  private static Object normalize(String who, Object s, Normalizer.Form form) {
    return new MString(Normalizer.normalize(Args.string(who, s), form));
  }

  @Builtin("string-null?")
  public static Object stringNullP(Object s) {
    return Args.string("string-null?", s).length() == 0;
  }

  /**
   * Kawa's {@code (string-split string separator)}: the pieces between the occurrences of the
   * separator string, empty ones included; an empty separator splits into characters.
   */
  @Builtin("string-split")
  public static Object stringSplit(Object string, Object separator) {
    String s = Args.string("string-split", string).toString();
    String sep = Args.string("string-split", separator).toString();
    java.util.List<Object> pieces = new java.util.ArrayList<>();
    if (sep.isEmpty()) {
      s.codePoints().forEach(c -> pieces.add(new MString(new String(Character.toChars(c)))));
      if (pieces.isEmpty()) {
        pieces.add(new MString(""));
      }
    } else {
      int from = 0;
      for (int at = s.indexOf(sep); at >= 0; at = s.indexOf(sep, from)) {
        pieces.add(new MString(s.substring(from, at)));
        from = at + sep.length();
      }
      pieces.add(new MString(s.substring(from)));
    }
    return kopi.runtime.Pair.list(pieces.toArray());
  }

  /**
   * SRFI 13 {@code (string-join list delimiter grammar)}: {@code infix} (the default),
   * {@code strict-infix} (an error on an empty list), {@code prefix} or {@code suffix}.
   */
  @Builtin("string-join")
  public static Object stringJoin(Object list, Object delimiter, Object grammar) {
    String g = grammar instanceof kopi.runtime.Symbol sym ? sym.toString() : "";
    Object[] parts = Args.listToArray("string-join", list);
    switch (g) {
      case "infix":
        return stringJoin(list, delimiter);
      case "strict-infix":
        if (parts.length == 0) {
          throw Errors.error("string-join: strict-infix grammar with an empty list");
        }
        return stringJoin(list, delimiter);
      case "prefix":
      case "suffix": {
        CharSequence separator = Args.string("string-join", delimiter);
        MString result = new MString();
        for (Object part : parts) {
          if (g.equals("prefix")) {
            result.append(separator);
          }
          result.append(Args.string("string-join", part));
          if (g.equals("suffix")) {
            result.append(separator);
          }
        }
        return result;
      }
      default:
        throw Errors.wrongType("string-join", "infix, strict-infix, prefix or suffix", grammar);
    }
  }

  /** {@code (string-join list [delimiter])}, as in SRFI 130 and Kawa: the delimiter defaults to a space. */
  @Builtin("string-join")
  public static Object stringJoin(Object list) {
    return stringJoin(list, " ");
  }

  @Builtin("string-join")
  public static Object stringJoin(Object list, Object delimiter) {
    CharSequence separator = Args.string("string-join", delimiter);
    MString result = new MString();
    boolean first = true;
    for (Object s : Args.listToArray("string-join", list)) {
      if (!first) {
        result.append(separator);
      }
      result.append(Args.string("string-join", s));
      first = false;
    }
    return result;
  }

  @Builtin(value = "string-map", types = {"procedure", "string", "*"})
  @Unwindable
  public static Object stringMap(Object f, Object s) {
    Procedure proc = Args.procedure("string-map", f);
    int[][] strings = {Args.string("string-map", s).codePoints().toArray()};
    return stringMapFrom(proc, strings, 0, new MString());
  }

  @Builtin(value = "string-map", min = 2, types = {"procedure", "string", "*"})
  @Unwindable
  public static Object stringMap(Object[] args) {
    if (args.length >= 3 && args[2] instanceof Long) {
      // SRFI 13's (string-map proc s start [end]).
      return stringMap(args[0], Srfi13Lib.substringShared(java.util.Arrays.copyOfRange(args, 1, args.length)));
    }
    Procedure proc = Args.procedure("string-map", args[0]);
    return stringMapFrom(proc, codePointsOf("string-map", args), 0, new MString());
  }

  /**
   * The loop of {@code string-map} from index {@code i}, appending to {@code result}. It takes part
   * in continuation captures: the saved frame keeps the characters so far as an immutable string,
   * and each re-entry appends to a fresh copy, so a string an earlier return handed out never
   * changes.
   */
  @Unwindable
  static Object stringMapFrom(Procedure proc, int[][] strings, int i, MString result) {
    for (int n = shortest(strings); i < n; i++) {
      Object mapped;
      try {
        mapped = strings.length == 1
            ? Procedure.call(proc, Char.of(strings[0][i]))
            : Procedure.callN(proc, column(strings, i));
      } catch (Capture capture) {
        throw capture.push(new StringMapFrame(proc, strings, i, result.toString()));
      }
      result.appendCodePoint(Args.character("string-map", mapped).codePoint());
    }
    return result;
  }

  private record StringMapFrame(Procedure proc, int[][] strings, int i, String done) implements JavaFrame {
    @Override
    public Object resume() {
      Object mapped = resumeCall();
      MString result = new MString(done);
      result.appendCodePoint(Args.character("string-map", mapped).codePoint());
      return stringMapFrom(proc, strings, i + 1, result);
    }
  }

  @Builtin(value = "string-for-each", types = {"procedure", "string", "*"})
  @Unwindable
  public static Object stringForEach(Object f, Object s) {
    Procedure proc = Args.procedure("string-for-each", f);
    int[][] strings = {Args.string("string-for-each", s).codePoints().toArray()};
    return stringForEachFrom(proc, strings, 0);
  }

  @Builtin(value = "string-for-each", min = 2, types = {"procedure", "string", "*"})
  @Unwindable
  public static Object stringForEach(Object[] args) {
    if (args.length >= 3 && args[2] instanceof Long) {
      // SRFI 13's (string-for-each proc s start [end]).
      return stringForEach(args[0], Srfi13Lib.substringShared(java.util.Arrays.copyOfRange(args, 1, args.length)));
    }
    Procedure proc = Args.procedure("string-for-each", args[0]);
    return stringForEachFrom(proc, codePointsOf("string-for-each", args), 0);
  }

  /** The loop of {@code string-for-each} from index {@code i}; it takes part in captures. */
  @Unwindable
  static Object stringForEachFrom(Procedure proc, int[][] strings, int i) {
    for (int n = shortest(strings); i < n; i++) {
      try {
        if (strings.length == 1) {
          Procedure.call(proc, Char.of(strings[0][i]));
        } else {
          Procedure.callN(proc, column(strings, i));
        }
      } catch (Capture capture) {
        throw capture.push(new StringForEachFrame(proc, strings, i + 1));
      }
    }
    return Unspecified.VALUE;
  }

  private record StringForEachFrame(Procedure proc, int[][] strings, int next) implements JavaFrame {
    @Override
    public Object resume() {
      resumeCall();
      return stringForEachFrom(proc, strings, next);
    }
  }

  // ------------------------------------------------------------------ symbols

  @Builtin("symbol?")
  public static Object symbolP(Object x) {
    return x instanceof Symbol;
  }

  @Builtin(value = "symbol->string", types = {"symbol"})
  public static Object symbolToString(Object s) {
    return Args.symbol("symbol->string", s).name();
  }

  @Builtin(value = {"string->symbol", "intern"}, types = {"string"})
  public static Object stringToSymbol(Object s) {
    return Symbol.intern(Args.string("string->symbol", s).toString());
  }

  // ------------------------------------------------------------------ keywords (SRFI 88)

  @Builtin("keyword?")
  public static Object keywordP(Object x) {
    return x instanceof kopi.runtime.Keyword;
  }

  @Builtin("keyword->string")
  public static Object keywordToString(Object k) {
    if (!(k instanceof kopi.runtime.Keyword keyword)) {
      throw Errors.wrongType("keyword->string", "keyword", k);
    }
    return keyword.name();
  }

  @Builtin("string->keyword")
  public static Object stringToKeyword(Object s) {
    return kopi.runtime.Keyword.intern(Args.string("string->keyword", s).toString());
  }

  @Builtin("string->uninterned-symbol")
  public static Object stringToUninternedSymbol(Object s) {
    return Symbol.uninterned(Args.string("string->uninterned-symbol", s).toString());
  }

  private static final java.util.concurrent.atomic.AtomicLong GENSYM_COUNTER = new java.util.concurrent.atomic.AtomicLong();

  /** {@code (gensym [prefix])}: a fresh uninterned symbol such as {@code g42}. */
  @Builtin("gensym")
  public static Object gensym() {
    return gensym("g");
  }

  @Builtin("gensym")
  public static Object gensym(Object prefix) {
    String text = prefix instanceof Symbol s ? s.name() : Args.string("gensym", prefix).toString();
    return Symbol.uninterned(text + GENSYM_COUNTER.incrementAndGet());
  }

  private static final java.util.concurrent.atomic.AtomicLong GENTEMP_COUNTER = new java.util.concurrent.atomic.AtomicLong();

  /**
   * Kawa's {@code (gentemp)}, for {@code define-macro} transformers: a new symbol {@code GS.N}. As in
   * Kawa it is interned, so {@code string->symbol} of its name gives it back.
   */
  @Builtin("gentemp")
  public static Object gentemp() {
    return Symbol.intern("GS." + GENTEMP_COUNTER.incrementAndGet());
  }

  @Builtin(value = "symbol=?", min = 1)
  public static Object symbolEq(Object[] args) {
    for (int i = 0; i < args.length; i++) {
      Args.symbol("symbol=?", args[i]);
    }
    for (int i = 1; i < args.length; i++) {
      if (args[i] != args[0]) {
        return false;
      }
    }
    return true;
  }

  @Builtin(value = "string=?", types = {"string"})
  public static Object stringEq(Object a, Object b) {
    return compare("string=?", a, b, 0, false);
  }

  @Builtin(value = "string=?", min = 1, types = {"string"})
  public static Object stringEq(Object[] args) {
    boolean result = true;
    for (int i = 0; i < args.length; i++) {
      Args.string("string=?", args[i]);
      if (i > 0 && result) {
        result = compare("string=?", args[i - 1], args[i], 0, false);
      }
    }
    return result;
  }

  @Builtin(value = "string<?", types = {"string"})
  public static Object stringLt(Object a, Object b) {
    return compare("string<?", a, b, 1, false);
  }

  @Builtin(value = "string<?", min = 1, types = {"string"})
  public static Object stringLt(Object[] args) {
    boolean result = true;
    for (int i = 0; i < args.length; i++) {
      Args.string("string<?", args[i]);
      if (i > 0 && result) {
        result = compare("string<?", args[i - 1], args[i], 1, false);
      }
    }
    return result;
  }

  @Builtin(value = "string>?", types = {"string"})
  public static Object stringGt(Object a, Object b) {
    return compare("string>?", a, b, 2, false);
  }

  @Builtin(value = "string>?", min = 1, types = {"string"})
  public static Object stringGt(Object[] args) {
    boolean result = true;
    for (int i = 0; i < args.length; i++) {
      Args.string("string>?", args[i]);
      if (i > 0 && result) {
        result = compare("string>?", args[i - 1], args[i], 2, false);
      }
    }
    return result;
  }

  @Builtin(value = "string<=?", types = {"string"})
  public static Object stringLe(Object a, Object b) {
    return compare("string<=?", a, b, 3, false);
  }

  @Builtin(value = "string<=?", min = 1, types = {"string"})
  public static Object stringLe(Object[] args) {
    boolean result = true;
    for (int i = 0; i < args.length; i++) {
      Args.string("string<=?", args[i]);
      if (i > 0 && result) {
        result = compare("string<=?", args[i - 1], args[i], 3, false);
      }
    }
    return result;
  }

  @Builtin(value = "string>=?", types = {"string"})
  public static Object stringGe(Object a, Object b) {
    return compare("string>=?", a, b, 4, false);
  }

  @Builtin(value = "string>=?", min = 1, types = {"string"})
  public static Object stringGe(Object[] args) {
    boolean result = true;
    for (int i = 0; i < args.length; i++) {
      Args.string("string>=?", args[i]);
      if (i > 0 && result) {
        result = compare("string>=?", args[i - 1], args[i], 4, false);
      }
    }
    return result;
  }

  @Builtin(value = "string-ci=?", types = {"string"})
  public static Object stringCiEq(Object a, Object b) {
    return compare("string-ci=?", a, b, 0, true);
  }

  @Builtin(value = "string-ci=?", min = 1, types = {"string"})
  public static Object stringCiEq(Object[] args) {
    boolean result = true;
    for (int i = 0; i < args.length; i++) {
      Args.string("string-ci=?", args[i]);
      if (i > 0 && result) {
        result = compare("string-ci=?", args[i - 1], args[i], 0, true);
      }
    }
    return result;
  }

  @Builtin(value = "string-ci<?", types = {"string"})
  public static Object stringCiLt(Object a, Object b) {
    return compare("string-ci<?", a, b, 1, true);
  }

  @Builtin(value = "string-ci<?", min = 1, types = {"string"})
  public static Object stringCiLt(Object[] args) {
    boolean result = true;
    for (int i = 0; i < args.length; i++) {
      Args.string("string-ci<?", args[i]);
      if (i > 0 && result) {
        result = compare("string-ci<?", args[i - 1], args[i], 1, true);
      }
    }
    return result;
  }

  @Builtin(value = "string-ci>?", types = {"string"})
  public static Object stringCiGt(Object a, Object b) {
    return compare("string-ci>?", a, b, 2, true);
  }

  @Builtin(value = "string-ci>?", min = 1, types = {"string"})
  public static Object stringCiGt(Object[] args) {
    boolean result = true;
    for (int i = 0; i < args.length; i++) {
      Args.string("string-ci>?", args[i]);
      if (i > 0 && result) {
        result = compare("string-ci>?", args[i - 1], args[i], 2, true);
      }
    }
    return result;
  }

  @Builtin("string-ci<=?")
  public static Object stringCiLe(Object a, Object b) {
    return compare("string-ci<=?", a, b, 3, true);
  }

  @Builtin(value = "string-ci<=?", min = 1)
  public static Object stringCiLe(Object[] args) {
    boolean result = true;
    for (int i = 0; i < args.length; i++) {
      Args.string("string-ci<=?", args[i]);
      if (i > 0 && result) {
        result = compare("string-ci<=?", args[i - 1], args[i], 3, true);
      }
    }
    return result;
  }

  @Builtin("string-ci>=?")
  public static Object stringCiGe(Object a, Object b) {
    return compare("string-ci>=?", a, b, 4, true);
  }

  @Builtin(value = "string-ci>=?", min = 1)
  public static Object stringCiGe(Object[] args) {
    boolean result = true;
    for (int i = 0; i < args.length; i++) {
      Args.string("string-ci>=?", args[i]);
      if (i > 0 && result) {
        result = compare("string-ci>=?", args[i - 1], args[i], 4, true);
      }
    }
    return result;
  }

  // ------------------------------------------------------------------ helpers

  /** The number of code points in {@code text}. */
  public static int length(CharSequence text) {
    if (text instanceof MString m) {
      return m.codePointLength();
    }
    return Character.codePointCount(text, 0, text.length());
  }

  /** The UTF-16 offset of code point {@code index}, or -1 when the text is shorter. */
  private static int offset(CharSequence text, int index) {
    int offset = 0;
    for (int i = 0; i < index; i++) {
      if (offset >= text.length()) {
        return -1;
      }
      offset += Character.isHighSurrogate(text.charAt(offset)) && offset + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(offset + 1)) ? 2 : 1;
    }
    return offset;
  }

  /** The code points [start, end) of a string argument, as a Java string; null bounds mean the whole. */
  static String slice(String who, Object s, Object start, Object end) {
    CharSequence text = Args.string(who, s);
    int length = length(text);
    int from = Args.start(who, start, length);
    int to = Args.end(who, end, from, length);
    if (from == 0 && to == length) {
      return text.toString();
    }
    int fromOffset = offset(text, from);
    int toOffset = offset(text, to);
    return text.subSequence(fromOffset, toOffset).toString();
  }

  /** The code points [start, end) of a string argument as a new mutable string, copied once. */
  static MString sliceCopy(String who, Object s, Object start, Object end) {
    CharSequence text = Args.string(who, s);
    int length = length(text);
    int from = Args.start(who, start, length);
    int to = Args.end(who, end, from, length);
    if (text instanceof MString m && m.isBmpOnly()) {
      return MString.copyOf(m, from, to);
    }
    return MString.copyOf(text, offset(text, from), offset(text, to));
  }

  static MString mutable(String who, Object s) {
    if (s instanceof MString m) {
      return m;
    }
    if (s instanceof String) {
      throw Errors.error(who + ": expected mutable string, got literal " + kopi.runtime.Printer.writeString(s));
    }
    throw Errors.wrongType(who, "string", s);
  }

  /**
   * Full case folding (R7RS 6.7), so {@code "Straße"} folds to {@code "strasse"}. Each code point
   * is upcased then downcased on its own: Java's full mappings then give the Unicode full folding
   * (ß to ss, İ to i and a combining dot), and folding one character at a time keeps the final
   * sigma rule of {@code toLowerCase} out, since folding maps every sigma to σ.
   */
  private static String foldCase(CharSequence text) {
    StringBuilder out = new StringBuilder(text.length());
    text.codePoints().forEach(c -> {
      if (c < 0x80) {
        out.appendCodePoint(CharLib.fold(c));
      } else {
        out.append(new String(Character.toChars(c)).toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT));
      }
    });
    return out.toString();
  }

  private static boolean compare(String who, Object a, Object b, int op, boolean foldCase) {
    CharSequence x = Args.string(who, a);
    CharSequence y = Args.string(who, b);
    int c = foldCase ? compareCodePoints(foldCase(x), foldCase(y)) : compareCodePoints(x, y);
    return switch (op) {
      case 0 -> c == 0;
      case 1 -> c < 0;
      case 2 -> c > 0;
      case 3 -> c <= 0;
      default -> c >= 0;
    };
  }

  private static int compareCodePoints(CharSequence x, CharSequence y) {
    return MString.compareCodePoints(x, y);
  }

  private static int[][] codePointsOf(String who, Object[] args) {
    int[][] strings = new int[args.length - 1][];
    for (int i = 1; i < args.length; i++) {
      strings[i - 1] = Args.string(who, args[i]).codePoints().toArray();
    }
    return strings;
  }

  private static int shortest(int[][] strings) {
    int n = Integer.MAX_VALUE;
    for (int[] s : strings) {
      n = Math.min(n, s.length);
    }
    return n;
  }

  private static Object[] column(int[][] strings, int index) {
    Object[] chars = new Object[strings.length];
    for (int k = 0; k < strings.length; k++) {
      chars[k] = Char.of(strings[k][index]);
    }
    return chars;
  }
}
