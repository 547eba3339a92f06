package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.Completion;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/** {@code textDocument/completion}: names in scope at the cursor, with their kind and signature. */
final class CompletionHandler implements RequestHandler<CompletionParams, Either<List<CompletionItem>, CompletionList>> {

  @Override
  public Either<List<CompletionItem>, CompletionList> handle(SourceDocument document, CompletionParams params,
      CancelChecker cancel) {
    int offset = Positions.offset(document.lines(), params.getPosition());
    List<CompletionItem> items = new ArrayList<>();
    int rank = 0;
    for (Completion.Item found : Completion.at(document, offset)) {
      cancel.checkCanceled();
      CompletionItem item = new CompletionItem(found.label());
      item.setKind(kind(found));
      item.setDetail(found.detail());
      if (found.documentation() != null) {
        item.setDocumentation(found.documentation());
      }
      // Locals come first in the ide's order; keep that order in the editor's list.
      item.setSortText(String.format("%05d", rank++));
      items.add(item);
    }
    return Either.forRight(new CompletionList(false, items));
  }

  private static CompletionItemKind kind(Completion.Item item) {
    return switch (item.kind()) {
      case LOCAL -> item.procedure() ? CompletionItemKind.Function : CompletionItemKind.Variable;
      case GLOBAL, BUILTIN -> item.procedure() ? CompletionItemKind.Function : CompletionItemKind.Variable;
      case SPECIAL_FORM, AUXILIARY -> CompletionItemKind.Keyword;
      case MACRO -> CompletionItemKind.Snippet;
    };
  }
}
