package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.syntax.SyntaxKind;
import kopi.syntax.SyntaxNode;

/**
 * Semantic highlighting. From the tree: comments (including data commented out with {@code #;}),
 * strings and characters, numbers, booleans and {@code #!} constants, keywords {@code name:},
 * special forms in head position, the type-specifier marker {@code ::} and the type after it, datum
 * labels, and the parts of colon notation {@code receiver:member}. From the semantic model
 * ({@link SourceDocument#recentModel()}, so it answers at once after an edit): other identifiers by
 * what they are bound to, macros, parameters (a local bound in the formals of a {@code define}d
 * procedure or {@code lambda}), other locals and globals (builtins included); an unbound dotted name
 * that names a Java class is a class.
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
    DIRECTIVE,
    MACRO,
    PARAMETER,
    LOCAL,
    GLOBAL,
    JAVA_CLASS
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
    new Walker(tokens, start, end, document).visit(document.parse().syntax());
    return tokens;
  }

  private static final class Walker {
    private final List<Token> out;
    private final int from;
    private final int to;
    private final SourceDocument document;
    /** Read on the first identifier that needs it. */
    private kopi.expand.SemanticModel model;
    /** The starts of the identifiers bound as parameters, from the formals lists of the tree. */
    private java.util.Set<Integer> parameters;

    Walker(List<Token> out, int from, int to, SourceDocument document) {
      this.out = out;
      this.from = from;
      this.to = to;
      this.document = document;
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
        case STRING, CHARACTER, REGEX, EXT_TEXT, EXT_ENTITY -> emit(token, Type.STRING);
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
      if (parts.size() <= 1) {
        bound(token);
        return;
      }
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

    /** Classifies an identifier by its binding, when the model knows it. */
    private void bound(SyntaxNode token) {
      if (model == null) {
        model = document.recentModel();
      }
      kopi.expand.SemanticModel.Occurrence occurrence = model.at(token.start());
      if (occurrence == null || occurrence.start() != token.start() || occurrence.end() != token.end()) {
        String text = token.text();
        if (occurrence == null && text.indexOf('.') > 0 && !text.endsWith(".")
            && JavaCompletion.classNamed(text, document.text()) != null) {
          emit(token, Type.JAVA_CLASS);
        }
        return;
      }
      kopi.expand.SemanticModel.Symbol symbol = occurrence.symbol();
      switch (symbol.kind()) {
        case MACRO -> emit(token, Type.MACRO);
        case GLOBAL, BUILTIN -> emit(token, Type.GLOBAL);
        case LOCAL -> emit(token, parameterStarts().contains(symbol.start()) ? Type.PARAMETER : Type.LOCAL);
        default -> {
          // Special forms outside head position and auxiliary syntax keep the editor's colours.
        }
      }
    }

    private java.util.Set<Integer> parameterStarts() {
      if (parameters == null) {
        parameters = new java.util.HashSet<>();
        java.util.ArrayDeque<SyntaxNode> stack = new java.util.ArrayDeque<>(document.parse().topLevelForms());
        while (!stack.isEmpty()) {
          SyntaxNode node = stack.pop();
          if (node.isToken()) {
            continue;
          }
          List<SyntaxNode> elements = DocumentSymbols.elements(node);
          if (elements != null && elements.size() >= 2 && elements.get(0).kind() == SyntaxKind.IDENTIFIER
              && (elements.get(0).text().equals("lambda") || elements.get(0).text().equals("define"))) {
            List<SyntaxNode> formals = DocumentSymbols.elements(elements.get(1));
            boolean define = elements.get(0).text().equals("define");
            for (int i = define ? 1 : 0; formals != null && i < formals.size(); i++) {
              SyntaxNode formal = formals.get(i);
              if (formal.kind() == SyntaxKind.IDENTIFIER) {
                parameters.add(formal.start());
              } else if (DocumentSymbols.elements(formal) != null && !DocumentSymbols.elements(formal).isEmpty()) {
                parameters.add(DocumentSymbols.elements(formal).get(0).start());
              }
            }
            if (elements.get(1).kind() == SyntaxKind.IDENTIFIER && !define) {
              parameters.add(elements.get(1).start());
            }
          }
          node.children().forEach(stack::push);
        }
      }
      return parameters;
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
