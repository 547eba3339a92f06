package kopi.syntax;

/** Placeholder until the syntax work lands: recognises nothing. */
final class NumberParser {
  private NumberParser() {}

  static NumberLiteral parse(String text, int defaultRadix) {
    return null;
  }
}
