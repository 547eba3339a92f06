package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.Char;
import kopi.runtime.Errors;
import kopi.runtime.Symbol;

/**
 * Characters: (scheme base), (scheme char), and what Kawa adds from R6RS's (rnrs unicode):
 * title case and the Unicode general category. Comparisons are by code point.
 */
public final class CharLib {
  private CharLib() {}

  @Builtin("char?")
  public static Object charP(Object x) {
    return x instanceof Char;
  }

  @Builtin(value = "char->integer", types = {"char"})
  public static Object charToInteger(Object c) {
    return (long) Args.character("char->integer", c).codePoint();
  }

  @Builtin(value = "integer->char", types = {"integer"})
  public static Object integerToChar(Object n) {
    if (n instanceof Long l && l >= 0 && l <= Character.MAX_CODE_POINT && !(l >= 0xD800 && l <= 0xDFFF)) {
      return Char.of((int) (long) l);
    }
    throw Errors.wrongType("integer->char", "unicode scalar value", n);
  }

  @Builtin(value = "char-upcase", types = {"char"})
  public static Object charUpcase(Object c) {
    return Char.of(Character.toUpperCase(Args.character("char-upcase", c).codePoint()));
  }

  @Builtin(value = "char-downcase", types = {"char"})
  public static Object charDowncase(Object c) {
    return Char.of(Character.toLowerCase(Args.character("char-downcase", c).codePoint()));
  }

  @Builtin(value = "char-titlecase", types = {"char"})
  public static Object charTitlecase(Object c) {
    return Char.of(Character.toTitleCase(Args.character("char-titlecase", c).codePoint()));
  }

  @Builtin("char-foldcase")
  public static Object charFoldcase(Object c) {
    return Char.of(fold(Args.character("char-foldcase", c).codePoint()));
  }

  @Builtin(value = "char-alphabetic?", types = {"char"})
  public static Object charAlphabeticP(Object c) {
    return Character.isLetter(Args.character("char-alphabetic?", c).codePoint());
  }

  @Builtin(value = "char-numeric?", types = {"char"})
  public static Object charNumericP(Object c) {
    return Character.isDigit(Args.character("char-numeric?", c).codePoint());
  }

  @Builtin(value = "char-whitespace?", types = {"char"})
  public static Object charWhitespaceP(Object c) {
    return Char.isWhitespace(Args.character("char-whitespace?", c).codePoint());
  }

  @Builtin(value = "char-upper-case?", types = {"char"})
  public static Object charUpperCaseP(Object c) {
    return Character.isUpperCase(Args.character("char-upper-case?", c).codePoint());
  }

  @Builtin(value = "char-lower-case?", types = {"char"})
  public static Object charLowerCaseP(Object c) {
    return Character.isLowerCase(Args.character("char-lower-case?", c).codePoint());
  }

  @Builtin(value = "char-title-case?", types = {"char"})
  public static Object charTitleCaseP(Object c) {
    return Character.isTitleCase(Args.character("char-title-case?", c).codePoint());
  }

  /**
   * The Unicode general category as a symbol ({@code Lu}, {@code Nd}, ...), indexed by
   * {@link Character#getType}'s constants (17 is unused); unassigned code points are {@code Cn}.
   */
  private static final String[] CATEGORIES = {"Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Me", "Mc", "Nd",
      "Nl", "No", "Zs", "Zl", "Zp", "Cc", "Cf", "Cn", "Co", "Cs", "Pd", "Ps", "Pe", "Pc", "Po", "Sm", "Sc",
      "Sk", "So", "Pi", "Pf"};

  @Builtin(value = "char-general-category", types = {"char"})
  public static Object charGeneralCategory(Object c) {
    return Symbol.intern(CATEGORIES[Character.getType(Args.character("char-general-category", c).codePoint())]);
  }

  @Builtin(value = "digit-value", types = {"char"})
  public static Object digitValue(Object c) {
    int cp = Args.character("digit-value", c).codePoint();
    return Character.isDigit(cp) ? (Object) (long) Character.digit(cp, 10) : Boolean.FALSE;
  }

