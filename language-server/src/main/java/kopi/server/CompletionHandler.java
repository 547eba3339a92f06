package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.Completion;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/** {@code textDocument/completion}: names in scope at the cursor, with their kind and signature. */
final class CompletionHandler
    implements RequestHandler<CompletionParams, Either<List<CompletionItem>, CompletionList>> {

  @Override
  public Either<List<CompletionItem>, CompletionList> handle(SourceDocument document, CompletionParams params,
      CancelChecker cancel) {
    int offset = Positions.offset(document.lines(), params.getPosition());
    Completion.Proposals proposals = Completion.proposals(document, offset);
    // Each item replaces exactly the text typed so far, so that no editor has to guess where a
    // Scheme identifier (sum-squares, java.lang.Math:abs) begins.
    Range typed = Positions.range(document.lines(), proposals.replaceStart(), offset);
    List<CompletionItem> items = new ArrayList<>();
    int rank = 0;
    for (Completion.Item found : proposals.items()) {
      cancel.checkCanceled();
      CompletionItem item = new CompletionItem(found.label());
      item.setTextEdit(Either.forLeft(new TextEdit(typed, found.label())));
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
