package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.DocumentSymbols;
import kopi.ide.SourceDocument;
import kopi.syntax.LineIndex;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/** {@code textDocument/documentSymbol}: the hierarchical outline. */
final class DocumentSymbolHandler
    implements RequestHandler<DocumentSymbolParams, List<Either<SymbolInformation, DocumentSymbol>>> {

  @Override
  public List<Either<SymbolInformation, DocumentSymbol>> handle(SourceDocument document, DocumentSymbolParams params,
      CancelChecker cancel) {
    List<Either<SymbolInformation, DocumentSymbol>> result = new ArrayList<>();
    for (DocumentSymbols.Symbol symbol : DocumentSymbols.of(document)) {
      result.add(Either.forRight(convert(symbol, document.lines())));
    }
    return result;
  }

  private static DocumentSymbol convert(DocumentSymbols.Symbol symbol, LineIndex lines) {
    List<DocumentSymbol> children = new ArrayList<>();
    for (DocumentSymbols.Symbol child : symbol.children()) {
      children.add(convert(child, lines));
    }
    String detail = symbol.kind() == DocumentSymbols.Kind.MACRO ? "macro" : symbol.detail();
    return new DocumentSymbol(symbol.name(), kind(symbol.kind()),
        Positions.range(lines, symbol.range().start(), symbol.range().end()),
        Positions.range(lines, symbol.selection().start(), symbol.selection().end()),
        detail.isEmpty() ? null : detail, children);
  }

  /** LSP has no kind for macros; they show as functions with the detail {@code macro}. */
  private static SymbolKind kind(DocumentSymbols.Kind kind) {
    return switch (kind) {
      case VARIABLE -> SymbolKind.Variable;
      case FUNCTION, MACRO -> SymbolKind.Function;
      case RECORD -> SymbolKind.Struct;
      case CONSTRUCTOR -> SymbolKind.Constructor;
      case FIELD -> SymbolKind.Field;
      case LIBRARY -> SymbolKind.Module;
      case CLASS -> SymbolKind.Class;
    };
  }
}