  @Builtin(value = "char=?", types = {"char"})
  public static Object charEq(Object a, Object b) {
    return compare("char=?", a, b, 0, false);
  }

  @Builtin(value = "char=?", min = 1, types = {"char"})
  public static Object charEq(Object[] args) {
    return chain("char=?", args, 0, false);
  }

  @Builtin(value = "char<?", types = {"char"})
  public static Object charLt(Object a, Object b) {
    return compare("char<?", a, b, 1, false);
  }

  @Builtin(value = "char<?", min = 1, types = {"char"})
  public static Object charLt(Object[] args) {
    return chain("char<?", args, 1, false);
  }

  @Builtin(value = "char>?", types = {"char"})
  public static Object charGt(Object a, Object b) {
    return compare("char>?", a, b, 2, false);
  }

  @Builtin(value = "char>?", min = 1, types = {"char"})
  public static Object charGt(Object[] args) {
    return chain("char>?", args, 2, false);
  }

  @Builtin(value = "char<=?", types = {"char"})
  public static Object charLe(Object a, Object b) {
    return compare("char<=?", a, b, 3, false);
  }

  @Builtin(value = "char<=?", min = 1, types = {"char"})
  public static Object charLe(Object[] args) {
    return chain("char<=?", args, 3, false);
  }

  @Builtin(value = "char>=?", types = {"char"})
  public static Object charGe(Object a, Object b) {
    return compare("char>=?", a, b, 4, false);
  }

  @Builtin(value = "char>=?", min = 1, types = {"char"})
  public static Object charGe(Object[] args) {
    return chain("char>=?", args, 4, false);
  }

  @Builtin("char-ci=?")
  public static Object charCiEq(Object a, Object b) {
    return compare("char-ci=?", a, b, 0, true);
  }

  @Builtin(value = "char-ci=?", min = 1)
  public static Object charCiEq(Object[] args) {
    return chain("char-ci=?", args, 0, true);
  }

  @Builtin("char-ci<?")
  public static Object charCiLt(Object a, Object b) {
    return compare("char-ci<?", a, b, 1, true);
  }

  @Builtin(value = "char-ci<?", min = 1)
  public static Object charCiLt(Object[] args) {
    return chain("char-ci<?", args, 1, true);
  }

  @Builtin("char-ci>?")
  public static Object charCiGt(Object a, Object b) {
    return compare("char-ci>?", a, b, 2, true);
  }

  @Builtin(value = "char-ci>?", min = 1)
  public static Object charCiGt(Object[] args) {
    return chain("char-ci>?", args, 2, true);
  }

  @Builtin("char-ci<=?")
  public static Object charCiLe(Object a, Object b) {
    return compare("char-ci<=?", a, b, 3, true);
  }

  @Builtin(value = "char-ci<=?", min = 1)
  public static Object charCiLe(Object[] args) {
    return chain("char-ci<=?", args, 3, true);
  }

  @Builtin("char-ci>=?")
  public static Object charCiGe(Object a, Object b) {
    return compare("char-ci>=?", a, b, 4, true);
  }

  @Builtin(value = "char-ci>=?", min = 1)
  public static Object charCiGe(Object[] args) {
    return chain("char-ci>=?", args, 4, true);
  }

  /** Simple case folding, as {@code char-foldcase} and the {@code -ci} comparisons use. */
  static int fold(int codePoint) {
    return Character.toLowerCase(Character.toUpperCase(codePoint));
  }

  private static boolean compare(String who, Object a, Object b, int op, boolean foldCase) {
    int x = Args.character(who, a).codePoint();
    int y = Args.character(who, b).codePoint();
    if (foldCase) {
      x = fold(x);
      y = fold(y);
    }
    return switch (op) {
      case 0 -> x == y;
      case 1 -> x < y;
      case 2 -> x > y;
      case 3 -> x <= y;
      default -> x >= y;
    };
  }

  private static Object chain(String who, Object[] args, int op, boolean foldCase) {
    boolean result = true;
    for (int i = 0; i < args.length; i++) {
      Args.character(who, args[i]);
      if (i > 0 && result) {
        result = compare(who, args[i - 1], args[i], op, foldCase);
      }
    }
    return result;
  }
}
