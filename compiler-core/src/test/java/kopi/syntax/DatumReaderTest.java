package kopi.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The datum reader's conventions; expected texts were checked against Kawa 3.1.1's {@code write}. */
class DatumReaderTest {

  private static String read(String text) {
    DatumReader.Result<Object> result = DatumReader.readAll(text, new WritingBuilder());
    return WritingBuilder.writeAll(result.data());
  }

  private static List<Diagnostic> diagnostics(String text) {
    return DatumReader.readAll(text, new WritingBuilder()).diagnostics();
  }

  @Test
  void abbreviations() {
    assertEquals("(quote x) (quasiquote (a (unquote b) (unquote-splicing c))) (quote #(a))",
        read("'x `(a ,b ,@c) '#(a)"));
  }

  @Test
  void typeSpecifiersAndBrackets() {
    assertEquals("x :: int x :: int", read("x::int x ::int"));
    assertEquals("(:: ($bracket-apply$ vector string))", read("(::vector[string])"));
    assertEquals("(x :: java.util.List)", read("(x ::java.util.List)"));
    assertEquals("($bracket-apply$ a b) ($bracket-apply$ (a) b) ($bracket-apply$ \"s\" 0)",
        read("a[b] (a)[b] \"s\"[0]"));
    assertEquals("(a ($bracket-list$ b))", read("(a [b])"));
    assertEquals("($bracket-apply$ ($bracket-apply$ a 1) 2)", read("a[1][2]"));
  }

  @Test
  void colonNotationAndKeywords() {
    DatumReader.Result<Object> result = DatumReader.readAll("a:b name: java.lang.Math:PI", new WritingBuilder());
    assertEquals(new WritingBuilder.Sym("a:b"), result.data().get(0));
    assertEquals(new WritingBuilder.Kw("name"), result.data().get(1));
    assertEquals(new WritingBuilder.Sym("java.lang.Math:PI"), result.data().get(2));
    assertEquals(List.of("java.lang.Math", "PI"), SyntaxKind.colonParts("java.lang.Math:PI"));
    assertEquals(List.of("obj", "method"), SyntaxKind.colonParts("obj:method"));
    assertEquals(List.of("name:"), SyntaxKind.colonParts("name:"));
    assertEquals(List.of(":foo"), SyntaxKind.colonParts(":foo"));
  }

  @Test
  void kawaSymbolsThatLookLikeNumbers() {
    assertEquals("(1+ 1- 1abc ... ->x .foo +a -> 0.5 a.b)", read("(1+ 1- 1abc ... ->x .foo +a -> +.5 a.b)"));
  }

  @Test
  void extendedLiterals() {
    assertEquals("($construct$:tag \"text \" $<<$ e $>>$ \" more\")", read("&tag{text &[e] more}"));
    assertEquals("($construct$:tag a b $>>$ \"body\")", read("&tag[a b]{body}"));
    assertEquals("($construct$:tag a b $>>$)", read("&tag[a b]"));
    assertEquals("($string$ \"Hello \" $<<$ name $>>$ \"!\")", read("&{Hello &[name]!}"));
    assertEquals("($construct$:` \"ls -l\")", read("&`{ls -l}"));
    assertEquals("($construct$:sh \"echo hi\")", read("&sh{echo hi}"));
    assertEquals("($construct$:tag a b $>>$ \"body \" $entity$:lt \" x A A \" $entity$:amp)",
        read("&tag[a b]{body &lt; x &#65; &#x41; &amp;}"));
    assertEquals("&foo &rest", read("&foo &rest"));
    assertEquals("($construct$:tag \"a {b} c \" ($construct$:tag2 \"d\") \" e\")", read("&tag{a {b} c &tag2{d} e}"));
    assertEquals(
        "(($string$ \"a\" $<<$ b $>>$ \"c\") ($string$ $<<$ b $>>$) ($construct$:tag) ($string$) ($construct$:tag $<<$ $>>$))",
        read("(&{a&[b]c} &{&[b]} &tag{} &{} &tag{&[]})"));
    assertEquals("($construct$:tag a $>>$ \"b \" $<<$ c d $>>$ \" e \" ($string$ \"f\"))",
        read("&tag[a]{b &[c d] e &{f}}"));
    assertEquals("($string$ \"x\\ny\")", read("&{x&#10;y}"));
    assertEquals("($string$ \"abc    def\")", read("&{abc &- \n   def}"));
  }

  @Test
  void marginsFollowSrfi109() {
    assertEquals("($construct$:tag \"line one\\n  line two\\n  \")",
        read("&tag{\n   &|line one\n   &|  line two\n  }"));
    assertEquals("($string$ \"\\nabc\\n\")", read("&{\nabc\n}"));
    assertEquals("($string$ \"abc\\n  def\\nghi\")", read("&{  \n  &|abc\n  def\n  &|ghi}"));
    assertEquals("($string$ \"abc\\ndef\")", read("&{abc\n  &|def}"));
    assertEquals("($string$ \" x\\n y\")", read("&{ x\n y}"));
    assertEquals("read.bad-margin", diagnostics("&{x &|y}").get(0).code());
  }

  @Test
  void specialsAndFoldCase() {
    assertEquals("(#!eof #!void #!default #!optional #!rest #!key) (abc Foo Bar aAb #\\ ) ABC",
        read(
            "(#!eof #!void #!default #!optional #!rest #!key) #!fold-case (ABC |Foo Bar| |a\\x41;b| #\\SPACE) #!no-fold-case ABC"));
  }

