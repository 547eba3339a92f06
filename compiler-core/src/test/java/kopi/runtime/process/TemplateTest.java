package kopi.runtime.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import kopi.runtime.Char;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.SchemeError;
import org.junit.jupiter.api.Test;

/** Reading command text and substituted values into words. */
class TemplateTest {
  /** Builds a template from alternating pieces: strings are text, {@code v(x)} a value. */
  static List<Template.Part> parts(Object... pieces) {
    List<Template.Part> parts = new ArrayList<>();
    for (Object piece : pieces) {
      parts.add(piece instanceof Template.Part part ? part : new Template.Text((String) piece));
    }
    return parts;
  }

  static Template.Value v(Object value) {
    return new Template.Value(value);
  }

  @Test
  void whitespaceSeparatesWords() {
    assertEquals(List.of("ls", "-l", "/tmp"), Template.tokenize("  ls\t-l \n /tmp  "));
    assertEquals(List.of(), Template.tokenize("   "));
  }

  @Test
  void singleQuotesAreLiteral() {
    assertEquals(List.of("a b", "$x \\n \"q\""), Template.tokenize("'a b' '$x \\n \"q\"'"));
    assertEquals(List.of(""), Template.tokenize("''"));
  }

  @Test
  void doubleQuotesGroupAndEscapeOnlyFourCharacters() {
    assertEquals(List.of("a\"b"), Template.tokenize("\"a\\\"b\""));
    assertEquals(List.of("\\ $ ` \\n"), Template.tokenize("\"\\\\ \\$ \\` \\n\""));
    assertEquals(List.of("a b"), Template.tokenize("\"a b\""));
  }

  @Test
  void backslashOutsideQuotesEscapesAnyCharacter() {
    assertEquals(List.of("c d", "'", "\"", "x"), Template.tokenize("c\\ d \\' \\\" \\x"));
    assertEquals(List.of("ab"), Template.tokenize("a\\\nb"));
  }

  @Test
  void adjacentQuotedPartsConcatenate() {
    assertEquals(List.of("abcdef"), Template.tokenize("a'b'\"c\"d\\ef"));
    assertEquals(List.of("O'Conner"), Template.tokenize("'O'\\''Conner'"));
  }

  @Test
  void unterminatedQuoteIsAnError() {
    SchemeError error = assertThrows(SchemeError.class, () -> Template.tokenize("echo 'abc"));
    assertEquals("process: expected closing ' in command, got end of text", error.getMessage());
  }

  @Test
  void listOutsideQuotesGivesOneWordPerElementGluedAtTheEnds() {
    Object list = Pair.list("a b", 2L, "c");
    assertEquals(List.of("x", "pa b", "2", "cq"), Template.words(parts("x p", v(list), "q")));
    assertEquals(List.of("x", "p1", "2q"), Template.words(parts("x p", v(new Object[] {1L, 2L}), "q")));
  }

  @Test
  void emptyListVanishes() {
    assertEquals(List.of("echo", "xy"), Template.words(parts("echo x", v(Nil.NIL), "y")));
    assertEquals(List.of("echo"), Template.words(parts("echo ", v(Nil.NIL))));
  }

  @Test
  void stringOutsideQuotesIsSplitOnBlanksWithEveryCharacterLiteral() {
    assertEquals(List.of("echo", "a'b", "$HOME", "*", "c\\d"),
        Template.words(parts("echo ", v(" a'b\t$HOME\n*  c\\d "))));
    assertEquals(List.of("xa", "by"), Template.words(parts("x", v("a b"), "y")));
    assertEquals(List.of("x", "y"), Template.words(parts("x", v("  "), "y")));
    assertEquals(List.of("xy"), Template.words(parts("x", v(""), "y")));
  }

  @Test
  void insideQuotesAValueIsOneWord() {
    assertEquals(List.of("a b  c"), Template.words(parts("'", v("a b  c"), "'")));
    assertEquals(List.of("pre a\"b\\ post"), Template.words(parts("\"pre ", v("a\"b\\"), " post\"")));
    assertEquals(List.of(""), Template.words(parts("\"", v(""), "\"")));
    assertEquals(List.of("1 2 3"), Template.words(parts("'", v(Pair.list(1L, 2L, 3L)), "'")));
  }

  @Test
  void insideDoubleQuotesNewlinesSeparateWords() {
    assertEquals(List.of("xfile one", "file twoy"),
        Template.words(parts("\"x", v("file one\nfile two\n"), "\"", "y")));
    assertEquals(List.of("a\nb"), Template.words(parts("'", v("a\nb"), "'")));
  }

  @Test
  void numbersAndCharactersAreDisplayed() {
    assertEquals(List.of("n=42", "1/2", "x", "2.5"),
        Template.words(parts("n=", v(42L), " ", v(kopi.runtime.Ratnum.make(java.math.BigInteger.ONE,
            java.math.BigInteger.TWO)), " ", v(Char.of('x')), " ", v(2.5))));
  }

  @Test
  void trailingNewlinesOfAValueAreDropped() {
    assertEquals(List.of("cd", "/home/me"), Template.words(parts("cd ", v("/home/me\n\n"))));
    assertEquals(List.of("/home/me"), Template.words(parts("\"", v("/home/me\n"), "\"")));
    assertEquals("/home/me\n x", Template.valueText("/home/me\n x\n"));
  }

  @Test
  void backslashBeforeAValueIsLiteral() {
    assertEquals(List.of("a\\b"), Template.words(parts("a\\", v("b"))));
    assertEquals(List.of("a b"), Template.words(parts("a\\", " b")));
  }

  @Test
  void splitSeparatesBracketArgumentsAndMarkers() {
    kopi.runtime.Keyword in = kopi.runtime.Keyword.intern("in");
    Template.Split split = Template.split("&`", new Object[] {in, "abc", Template.END, "cat ", Template.START,
        "f", 1L, Template.END, " x"});
    assertEquals(List.of(in, "abc"), split.prefix());
    assertEquals(List.of(new Template.Text("cat "), v("f"), v(1L), new Template.Text(" x")), split.parts());
    Template.Split plain = Template.split("&`", new Object[] {"ls ", Template.START, "d", Template.END});
    assertTrue(plain.prefix().isEmpty());
    assertEquals(List.of("ls", "d"), Template.words(plain.parts()));
    assertEquals("&`: expected $>>$ after substituted value, got end of arguments",
        assertThrows(SchemeError.class, () -> Template.split("&`", new Object[] {"ls", Template.START, "d"}))
            .getMessage());
  }

  @Test
  void markersAreDistinctEmptyStrings() {
    assertEquals("", Template.START);
    assertEquals("", Template.END);
    assertTrue(Template.START != Template.END && Template.START != "" && Template.END != "");
  }
}
