package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SemanticTokensTest {

  private static List<String> tokens(String text) {
    return SemanticTokens.of(SourceDocument.of("u", 1, text)).stream()
        .map(token -> token.type() + " " + text.substring(token.start(), token.start() + token.length()))
        .toList();
  }

  @Test
  void classifiesLiteralsCommentsAndSpecialForms() {
    assertEquals(
        List.of("SPECIAL_FORM define", "GLOBAL x", "TYPE_MARKER ::", "TYPE int", "NUMBER 42", "COMMENT ; answer",
            "SPECIAL_FORM if", "CONSTANT #t", "STRING \"yes\"", "STRING #\\a", "COMMENT #;(ignored)",
            "COMMENT #| block |#"),
        tokens("(define x ::int 42) ; answer\n(if #t \"yes\" #\\a) #;(ignored) #| block |#"));
  }

  @Test
  void sqlLiteralTextIsAStringAndItsValuesAreCode() {
    assertEquals(
        List.of("SPECIAL_FORM define", "GLOBAL city", "STRING \"Oslo\"", "STRING select name from person where city = ",
            "GLOBAL city", "STRING  and age > ", "NUMBER 30"),
        tokens("(define city \"Oslo\")\n&sql{select name from person where city = &[city] and age > &[30]}"));
  }

  @Test
  void specialFormsOnlyInHeadPosition() {
    assertEquals(List.of("SPECIAL_FORM quote"), tokens("(f define (quote x) if)"));
  }

  @Test
  void keywordsAndColonNotation() {
    assertEquals(List.of("KEYWORD_ARGUMENT title:", "RECEIVER java.lang.Math", "MEMBER abs", "RECEIVER s",
        "MEMBER length"),
        tokens("(make-button title: (java.lang.Math:abs -1) s:length)").stream()
            .filter(token -> !token.startsWith("NUMBER")).toList());
  }

  @Test
  void attachedTypeSpecifiers() {
    assertEquals(List.of("PARAMETER s", "TYPE_MARKER ::", "TYPE string", "PARAMETER s"),
        tokens("(lambda (s::string) s)").stream()
            .filter(token -> !token.startsWith("SPECIAL_FORM")).toList());
  }

  @Test
  void aRangeRequestReturnsOnlyTokensThatIntersectIt() {
    String text = "1 \"two\" 3\n4";
    List<SemanticTokens.Token> tokens = SemanticTokens.in(SourceDocument.of("u", 1, text), 2, 7);
    assertEquals(List.of(new SemanticTokens.Token(2, 5, SemanticTokens.Type.STRING)), tokens);
  }

  @Test
  void tokensAreSortedAndDisjoint() {
    String text = "(define-record-type <p> (mk a) p? (a p-a))\n&tag{text &[(f x)]}\n#0=(a . #0#) #!optional";
    List<SemanticTokens.Token> tokens = SemanticTokens.of(SourceDocument.of("u", 1, text));
    for (int i = 1; i < tokens.size(); i++) {
      SemanticTokens.Token previous = tokens.get(i - 1);
      assertEquals(true, previous.start() + previous.length() <= tokens.get(i).start(), tokens.toString());
    }
  }

  @Test
  void identifiersAreClassifiedByTheirBinding() {
    String text = "(define-syntax swap! (syntax-rules () ((_ a b) (let ((t a)) (set! a b) (set! b t)))))\n"
        + "(define total 0)\n(define (add n) (let ((sum (+ total n))) (swap! sum n) sum))\n"
        + "(define list-class java.util.ArrayList)";
    List<String> tokens = tokens(text).stream().filter(t -> !t.startsWith("SPECIAL_FORM") && !t.startsWith("NUMBER"))
        .toList();
    int add = tokens.indexOf("GLOBAL add");
    assertEquals(List.of("GLOBAL add", "PARAMETER n", "LOCAL sum", "GLOBAL +", "GLOBAL total", "PARAMETER n",
        "MACRO swap!", "LOCAL sum", "PARAMETER n", "LOCAL sum", "GLOBAL list-class", "JAVA_CLASS java.util.ArrayList"),
        tokens.subList(add, tokens.size()));
  }
}
