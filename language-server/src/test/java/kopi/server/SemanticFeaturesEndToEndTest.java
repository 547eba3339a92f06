package kopi.server;

import static kopi.server.InProcessServer.document;
import static kopi.server.InProcessServer.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.ExecutionException;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DocumentHighlight;
import org.eclipse.lsp4j.DocumentHighlightKind;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SignatureHelp;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.junit.jupiter.api.Test;

/** The analysis-backed features through JSON-RPC, one test per feature. */
class SemanticFeaturesEndToEndTest {

  private static final String PROGRAM = String.join("\n",
      ";; Adds BY to N.",
      "(define (add n ::int #!optional (by 1)) ::int",
      "  (+ n by))",
      "(define (twice x)",
      "  (let ((x (add x)))",
      "    (add x x)))",
      "");

  private static Range range(int line, int start, int end) {
    return new Range(new Position(line, start), new Position(line, end));
  }

  private static InProcessServer opened(String text) throws Exception {
    InProcessServer connection = new InProcessServer();
    connection.initialize();
    connection.open(text);
    return connection;
  }

  @Test
  void expansionDiagnosticsFollowTheReadersAndLaterFormsStillReport() throws Exception {
    try (InProcessServer connection = opened("(if)\n(define y 1)\n(+ y zz)\n(car")) {
      PublishDiagnosticsParams quick = connection.client.nextDiagnostics();
      assertEquals(1, quick.getVersion());
      assertEquals(List.of("read.unclosed-list"), codes(quick.getDiagnostics()));
      PublishDiagnosticsParams full = connection.client.nextDiagnostics();
      assertEquals(1, full.getVersion());
      assertEquals(List.of("expand.malformed", "expand.unbound", "read.unclosed-list"), codes(full.getDiagnostics()));
      Diagnostic unbound = full.getDiagnostics().get(1);
      assertEquals(range(2, 5, 7), unbound.getRange());
      assertEquals("unbound variable: zz", unbound.getMessage().getLeft());
    }
  }

  private static List<String> codes(List<Diagnostic> diagnostics) {
    return diagnostics.stream().map(d -> d.getCode().getLeft()).toList();
  }

  @Test
  void completionOffersLocalsFirstWithKindsAndDetails() throws Exception {
    try (InProcessServer connection = opened(PROGRAM + "(define (f width) (+ w")) {
      List<CompletionItem> items = get(connection.server.getTextDocumentService()
          .completion(new CompletionParams(document(), new Position(6, 22)))).getRight().getItems();
      assertEquals("width", items.get(0).getLabel());
      assertEquals(CompletionItemKind.Variable, items.get(0).getKind());
      CompletionItem write = items.stream().filter(i -> i.getLabel().equals("write")).findFirst().orElseThrow();
      assertEquals(CompletionItemKind.Function, write.getKind());
      assertTrue(write.getDetail().startsWith("builtin procedure"), write.getDetail());
      // Every item replaces the typed "w" (the last line, columns 21 to 22) with its label.
      assertEquals(new TextEdit(range(6, 21, 22), "write"), write.getTextEdit().getLeft());
    }
  }

  @Test
  void codeActionsFixAMisspeltNameAndImportTheSrfi() throws Exception {
    try (InProcessServer connection = opened("(define (factorial n) n)\n(factoral 3)\n(vector-count even? #(1 2))\n")) {
      List<org.eclipse.lsp4j.jsonrpc.messages.Either<org.eclipse.lsp4j.Command, org.eclipse.lsp4j.CodeAction>> misspelt = get(
          connection.server.getTextDocumentService().codeAction(new org.eclipse.lsp4j.CodeActionParams(document(),
              range(1, 3, 3), new org.eclipse.lsp4j.CodeActionContext(List.of()))));
      assertEquals(1, misspelt.size());
      org.eclipse.lsp4j.CodeAction change = misspelt.get(0).getRight();
      assertEquals("Change to factorial", change.getTitle());
      assertEquals(org.eclipse.lsp4j.CodeActionKind.QuickFix, change.getKind());
      assertEquals("unbound variable: factoral, did you mean factorial?",
          change.getDiagnostics().get(0).getMessage().getLeft());
      assertEquals(List.of(new TextEdit(range(1, 1, 9), "factorial")),
          change.getEdit().getChanges().get(InProcessServer.URI));
      org.eclipse.lsp4j.CodeAction srfi = get(connection.server.getTextDocumentService().codeAction(
          new org.eclipse.lsp4j.CodeActionParams(document(), range(2, 5, 5),
              new org.eclipse.lsp4j.CodeActionContext(List.of()))))
          .get(0).getRight();
      assertEquals("Add (import (srfi 133))", srfi.getTitle());
      assertEquals(List.of(new TextEdit(range(0, 0, 0), "(import (srfi 133))\n")),
          srfi.getEdit().getChanges().get(InProcessServer.URI));
    }
  }

