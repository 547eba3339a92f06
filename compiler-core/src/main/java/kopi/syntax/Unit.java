package kopi.syntax;

/**
 * One child of the root: a top-level datum or a piece of top-level trivia, with what incremental
 * reparsing needs to know about it. Offsets here are relative to the unit's start, so a unit can be
 * reused unchanged after an edit earlier in the file.
 *
 * @param element     the green node or token
 * @param examined    the largest relative offset whose character (or end of text) influenced it
 * @param diagnostics its diagnostics, with relative ranges
 * @param lineOf      for each diagnostic, the relative offset whose line number fills the
 *                    {@code {line}} placeholder of its message, or -1
 * @param incomplete  whether it ends inside an unclosed list, string, comment or extended literal
 */
record Unit(GreenElement element, int examined, Diagnostic[] diagnostics, int[] lineOf, boolean incomplete) {

  static final String LINE_PLACEHOLDER = "{line}";

  int width() {
    return element.width();
  }
}
