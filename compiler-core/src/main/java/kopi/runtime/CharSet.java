package kopi.runtime;

import java.util.BitSet;

/**
 * A SRFI 14 character set: a set of Unicode code points, immutable by convention except through
 * the linear-update ({@code !}) procedures. Printed as {@code #<char-set N>} with its size.
 */
public final class CharSet {
  /** The number of Unicode code points; the full set is [0, LIMIT). */
  public static final int LIMIT = Character.MAX_CODE_POINT + 1;

  private BitSet bits;
  /** The standard set this one is, computed on first use (so importing SRFI 14 costs nothing). */
  private final String standardName;

  public CharSet(BitSet bits) {
    this.bits = bits;
    this.standardName = null;
  }

  private CharSet(String standardName) {
    this.standardName = standardName;
  }

  /** The code points, as a mutable bit set (the linear-update procedures change it). */
  public synchronized BitSet bits() {
    if (bits == null) {
      bits = compute(standardName);
    }
    return bits;
  }

  public CharSet() {
    this(new BitSet());
  }

  public boolean contains(int codePoint) {
    return bits().get(codePoint);
  }

  public CharSet copy() {
    return new CharSet((BitSet) bits().clone());
  }

  /** A standard set by its SRFI 14 name without the {@code char-set:} prefix, computed when first used. */
  public static CharSet standard(String name) {
    if (!name.equals("empty") && !name.equals("full") && !name.equals("ascii")) {
      in(name, 'a'); // an unknown name is an error now, not at first use
    }
    return new CharSet(name);
  }

  private static BitSet compute(String name) {
    BitSet b = new BitSet();
    switch (name) {
      case "empty" -> {
        // nothing
      }
      case "full" -> b.set(0, LIMIT);
      case "ascii" -> b.set(0, 128);
      default -> {
        for (int c = 0; c < LIMIT; c++) {
          if (in(name, c)) {
            b.set(c);
          }
        }
      }
    }
    return b;
  }

  private static boolean in(String name, int c) {
    int type = Character.getType(c);
    return switch (name) {
      case "lower-case" -> Character.isLowerCase(c);
      case "upper-case" -> Character.isUpperCase(c);
      case "title-case" -> Character.isTitleCase(c);
      case "letter" -> Character.isLetter(c);
      case "digit" -> Character.isDigit(c);
      case "letter+digit" -> Character.isLetterOrDigit(c);
      case "graphic" -> isGraphic(c);
      case "printing" -> isGraphic(c) || Char.isWhitespace(c);
      case "whitespace" -> Char.isWhitespace(c);
      case "iso-control" -> Character.isISOControl(c);
      case "punctuation" -> type == Character.CONNECTOR_PUNCTUATION || type == Character.DASH_PUNCTUATION
          || type == Character.START_PUNCTUATION || type == Character.END_PUNCTUATION
          || type == Character.INITIAL_QUOTE_PUNCTUATION || type == Character.FINAL_QUOTE_PUNCTUATION
          || type == Character.OTHER_PUNCTUATION;
      case "symbol" -> type == Character.MATH_SYMBOL || type == Character.CURRENCY_SYMBOL
          || type == Character.MODIFIER_SYMBOL || type == Character.OTHER_SYMBOL;
      case "hex-digit" -> (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
      case "blank" -> c == '\t' || type == Character.SPACE_SEPARATOR;
      default -> throw Errors.error("char-set: no standard char-set named " + name);
    };
  }

  /** SRFI 14's graphic: letters, digits, marks, punctuation and symbols. */
  public static boolean isGraphic(int c) {
    int type = Character.getType(c);
    return Character.isLetterOrDigit(c) || type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK
        || type == Character.COMBINING_SPACING_MARK || type == Character.LETTER_NUMBER || type == Character.OTHER_NUMBER
        || in("punctuation", c) || in("symbol", c);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof CharSet s && s.bits().equals(bits());
  }

  @Override
  public int hashCode() {
    return bits().hashCode();
  }

  @Override
  public String toString() {
    return "#<char-set " + bits().cardinality() + ">";
  }
}
