package kopi.server;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import kopi.ide.WorkspaceIndex;
import java.util.concurrent.CompletableFuture;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DocumentHighlight;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SignatureHelp;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.DocumentDiagnosticParams;
import org.eclipse.lsp4j.DocumentDiagnosticReport;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.SelectionRange;
import org.eclipse.lsp4j.SelectionRangeParams;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SemanticTokensRangeParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.TextDocumentService;

/**
 * Document notifications and requests. Notifications only queue work on the document store;
 * requests delegate to their handler through the {@link RequestRunner}.
 */
final class KopiTextDocumentService implements TextDocumentService {
  private final DocumentStore documents;
  private final RequestRunner runner;
  private final Handlers handlers;
  private final DiagnosticsPublisher publisher;
  private volatile boolean pushDiagnostics = true;
  private volatile WorkspaceIndexer workspace;

  KopiTextDocumentService(DocumentStore documents, RequestRunner runner, Handlers handlers,
      DiagnosticsPublisher publisher) {
    this.documents = documents;
    this.runner = runner;
    this.handlers = handlers;
    this.publisher = publisher;
  }

  /** The workspace index: definitions in other files, and files indexed again when saved. */
  void workspace(WorkspaceIndexer indexer) {
    this.workspace = indexer;
  }

  /**
   * Files on disk changed (saved, created, deleted): every open document other than {@code except}
   * is analysed again, since the expander reads the libraries it imports from disk, and its
   * diagnostics published or, for a client that pulls, refreshed.
   */
  void dependenciesChanged(String except, LanguageClient client) {
    boolean any = false;
    for (String uri : documents.uris()) {
      if (uri.equals(except)) {
        continue;
      }
      CompletableFuture<SourceDocument> document = documents.reanalyze(uri);
      if (document != null && pushDiagnostics) {
        document.thenAccept(snapshot -> publisher.changed(uri, snapshot.version(), document));
      }
      any |= document != null;
    }
    if (any && !pushDiagnostics && client != null) {
      client.refreshDiagnostics();
    }
  }

  void pushDiagnostics(boolean enabled) {
    this.pushDiagnostics = enabled;
  }

  /**
   * The evaluation errors of {@code uri} changed: pushed diagnostics are published again, and a
   * client that pulls is asked to pull again.
   */
  void evaluationDiagnosticsChanged(String uri, LanguageClient client) {
    if (pushDiagnostics) {
      publisher.refresh(uri, documents.get(uri));
    } else if (client != null) {
      client.refreshDiagnostics();
    }
  }

  @Override
  public void didOpen(DidOpenTextDocumentParams params) {
    String uri = params.getTextDocument().getUri();
    int version = params.getTextDocument().getVersion();
    CompletableFuture<SourceDocument> document = documents.open(uri, version, params.getTextDocument().getText());
    if (pushDiagnostics) {
      publisher.changed(uri, version, document);
    }
  }

  @Override
  public void didChange(DidChangeTextDocumentParams params) {
    String uri = params.getTextDocument().getUri();
    Integer version = params.getTextDocument().getVersion();
    int number = version == null ? 0 : version;
    CompletableFuture<SourceDocument> document = documents.change(uri, number, params.getContentChanges());
    if (pushDiagnostics) {
      publisher.changed(uri, number, document);
    }
  }

  @Override
  public void didClose(DidCloseTextDocumentParams params) {
    String uri = params.getTextDocument().getUri();
    documents.close(uri);
    handlers.diagnostics().evaluation().clear(uri);
    if (pushDiagnostics) {
      publisher.closed(uri);
    }
  }

  @Override
  public void didSave(DidSaveTextDocumentParams params) {
    // The text of open documents comes from didChange; what saving changes is the file other
    // documents import, and the workspace index.
    String uri = params.getTextDocument().getUri();
    WorkspaceIndexer indexer = workspace;
    Path file = filePath(uri);
    if (indexer != null && file != null && WorkspaceIndex.isSource(file)) {
      indexer.reindex(file);
      dependenciesChanged(uri, client);
    }
  }

  private volatile LanguageClient client;

  /** The client, for asking a client that pulls diagnostics to pull again. */
  void client(LanguageClient languageClient) {
    this.client = languageClient;
  }

  static Path filePath(String uri) {
    try {
      URI parsed = URI.create(uri);
      return "file".equals(parsed.getScheme()) ? Path.of(parsed) : null;
    } catch (RuntimeException notAFile) {
      return null;
    }
  }

