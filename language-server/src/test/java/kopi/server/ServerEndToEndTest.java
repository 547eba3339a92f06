package kopi.server;

import static kopi.server.InProcessServer.document;
import static kopi.server.InProcessServer.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticCapabilities;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DocumentDiagnosticParams;
import org.eclipse.lsp4j.DocumentDiagnosticReport;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SelectionRange;
import org.eclipse.lsp4j.SelectionRangeParams;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SemanticTokensRangeParams;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class ServerEndToEndTest {

  private static void change(InProcessServer connection, int version, Range range, String text) {
    connection.server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
        new VersionedTextDocumentIdentifier(InProcessServer.URI, version),
        List.of(new TextDocumentContentChangeEvent(range, text))));
  }

  private static Range range(int startLine, int startColumn, int endLine, int endColumn) {
    return new Range(new Position(startLine, startColumn), new Position(endLine, endColumn));
  }

  @Test
  void diagnosticsArePublishedWithTheExactRangeAndClearedByAFix() throws Exception {
    try (InProcessServer connection = new InProcessServer()) {
      InitializeResult result = connection.initialize();
      assertEquals(TextDocumentSyncKind.Incremental,
          result.getCapabilities().getTextDocumentSync().getRight().getChange());
      connection.open("(define (f x)\n  (+ x 1)");

      PublishDiagnosticsParams opened = connection.client.nextDiagnostics();
      assertEquals(InProcessServer.URI, opened.getUri());
      assertEquals(1, opened.getVersion());
      assertEquals(1, opened.getDiagnostics().size());
      Diagnostic unclosed = opened.getDiagnostics().get(0);
      assertEquals(range(0, 0, 0, 1), unclosed.getRange());
      assertEquals(DiagnosticSeverity.Error, unclosed.getSeverity());
      assertEquals("missing ')' to close '(' opened at line 1", unclosed.getMessage().getLeft());
      assertEquals("read.unclosed-list", unclosed.getCode().getLeft());

      change(connection, 2, range(1, 9, 1, 9), ")");
      PublishDiagnosticsParams fixed = connection.client.diagnosticsFor(2);
      assertEquals(List.of(), fixed.getDiagnostics());
    }
  }

  @Test
  void aBurstOfChangesPublishesOnceForTheLastVersion() throws Exception {
    // Reader diagnostics only: the expander's would come as a second publication per version.
    try (InProcessServer connection = new InProcessServer(Handlers.standard(kopi.ide.DiagnosticsProvider.reader()),
        Duration.ofMillis(1000))) {
      connection.initialize();
      connection.open("(a)");
      assertEquals(1, connection.client.nextDiagnostics().getVersion());
      for (int version = 2; version <= 6; version++) {
        change(connection, version, range(0, 3, 0, 3), " (");
      }
      PublishDiagnosticsParams last = connection.client.nextDiagnostics();
      assertEquals(6, last.getVersion());
      assertEquals(5, last.getDiagnostics().size());
      assertNull(connection.client.pollDiagnostics(500));
    }
  }

  /**
   * The debounce holds only within a burst: a change that follows a pause longer than the delay is
   * expanded at once, its full set still after its quick one; the changes of a burst that follows
   * get one full set, for the last version.
   */
  @Test
  @Tag("wall-clock")
  void aChangeAfterAPauseIsExpandedAtOnceAndABurstOnceAfterTheDelay() throws Exception {
    try (InProcessServer connection = new InProcessServer(Handlers.standard(), Duration.ofMillis(1500))) {
      connection.initialize();
      connection.open("(frobnicate 1)\n");
      connection.client.diagnosticsFor(1);
      connection.client.diagnosticsFor(1);
      Thread.sleep(1600);
      long start = System.nanoTime();
      change(connection, 2, range(0, 0, 0, 0), "(display 2)\n");
      PublishDiagnosticsParams quick = connection.client.nextDiagnostics();
      PublishDiagnosticsParams full = connection.client.nextDiagnostics();
      long millis = (System.nanoTime() - start) / 1_000_000;
      assertEquals(2, quick.getVersion());
      assertEquals(2, full.getVersion());
      assertTrue(millis < 1200, "the full set came after " + millis + " ms, the delay is 1500");
      assertEquals(List.of(range(1, 1, 1, 11)), full.getDiagnostics().stream().map(Diagnostic::getRange).toList());
      for (int version = 3; version <= 5; version++) {
        change(connection, version, range(0, 0, 0, 0), " ");
      }
      // Each version's quick set comes at once; the expansion waits for the end of the burst.
      List<Integer> versions = new java.util.ArrayList<>();
      PublishDiagnosticsParams next;
      while ((next = connection.client.pollDiagnostics(2500)) != null) {
        versions.add(next.getVersion());
      }
      assertEquals(List.of(5, 5), versions.subList(versions.size() - 2, versions.size()), versions.toString());
      assertTrue(versions.size() <= 5, "one full set for the burst: " + versions);
    }
  }

  @Test
  @Tag("wall-clock")
  void readerDiagnosticsOfEachVersionComeAtOnceWithTheLastExpansionsMovedAndTheFullSetAfterTheDelay()
      throws Exception {
    // A long debounce: the first publication of each version must not wait for it.
    try (InProcessServer connection = new InProcessServer(Handlers.standard(), Duration.ofMillis(3000))) {
      connection.initialize();
      connection.open("(frobnicate 1)\n(display 2)\n");
      connection.client.diagnosticsFor(1);
      PublishDiagnosticsParams full = connection.client.diagnosticsFor(1);
      assertEquals(List.of(range(0, 1, 0, 11)), full.getDiagnostics().stream().map(Diagnostic::getRange).toList(),
          "the unbound variable");
      long start = System.nanoTime();
      change(connection, 2, range(0, 0, 0, 0), "\n(");
      PublishDiagnosticsParams quick = connection.client.diagnosticsFor(2);
      long millis = (System.nanoTime() - start) / 1_000_000;
      assertTrue(millis < 2500, "the reader's diagnostics came after " + millis + " ms, the debounce is 3000");
      List<String> messages = quick.getDiagnostics().stream().map(d -> d.getMessage().getLeft()).toList();
      assertEquals(2, messages.size(), messages.toString());
      assertTrue(messages.stream().anyMatch(m -> m.contains("frobnicate")), "the expansion's, moved: " + messages);
      assertEquals(range(1, 2, 1, 12), quick.getDiagnostics().stream()
          .filter(d -> d.getMessage().getLeft().contains("frobnicate")).findFirst().orElseThrow().getRange());
      PublishDiagnosticsParams second = connection.client.diagnosticsFor(2);
      assertEquals(2, second.getVersion());
    }
  }

  @Test
  void columnsCountUtf16CodeUnits() throws Exception {
    try (InProcessServer connection = new InProcessServer()) {
      connection.initialize();
      connection.open("(display \"\uD83D\uDE00\") )\n");
      Diagnostic stray = connection.client.nextDiagnostics().getDiagnostics().get(0);
      assertEquals(range(0, 15, 0, 16), stray.getRange());

      // An edit after the emoji, addressed in UTF-16 columns, lands where the editor meant it.
      change(connection, 2, range(0, 15, 0, 16), "");
      assertEquals(List.of(), connection.client.diagnosticsFor(2).getDiagnostics());
    }
  }

  @Test
  void diagnosticsCanBePulled() throws Exception {
    try (InProcessServer connection = new InProcessServer()) {
      TextDocumentClientCapabilities textDocument = new TextDocumentClientCapabilities();
      textDocument.setDiagnostic(new DiagnosticCapabilities());
      ClientCapabilities capabilities = new ClientCapabilities();
      capabilities.setTextDocument(textDocument);
      InitializeResult result = connection.initialize(capabilities);
      assertNotNull(result.getCapabilities().getDiagnosticProvider());
      connection.open("(car '(1 2)");
      DocumentDiagnosticReport report = get(connection.server.getTextDocumentService()
          .diagnostic(new DocumentDiagnosticParams(document())));
      List<Diagnostic> items = report.getLeft().getItems();
      assertEquals(1, items.size());
      assertEquals(range(0, 0, 0, 1), items.get(0).getRange());
      // A client that pulls gets no pushed copy of the same diagnostics.
      assertNull(connection.client.pollDiagnostics(300));
    }
  }

  @Test
  void documentSymbolsAreHierarchical() throws Exception {
    try (InProcessServer connection = new InProcessServer()) {
      connection.initialize();
      connection
          .open("(define-record-type point (make-point x) point? (x point-x))\n(define (f)\n  (define g 1)\n  g)\n");
      List<DocumentSymbol> symbols = get(connection.server.getTextDocumentService()
          .documentSymbol(new DocumentSymbolParams(document()))).stream().map(either -> either.getRight()).toList();
      assertEquals(List.of("point", "f"), symbols.stream().map(DocumentSymbol::getName).toList());
      assertEquals(SymbolKind.Struct, symbols.get(0).getKind());
      assertEquals(List.of("make-point", "point?", "x"),
          symbols.get(0).getChildren().stream().map(DocumentSymbol::getName).toList());
      DocumentSymbol f = symbols.get(1);
      assertEquals(SymbolKind.Function, f.getKind());
      assertEquals(range(1, 0, 3, 4), f.getRange());
      assertEquals(range(1, 9, 1, 10), f.getSelectionRange());
      assertEquals("g", f.getChildren().get(0).getName());
    }
  }

  @Test
  void formattingReturnsIndentationEdits() throws Exception {
    try (InProcessServer connection = new InProcessServer()) {
      connection.initialize();
      connection.open("(define (f x)\n(when x\n(g x)))\n");
      List<TextEdit> edits = InProcessServer.list(get(connection.server.getTextDocumentService()
          .formatting(new DocumentFormattingParams(document(), new FormattingOptions(2, true)))));
      assertEquals(List.of(new TextEdit(range(1, 0, 1, 0), "  "), new TextEdit(range(2, 0, 2, 0), "    ")), edits);

      List<TextEdit> rangeEdits = InProcessServer.list(get(connection.server.getTextDocumentService()
          .rangeFormatting(new DocumentRangeFormattingParams(document(), new FormattingOptions(2, true),
              range(2, 0, 2, 3)))));
      assertEquals(List.of(new TextEdit(range(2, 0, 2, 0), "  ")), rangeEdits);
    }
  }

  @Test
  void foldingSelectionAndSemanticTokens() throws Exception {
    try (InProcessServer connection = new InProcessServer()) {
      connection.initialize();
      connection.open("(define (f)\n  \"multi\nline\")\n; c\n");
      List<FoldingRange> folds = get(connection.server.getTextDocumentService()
          .foldingRange(new FoldingRangeRequestParams(document())));
      assertEquals(List.of(0, 1), folds.stream().map(FoldingRange::getStartLine).toList());
      assertEquals(List.of(2, 2), folds.stream().map(FoldingRange::getEndLine).toList());

      List<SelectionRange> selections = get(connection.server.getTextDocumentService()
          .selectionRange(new SelectionRangeParams(document(), List.of(new Position(0, 9)))));
      SelectionRange innermost = selections.get(0);
      assertEquals(range(0, 9, 0, 10), innermost.getRange());
      assertEquals(range(0, 8, 0, 11), innermost.getParent().getRange());

      SemanticTokens tokens = get(connection.server.getTextDocumentService()
          .semanticTokensFull(new SemanticTokensParams(document())));
      // define (keyword), f (global: type 15 with the modifier static), the string split over its two
      // lines, the comment.
      assertEquals(List.of(0, 1, 6, 5, 0, 0, 8, 1, 15, 1, 1, 2, 6, 1, 0, 1, 0, 5, 1, 0, 1, 0, 3, 0, 0),
          tokens.getData());

      SemanticTokens visible = get(connection.server.getTextDocumentService()
          .semanticTokensRange(new SemanticTokensRangeParams(document(), range(3, 0, 3, 3))));
      assertEquals(List.of(3, 0, 3, 0, 0), visible.getData());
    }
  }

  @Test
  void aThrowingHandlerAnswersWithAnErrorAndTheServerCarriesOn() throws Exception {
    Handlers failing = Handlers.standard().withDocumentSymbol((document, params, cancel) -> {
      throw new IllegalStateException("outline exploded");
    });
    try (InProcessServer connection = new InProcessServer(failing, KopiLanguageServer.DEFAULT_DIAGNOSTICS_DELAY)) {
      connection.initialize();
      connection.open("(define x 1)\n(define y\n  2)");
      for (int attempt = 0; attempt < 2; attempt++) {
        ExecutionException failure = assertThrows(ExecutionException.class, () -> get(connection.server
            .getTextDocumentService().documentSymbol(new DocumentSymbolParams(document()))));
        ResponseErrorException error = assertInstanceOf(ResponseErrorException.class, failure.getCause());
        assertEquals(ResponseErrorCode.InternalError.getValue(), error.getResponseError().getCode());
        assertTrue(error.getMessage().contains("outline exploded"), error.getMessage());
      }
      List<FoldingRange> folds = get(connection.server.getTextDocumentService()
          .foldingRange(new FoldingRangeRequestParams(document())));
      assertEquals(1, folds.size());
      change(connection, 2, range(0, 0, 0, 0), ")");
      assertEquals(1, connection.client.diagnosticsFor(2).getDiagnostics().size());
    }
  }

  @Test
  void cancelledRequestsStopTheirHandler() throws Exception {
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch stopped = new CountDownLatch(1);
    Handlers slow = Handlers.standard().withDocumentSymbol((document, params, cancel) -> {
      started.countDown();
      try {
        while (true) {
          cancel.checkCanceled();
          Thread.sleep(5);
        }
      } catch (InterruptedException interrupted) {
        throw new IllegalStateException(interrupted);
      } finally {
        stopped.countDown();
      }
    });
    try (InProcessServer connection = new InProcessServer(slow, KopiLanguageServer.DEFAULT_DIAGNOSTICS_DELAY)) {
      connection.initialize();
      connection.open("(define x 1)");
      CompletableFuture<?> outline = connection.server.getTextDocumentService()
          .documentSymbol(new DocumentSymbolParams(document()));
      assertTrue(started.await(10, TimeUnit.SECONDS), "the handler did not start");
      outline.cancel(true);
      assertTrue(stopped.await(10, TimeUnit.SECONDS), "the handler did not see the cancellation");
      // The server still answers: the other request thread is free and this one is released.
      assertEquals(List.of(), get(connection.server.getTextDocumentService()
          .foldingRange(new FoldingRangeRequestParams(document()))));
    }
  }

  @Test
  void evaluateWithoutCodeOrPlaceIsRejectedAndTheCommandsAreAdvertised() throws Exception {
    try (InProcessServer connection = new InProcessServer()) {
      InitializeResult result = connection.initialize();
      assertEquals(List.of("kopi.server.evaluate", "kopi.server.loadFile", "kopi.server.interrupt",
          "kopi.server.resetSession"),
          result.getCapabilities().getExecuteCommandProvider().getCommands());
      connection.open("(+ 1 2)");
      ExecutionException failure = assertThrows(ExecutionException.class,
          () -> get(connection.clientLauncher.getRemoteEndpoint().request("kopi/evaluate", new JsonObject())));
      ResponseErrorException error = assertInstanceOf(ResponseErrorException.class, failure.getCause());
      assertEquals("kopi/evaluate: expected {textDocument, range}, {textDocument, position} or {code}, got {}",
          error.getResponseError().getMessage());
      assertEquals(ResponseErrorCode.InvalidParams.getValue(), error.getResponseError().getCode());
    }
  }

  @Test
  void requestsAboutDocumentsThatAreNotOpenFail() throws Exception {
    try (InProcessServer connection = new InProcessServer()) {
      connection.initialize();
      ExecutionException failure = assertThrows(ExecutionException.class, () -> get(connection.server
          .getTextDocumentService().foldingRange(new FoldingRangeRequestParams(document()))));
      ResponseErrorException error = assertInstanceOf(ResponseErrorException.class, failure.getCause());
      assertEquals("expected an open document, got " + InProcessServer.URI, error.getResponseError().getMessage());
    }
  }
}
