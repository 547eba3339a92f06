package kopi.ide;

/**
 * A fixture string with one {@code $0} cursor marker: the text without the marker and the offset
 * where the marker stood.
 */
record Cursor(String text, int offset) {

  static Cursor of(String marked) {
    int offset = marked.indexOf("$0");
    if (offset < 0 || marked.indexOf("$0", offset + 2) >= 0) {
      throw new IllegalArgumentException("expected exactly one $0 marker in: " + marked);
    }
    return new Cursor(marked.substring(0, offset) + marked.substring(offset + 2), offset);
  }

  SourceDocument document() {
    return SourceDocument.of("file:///test.scm", 1, text);
  }
}