  @Override
  public CompletableFuture<DocumentDiagnosticReport> diagnostic(DocumentDiagnosticParams params) {
    return runner.onDocument("textDocument/diagnostic", params.getTextDocument().getUri(),
        (document, cancel) -> handlers.diagnostics().handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<List<FoldingRange>> foldingRange(FoldingRangeRequestParams params) {
    return runner.onDocument("textDocument/foldingRange", params.getTextDocument().getUri(),
        (document, cancel) -> handlers.foldingRange().handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<List<SelectionRange>> selectionRange(SelectionRangeParams params) {
    return runner.onDocument("textDocument/selectionRange", params.getTextDocument().getUri(),
        (document, cancel) -> handlers.selectionRange().handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol(
      DocumentSymbolParams params) {
    return runner.onDocument("textDocument/documentSymbol", params.getTextDocument().getUri(),
        (document, cancel) -> handlers.documentSymbol().handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<List<? extends TextEdit>> formatting(DocumentFormattingParams params) {
    return runner.onDocument("textDocument/formatting", params.getTextDocument().getUri(),
        (document, cancel) -> handlers.formatting().handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<List<? extends TextEdit>> rangeFormatting(DocumentRangeFormattingParams params) {
    return runner.onDocument("textDocument/rangeFormatting", params.getTextDocument().getUri(),
        (document, cancel) -> handlers.rangeFormatting().handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<SemanticTokens> semanticTokensFull(SemanticTokensParams params) {
    return runner.onDocument("textDocument/semanticTokens/full", params.getTextDocument().getUri(),
        (document, cancel) -> handlers.semanticTokens().handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<Either<List<CompletionItem>, CompletionList>> completion(CompletionParams params) {
    return runner.onDocument("textDocument/completion", params.getTextDocument().getUri(),
        (document, cancel) -> handlers.completion().handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<Hover> hover(HoverParams params) {
    return runner.onDocument("textDocument/hover", params.getTextDocument().getUri(),
        (document, cancel) -> handlers.hover().handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(
      DefinitionParams params) {
    return runner.onDocument("textDocument/definition", params.getTextDocument().getUri(),
        (document, cancel) -> {
          var here = handlers.definition().handle(document, params, cancel);
          boolean none = here.isLeft() ? here.getLeft().isEmpty() : here.getRight().isEmpty();
          WorkspaceIndexer indexer = workspace;
          if (!none || indexer == null) {
            return here;
          }
          // A name imported from a user library: its definition in the library's file.
          WorkspaceIndex.Entry entry = indexer.index().importedAt(document,
              Positions.offset(document.lines(), params.getPosition()));
          return entry == null ? here : Either.forLeft(List.of(WorkspaceDefinitions.location(entry)));
        });
  }

  @Override
  public CompletableFuture<List<? extends Location>> references(ReferenceParams params) {
    return runner.onDocument("textDocument/references", params.getTextDocument().getUri(),
        (document, cancel) -> {
          List<Location> here = new java.util.ArrayList<>(handlers.references().handle(document, params, cancel));
          WorkspaceIndexer indexer = workspace;
          if (indexer == null) {
            return here;
          }
          // A library's (or Kawa module's) global: its uses in the workspace's other files too.
          boolean declaration = params.getContext() == null || params.getContext().isIncludeDeclaration();
          List<SourceDocument> others = otherFiles(document.uri());
          var elsewhere = kopi.ide.References.inWorkspace(document,
              Positions.offset(document.lines(), params.getPosition()), declaration, others, cancel::checkCanceled);
          for (var file : elsewhere.entrySet()) {
            kopi.syntax.LineIndex lines = others.stream().filter(d -> d.uri().equals(file.getKey())).findFirst()
                .orElseThrow().lines();
            for (kopi.ide.TextRange range : file.getValue()) {
              here.add(new Location(file.getKey(), Positions.range(lines, range.start(), range.end())));
            }
          }
          return here;
        });
  }

  /**
   * The workspace's source files other than {@code uri}, as documents: an open one as the editor
   * has it, any other as it is on disk. Analysed lazily, by whoever asks.
   */
  private List<SourceDocument> otherFiles(String uri) {
    List<SourceDocument> out = new java.util.ArrayList<>();
    WorkspaceIndexer indexer = workspace;
    for (String other : indexer == null ? List.<String>of() : indexer.index().uris()) {
      if (!other.equals(uri)) {
        String text = textOf(other);
        if (text != null) {
          out.add(SourceDocument.of(other, 0, text));
        }
      }
    }
    return out;
  }

  /** The text of {@code uri}: the open document's, else the file's; null when unreadable. */
  private String textOf(String uri) {
    if (documents.uris().contains(uri)) {
      try {
        return documents.get(uri).get().text();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (java.util.concurrent.ExecutionException e) {
        // Fall back to the file.
      }
    }
    Path file = filePath(uri);
    try {
      return file == null ? null : kopi.syntax.SourceFiles.read(file);
    } catch (java.io.IOException | RuntimeException e) {
      return null;
    }
  }

  @Override
  public CompletableFuture<List<? extends DocumentHighlight>> documentHighlight(DocumentHighlightParams params) {
    return runner.onDocument("textDocument/documentHighlight", params.getTextDocument().getUri(),
        (document, cancel) -> handlers.documentHighlight().handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<SignatureHelp> signatureHelp(SignatureHelpParams params) {
    return runner.onDocument("textDocument/signatureHelp", params.getTextDocument().getUri(),
        (document, cancel) -> handlers.signatureHelp().handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<WorkspaceEdit> rename(RenameParams params) {
    return runner.onDocument("textDocument/rename", params.getTextDocument().getUri(),
        (document, cancel) -> workspace != null && handlers.rename() instanceof RenameHandler renames
            // A library's global: renamed in the workspace's files that import it too.
            ? renames.handle(document, params, otherFiles(document.uri()), cancel)
            : handlers.rename().handle(document, params, cancel));
  }

  private final PrepareRenameHandler prepareRename = new PrepareRenameHandler();

  private final CodeActionHandler codeActions = new CodeActionHandler();

  private final CallHierarchyHandler callHierarchy = new CallHierarchyHandler();

  @Override
  public CompletableFuture<List<org.eclipse.lsp4j.CallHierarchyItem>> prepareCallHierarchy(
      org.eclipse.lsp4j.CallHierarchyPrepareParams params) {
    return runner.onDocument("textDocument/prepareCallHierarchy", params.getTextDocument().getUri(),
        (document, cancel) -> callHierarchy.prepare(document, params.getPosition(), cancel));
  }

  @Override
  public CompletableFuture<List<org.eclipse.lsp4j.CallHierarchyIncomingCall>> callHierarchyIncomingCalls(
      org.eclipse.lsp4j.CallHierarchyIncomingCallsParams params) {
    return runner.onDocument("callHierarchy/incomingCalls", params.getItem().getUri(),
        (document, cancel) -> callHierarchy.incoming(document, params.getItem(), cancel));
  }

  @Override
  public CompletableFuture<List<org.eclipse.lsp4j.CallHierarchyOutgoingCall>> callHierarchyOutgoingCalls(
      org.eclipse.lsp4j.CallHierarchyOutgoingCallsParams params) {
    return runner.onDocument("callHierarchy/outgoingCalls", params.getItem().getUri(),
        (document, cancel) -> callHierarchy.outgoing(document, params.getItem(), cancel));
  }

  private final DocumentLinkHandler documentLinks = new DocumentLinkHandler();

  @Override
  public CompletableFuture<List<org.eclipse.lsp4j.DocumentLink>> documentLink(
      org.eclipse.lsp4j.DocumentLinkParams params) {
    return runner.onDocument("textDocument/documentLink", params.getTextDocument().getUri(),
        (document, cancel) -> documentLinks.handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<List<Either<org.eclipse.lsp4j.Command, org.eclipse.lsp4j.CodeAction>>> codeAction(
      org.eclipse.lsp4j.CodeActionParams params) {
    return runner.onDocument("textDocument/codeAction", params.getTextDocument().getUri(),
        (document, cancel) -> codeActions.handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<org.eclipse.lsp4j.jsonrpc.messages.Either3<org.eclipse.lsp4j.Range, org.eclipse.lsp4j.PrepareRenameResult, org.eclipse.lsp4j.PrepareRenameDefaultBehavior>> prepareRename(
      org.eclipse.lsp4j.PrepareRenameParams params) {
    return runner.onDocument("textDocument/prepareRename", params.getTextDocument().getUri(),
        (document, cancel) -> prepareRename.handle(document, params, cancel));
  }

  private final InlayHintHandler inlayHints = new InlayHintHandler();

  @Override
  public CompletableFuture<List<org.eclipse.lsp4j.InlayHint>> inlayHint(org.eclipse.lsp4j.InlayHintParams params) {
    return runner.onDocument("textDocument/inlayHint", params.getTextDocument().getUri(),
        (document, cancel) -> inlayHints.handle(document, params, cancel));
  }

  @Override
  public CompletableFuture<SemanticTokens> semanticTokensRange(SemanticTokensRangeParams params) {
    return runner.onDocument("textDocument/semanticTokens/range", params.getTextDocument().getUri(),
        (document, cancel) -> handlers.semanticTokensRange().handle(document, params, cancel));
  }
}