  @Test
  void callHierarchyListsCallersAndCallees() throws Exception {
    String text = "(define (leaf x) x)\n(define (middle y) (leaf (leaf y)))\n(define (top) (middle 1) (leaf 2))\n";
    try (InProcessServer connection = opened(text)) {
      var service = connection.server.getTextDocumentService();
      List<org.eclipse.lsp4j.CallHierarchyItem> items = get(service.prepareCallHierarchy(
          new org.eclipse.lsp4j.CallHierarchyPrepareParams(document(), new Position(0, 10))));
      assertEquals(1, items.size());
      assertEquals("leaf", items.get(0).getName());
      List<org.eclipse.lsp4j.CallHierarchyIncomingCall> incoming = get(service.callHierarchyIncomingCalls(
          new org.eclipse.lsp4j.CallHierarchyIncomingCallsParams(items.get(0))));
      assertEquals(List.of("middle:2", "top:1"), incoming.stream()
          .map(c -> c.getFrom().getName() + ":" + c.getFromRanges().size()).toList());
      org.eclipse.lsp4j.CallHierarchyItem top = get(service.prepareCallHierarchy(
          new org.eclipse.lsp4j.CallHierarchyPrepareParams(document(), new Position(2, 9)))).get(0);
      List<org.eclipse.lsp4j.CallHierarchyOutgoingCall> outgoing = get(service.callHierarchyOutgoingCalls(
          new org.eclipse.lsp4j.CallHierarchyOutgoingCallsParams(top)));
      assertEquals(List.of("middle", "leaf"), outgoing.stream().map(c -> c.getTo().getName()).toList());
      assertEquals(range(2, 15, 21), outgoing.get(0).getFromRanges().get(0));
    }
  }

  @Test
  void hoverShowsTheSignatureAndDoc() throws Exception {
    try (InProcessServer connection = opened(PROGRAM)) {
      Hover hover = get(connection.server.getTextDocumentService()
          .hover(new HoverParams(document(), new Position(5, 6))));
      assertEquals(range(5, 5, 8), hover.getRange());
      assertEquals("```scheme\n(add n ::int #!optional by) ::int\n```\n\nAdds BY to N.\n\ndefined at line 2",
          hover.getContents().getRight().getValue());
    }
  }

  @Test
  void definitionJumpsToTheInnermostBinding() throws Exception {
    try (InProcessServer connection = opened(PROGRAM)) {
      List<? extends Location> locations = get(connection.server.getTextDocumentService()
          .definition(new DefinitionParams(document(), new Position(5, 9)))).getLeft();
      assertEquals(List.of(new Location(InProcessServer.URI, range(4, 9, 10))), locations);
    }
  }

  @Test
  void referencesAndHighlightsFindTheBindingOnly() throws Exception {
    try (InProcessServer connection = opened(PROGRAM)) {
      ReferenceParams params = new ReferenceParams(document(), new Position(3, 15), new ReferenceContext(true));
      List<? extends Location> references = get(connection.server.getTextDocumentService().references(params));
      assertEquals(List.of(range(3, 15, 16), range(4, 16, 17)),
          references.stream().map(Location::getRange).toList());
      List<? extends DocumentHighlight> highlights = get(connection.server.getTextDocumentService()
          .documentHighlight(new DocumentHighlightParams(document(), new Position(4, 9))));
      assertEquals(3, highlights.size());
      assertEquals(DocumentHighlightKind.Write, highlights.get(0).getKind());
      assertEquals(DocumentHighlightKind.Read, highlights.get(1).getKind());
    }
  }

  @Test
  void signatureHelpNamesTheActiveParameter() throws Exception {
    try (InProcessServer connection = opened(PROGRAM + "(add 1 ")) {
      SignatureHelp help = get(connection.server.getTextDocumentService()
          .signatureHelp(new SignatureHelpParams(document(), new Position(7, 7))));
      assertEquals("(add n ::int #!optional by) ::int", help.getSignatures().get(0).getLabel());
      assertEquals(1, help.getActiveParameter());
      assertEquals(2, help.getSignatures().get(0).getParameters().size());
    }
  }

  @Test
  void renameEditsEveryOccurrenceAndRefusesBuiltins() throws Exception {
    try (InProcessServer connection = opened(PROGRAM)) {
      WorkspaceEdit edit = get(connection.server.getTextDocumentService()
          .rename(new RenameParams(document(), new Position(1, 9), "plus")));
      List<TextEdit> edits = edit.getChanges().get(InProcessServer.URI);
      assertEquals(List.of(range(1, 9, 12), range(4, 12, 15), range(5, 5, 8)),
          edits.stream().map(TextEdit::getRange).toList());
      assertTrue(edits.stream().allMatch(e -> e.getNewText().equals("plus")));
      ExecutionException refused = assertThrows(ExecutionException.class, () -> get(connection.server
          .getTextDocumentService().rename(new RenameParams(document(), new Position(2, 3), "plus"))));
      ResponseErrorException error = (ResponseErrorException) refused.getCause();
      assertEquals(ResponseErrorCode.RequestFailed.getValue(), error.getResponseError().getCode());
      assertEquals("rename: cannot rename builtin +", error.getResponseError().getMessage());
    }
  }

  /** Neovim sends prepareRename before every rename; it answers the symbol's range, or why not. */
  @Test
  void prepareRenameAnswersTheRangeOrTheRefusal() throws Exception {
    try (InProcessServer connection = opened(PROGRAM)) {
      var prepared = get(connection.server.getTextDocumentService()
          .prepareRename(new org.eclipse.lsp4j.PrepareRenameParams(document(), new Position(1, 10))));
      assertTrue(prepared.isSecond(), prepared.toString());
      assertEquals(range(1, 9, 12), prepared.getSecond().getRange());
      assertEquals("add", prepared.getSecond().getPlaceholder());
      ExecutionException refused = assertThrows(ExecutionException.class, () -> get(connection.server
          .getTextDocumentService()
          .prepareRename(new org.eclipse.lsp4j.PrepareRenameParams(document(), new Position(2, 3)))));
      ResponseErrorException error = (ResponseErrorException) refused.getCause();
      assertEquals(ResponseErrorCode.RequestFailed.getValue(), error.getResponseError().getCode());
      assertEquals("rename: cannot rename builtin +", error.getResponseError().getMessage());
    }
  }
}