  @Test
  void atoms() {
    assertEquals("(a . b) #u8(1 2 255) #(1 #t) #\\\u03bb #\\\u0007 #\\x #\\( \"aAbc\"",
        read("(a . b) #u8(1 2 255) #(1 #t) #\\x3bb #\\alarm #\\x #\\( \"a\\x41;b\\\n    c\""));
    assertEquals("#t #t #f #f", read("#t #true #f #false"));
    // Line endings inside strings, |identifiers| and extended-literal text read as one newline.
    assertEquals("\"a\\nb\\nc\\nd\"", read("\"a\r\nb\rc\nd\""));
    assertEquals("\"ab\"", read("\"a\\\r\n   b\""));
    assertEquals("\"\r\"", read("\"\\r\""));
    assertEquals("x\ny", read("|x\r\ny|"));
    assertEquals("($string$ \"a\\nb\\nc\")", read("&{a\r\nb\rc}"));
    assertEquals("\"\\n\\t\\\\\\\"|\"", read("\"\\n\\t\\\\\\\"\\|\""));
    assertEquals("\"\u0007\b\r\"", read("\"\\a\\b\\r\""));
    assertEquals("(#\\\u0000 #\\\u007f #\\\u001b #\\\n #\\\r #\\  #\\\t #\\\b)",
        read("(#\\null #\\delete #\\escape #\\newline #\\return #\\space #\\tab #\\backspace)"));
  }

  @Test
  void datumCommentsAreSkipped() {
    assertEquals("(x z) (a)", read("#;(hidden) (x #;y z) (a #;#;b c)"));
    assertEquals("(quote b) (c)", read("'#;a b (#;#;#;x y z c)"));
  }

  @Test
  void datumLabelsMakeCycles() {
    DatumReader.Result<Object> result = DatumReader.readAll("#0=(a . #0#) (#1=(x) #1#)", new WritingBuilder());
    WritingBuilder.MList cyclic = (WritingBuilder.MList) result.data().get(0);
    assertSame(cyclic, cyclic.tail);
    WritingBuilder.MList shared = (WritingBuilder.MList) result.data().get(1);
    assertSame(shared.items.get(0), shared.items.get(1));
    assertEquals("read.undefined-label", diagnostics("(#5#)").get(0).code());
  }

  @Test
  void labelsWithoutBuilderSupportReportInsteadOfThrowing() {
    DatumBuilder<Object> plain = new WritingBuilder() {
      @Override
      public Object placeholder(int label, int start, int end) {
        throw new UnsupportedOperationException();
      }
    };
    DatumReader.Result<Object> result = DatumReader.readAll("#0=(a #0#) #1=(b)", plain);
    assertEquals("read.unsupported-label", result.diagnostics().get(0).code());
    assertEquals(2, result.data().size());
  }

  @Test
  void readFirstStopsAfterOneDatum() {
    String text = "  (a b) c ; rest";
    DatumReader.First<Object> first = DatumReader.readFirst(text, 0, false, false, new WritingBuilder());
    assertEquals("(a b)", WritingBuilder.write(first.datum()));
    assertEquals(7, first.end());
    assertFalse(first.needsMore());
    DatumReader.First<Object> second = DatumReader.readFirst(text, first.end(), false, false, new WritingBuilder());
    assertEquals("c", WritingBuilder.write(second.datum()));
    assertEquals(9, second.end());
    DatumReader.First<Object> third = DatumReader.readFirst(text, second.end(), false, false, new WritingBuilder());
    assertTrue(third.needsMore());
    DatumReader.First<Object> last = DatumReader.readFirst(text, second.end(), true, false, new WritingBuilder());
    assertTrue(last.eof());
    assertNull(last.datum());
    assertEquals(text.length(), last.end());
  }

  @Test
  void readFirstAsksForMoreInsideAnOpenDatum() {
    assertTrue(DatumReader.readFirst("(a b", 0, false, false, new WritingBuilder()).needsMore());
    assertTrue(DatumReader.readFirst("abc", 0, false, false, new WritingBuilder()).needsMore());
    DatumReader.First<Object> atEnd = DatumReader.readFirst("abc", 0, true, false, new WritingBuilder());
    assertEquals("abc", WritingBuilder.write(atEnd.datum()));
    DatumReader.First<Object> open = DatumReader.readFirst("(a b", 0, true, false, new WritingBuilder());
    assertEquals("read.unclosed-list", open.diagnostics().get(0).code());
    assertEquals("missing ')' to close '(' opened at line 1", open.diagnostics().get(0).message());
  }

  @Test
  void readFirstCarriesFoldCase() {
    DatumReader.First<Object> first = DatumReader.readFirst("#!fold-case ABC DEF", 0, false, false,
        new WritingBuilder());
    assertEquals("abc", WritingBuilder.write(first.datum()));
    assertTrue(first.foldCase());
    DatumReader.First<Object> next = DatumReader.readFirst("#!fold-case ABC DEF", first.end(), true, first.foldCase(),
        new WritingBuilder());
    assertEquals("def", WritingBuilder.write(next.datum()));
  }

  @Test
  void positionsReachTheBuilder() {
    StringBuilder seen = new StringBuilder();
    DatumBuilder<Object> recording = new WritingBuilder() {
      @Override
      public Object symbol(String name, int start, int end) {
        seen.append(name).append('@').append(start).append('-').append(end).append(' ');
        return super.symbol(name, start, end);
      }
    };
    DatumReader.readAll("(foo 'bar)", recording);
    assertEquals("foo@1-4 bar@6-9 quote@5-6 ", seen.toString());
  }
}
