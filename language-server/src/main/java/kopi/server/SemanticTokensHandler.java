package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.SemanticTokens;
import kopi.ide.SourceDocument;
import kopi.syntax.LineIndex;
import org.eclipse.lsp4j.SemanticTokenTypes;
import org.eclipse.lsp4j.SemanticTokensLegend;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;

/**
 * {@code textDocument/semanticTokens/full}, and the encoding shared with the range request:
 * relative line and column deltas, one entry per line of a multi-line token, since clients need
 * not support tokens that cross lines.
 */
final class SemanticTokensHandler implements RequestHandler<SemanticTokensParams, org.eclipse.lsp4j.SemanticTokens> {

  /** LSP token type of each {@link SemanticTokens.Type}, indexed by ordinal; the legend lists them in this order. */
  private static final List<String> TYPES = List.of(
      SemanticTokenTypes.Comment,     // COMMENT
      SemanticTokenTypes.String,      // STRING
      SemanticTokenTypes.Number,      // NUMBER
      SemanticTokenTypes.EnumMember,  // CONSTANT
      SemanticTokenTypes.Property,    // KEYWORD_ARGUMENT
      SemanticTokenTypes.Keyword,     // SPECIAL_FORM
      SemanticTokenTypes.Operator,    // TYPE_MARKER
      SemanticTokenTypes.Type,        // TYPE
      SemanticTokenTypes.Class,       // RECEIVER
      SemanticTokenTypes.Method,      // MEMBER
      SemanticTokenTypes.Label,       // LABEL
      SemanticTokenTypes.Macro,       // DIRECTIVE
      SemanticTokenTypes.Macro,       // MACRO
      SemanticTokenTypes.Parameter,   // PARAMETER
      SemanticTokenTypes.Variable,    // LOCAL
      SemanticTokenTypes.Variable,    // GLOBAL, with the modifier static
      SemanticTokenTypes.Class);      // JAVA_CLASS

  /** The token modifiers; globals carry {@code static}, to tell them from locals. */
  private static final List<String> MODIFIERS = List.of(org.eclipse.lsp4j.SemanticTokenModifiers.Static);

  static SemanticTokensLegend legend() {
    if (TYPES.size() != SemanticTokens.Type.values().length) {
      throw new IllegalStateException("semantic token legend: expected " + SemanticTokens.Type.values().length
          + " types, got " + TYPES.size());
    }
    return new SemanticTokensLegend(TYPES, MODIFIERS);
  }

  @Override
  public org.eclipse.lsp4j.SemanticTokens handle(SourceDocument document, SemanticTokensParams params,
      CancelChecker cancel) {
    return encode(document, SemanticTokens.of(document));
  }

  static org.eclipse.lsp4j.SemanticTokens encode(SourceDocument document, List<SemanticTokens.Token> tokens) {
    LineIndex lines = document.lines();
    List<Integer> data = new ArrayList<>(tokens.size() * 5);
    int previousLine = 0;
    int previousColumn = 0;
    for (SemanticTokens.Token token : tokens) {
      int end = token.start() + token.length();
      int firstLine = lines.line(token.start());
      int lastLine = lines.line(end - 1);
      for (int line = firstLine; line <= lastLine; line++) {
        int segmentStart = Math.max(token.start(), lines.lineStart(line));
        int segmentEnd = Math.min(end, Positions.contentEnd(lines, line));
        if (segmentEnd <= segmentStart) {
          continue;
        }
        int column = segmentStart - lines.lineStart(line);
        data.add(line - previousLine);
        data.add(line == previousLine ? column - previousColumn : column);
        data.add(segmentEnd - segmentStart);
        data.add(token.type().ordinal());
        data.add(token.type() == SemanticTokens.Type.GLOBAL ? 1 : 0);
        previousLine = line;
        previousColumn = column;
      }
    }
    return new org.eclipse.lsp4j.SemanticTokens(data);
  }
}
