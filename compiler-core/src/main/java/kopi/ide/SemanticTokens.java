package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.syntax.SyntaxKind;
import kopi.syntax.SyntaxNode;

/**
 * Semantic highlighting from the tree alone: comments (including data commented out with
 * {@code #;}), strings and characters, numbers, booleans and {@code #!} constants, keywords
 * {@code name:}, special forms in head position, the type-specifier marker {@code ::} and the type
 * after it, datum labels, and the parts of colon notation {@code receiver:member}. Analysis will
 * later add what depends on bindings (local, global, macro, parameter).
 */
public final class SemanticTokens {
  private SemanticTokens() {}

  /** What a highlighted range is; the server maps each to an LSP token type. */
  public enum Type {
    COMMENT,
    STRING,
    NUMBER,
    CONSTANT,
    KEYWORD_ARGUMENT,
    SPECIAL_FORM,
    TYPE_MARKER,
    TYPE,
    RECEIVER,
    MEMBER,
    LABEL,
    DIRECTIVE
  }

  /**
   * One highlighted range; a token may span several lines (a block comment, a string).
   *
   * @param start  first offset
   * @param length length in UTF-16 code units
   * @param type   what it is
   */
  public record Token(int start, int length, Type type) {}

  /** The tokens of the whole document, sorted by offset and never overlapping. */
  public static List<Token> of(SourceDocument document) {
    return in(document, 0, document.text().length());
  }

  /** The tokens that intersect {@code [start, end)}, sorted by offset and never overlapping. */
  public static List<Token> in(SourceDocument document, int start, int end) {
    List<Token> tokens = new ArrayList<>();
    new Walker(tokens, start, end).visit(document.parse().syntax());
    return tokens;
  }

  private static final class Walker {
    private final List<Token> out;
    private final int from;
    private final int to;

    Walker(List<Token> out, int from, int to) {
      this.out = out;
      this.from = from;
      this.to = to;
    }

    void visit(SyntaxNode node) {
      SyntaxNode previousSignificant = null;
      boolean headSeen = false;
      for (SyntaxNode child : node.children()) {
        if (child.end() < from || child.start() > to) {
          if (!child.kind().isTrivia()) {
            previousSignificant = child;
          }
          continue;
        }
        SyntaxKind kind = child.kind();
        if (kind == SyntaxKind.DATUM_COMMENT) {
          emit(child, Type.COMMENT);
        } else if (child.isToken()) {
          boolean isHead = node.kind() == SyntaxKind.LIST && !headSeen && !kind.isTrivia()
              && kind != SyntaxKind.OPEN_PAREN;
          token(child, previousSignificant, isHead);
        } else {
          visit(child);
        }
        if (!kind.isTrivia() && kind != SyntaxKind.OPEN_PAREN && kind != SyntaxKind.DATUM_COMMENT) {
          headSeen = true;
        }
        if (!kind.isTrivia()) {
          previousSignificant = child;
        }
      }
    }

    private void token(SyntaxNode token, SyntaxNode previous, boolean isHead) {
      switch (token.kind()) {
        case LINE_COMMENT, BLOCK_COMMENT -> emit(token, Type.COMMENT);
        case DIRECTIVE -> emit(token, Type.DIRECTIVE);
        case STRING, CHARACTER, EXT_TEXT, EXT_ENTITY -> emit(token, Type.STRING);
        case NUMBER -> emit(token, Type.NUMBER);
        case BOOLEAN, SPECIAL -> emit(token, Type.CONSTANT);
        case KEYWORD -> emit(token, Type.KEYWORD_ARGUMENT);
        case COLON_COLON -> emit(token, Type.TYPE_MARKER);
        case LABEL_DEFINITION, LABEL_REFERENCE -> emit(token, Type.LABEL);
        case IDENTIFIER -> identifier(token, previous, isHead);
        default -> {
          // Brackets, quotes and dots are left to the editor's grammar.
        }
      }
    }

    private void identifier(SyntaxNode token, SyntaxNode previous, boolean isHead) {
      String text = token.text();
      if (previous != null && previous.kind() == SyntaxKind.COLON_COLON) {
        emit(token, Type.TYPE);
        return;
      }
      if (isHead && SpecialForms.isKeyword(text)) {
        emit(token, Type.SPECIAL_FORM);
        return;
      }
      List<String> parts = SyntaxKind.colonParts(text);
      if (parts.size() > 1) {
        int offset = token.start();
        for (int i = 0; i < parts.size(); i++) {
          String part = parts.get(i);
          if (!part.isEmpty()) {
            add(offset, part.length(), i == 0 ? Type.RECEIVER : Type.MEMBER);
          }
          offset += part.length() + 1;
        }
      }
    }

    private void emit(SyntaxNode node, Type type) {
      add(node.start(), node.end() - node.start(), type);
    }

    private void add(int start, int length, Type type) {
      if (length > 0 && start < to && start + length > from) {
        out.add(new Token(start, length, type));
      }
    }
  }
}
