package kopi.server;

import static kopi.server.InProcessServer.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.FileChangeType;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.ProgressParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.WindowClientCapabilities;
import org.eclipse.lsp4j.WorkDoneProgressKind;
import org.eclipse.lsp4j.WorkDoneProgressNotification;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.WorkspaceSymbol;
import org.eclipse.lsp4j.WorkspaceSymbolParams;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workspace over JSON-RPC: background indexing with progress, symbols, definitions across files. */
class WorkspaceEndToEndTest {

  private static InitializeParams workspace(Path root) {
    InitializeParams params = new InitializeParams();
    ClientCapabilities capabilities = new ClientCapabilities();
    WindowClientCapabilities window = new WindowClientCapabilities();
    window.setWorkDoneProgress(true);
    capabilities.setWindow(window);
    params.setCapabilities(capabilities);
    params.setWorkspaceFolders(List.of(new WorkspaceFolder(root.toUri().toString(), "root")));
    return params;
  }

  /** Waits for the end of the indexing progress, checking begin comes first; the end's message. */
  private static String awaitIndexed(InProcessServer connection) throws Exception {
    List<WorkDoneProgressKind> kinds = new ArrayList<>();
    while (true) {
      ProgressParams next = connection.client.nextProgress(60);
      assertEquals(WorkspaceIndexer.TOKEN, next.getToken().getLeft());
      WorkDoneProgressNotification notification = next.getValue().getLeft();
      kinds.add(notification.getKind());
      if (notification.getKind() == WorkDoneProgressKind.end) {
        assertEquals(WorkDoneProgressKind.begin, kinds.get(0), kinds.toString());
        assertTrue(connection.client.createdTokens.contains(WorkspaceIndexer.TOKEN));
        return ((org.eclipse.lsp4j.WorkDoneProgressEnd) notification).getMessage();
      }
    }
  }

  private static List<WorkspaceSymbol> symbols(InProcessServer connection, String query) throws Exception {
    return List
        .copyOf(get(connection.server.getWorkspaceService().symbol(new WorkspaceSymbolParams(query))).getRight());
  }

  @Test
  void twoHundredFilesAreIndexedAndEachHasItsSymbolFound(@TempDir Path root) throws Exception {
    for (int i = 0; i < 200; i++) {
      Path dir = root.resolve("pkg" + i % 10);
      Files.createDirectories(dir);
      Files.writeString(dir.resolve("file" + i + ".scm"),
          "(define (unique-proc-" + i + " x)\n  (* x " + i + "))\n(define counter-" + i + " 0)\n");
    }
    Files.createDirectories(root.resolve("target"));
    Files.writeString(root.resolve("target/skipped.scm"), "(define (built-output) 1)\n");
    try (InProcessServer connection = new InProcessServer()) {
      connection.initialize(workspace(root));
      String end = awaitIndexed(connection);
      assertTrue(end.startsWith("200 files indexed"), end);
      for (int i = 0; i < 200; i++) {
        List<WorkspaceSymbol> found = symbols(connection, "unique-proc-" + i);
        WorkspaceSymbol first = found.get(0);
        assertEquals("unique-proc-" + i, first.getName());
        assertTrue(first.getLocation().getLeft().getUri().endsWith("/file" + i + ".scm"),
            first.getLocation().getLeft().getUri());
        assertEquals(0, first.getLocation().getLeft().getRange().getStart().getLine());
        assertEquals(9, first.getLocation().getLeft().getRange().getStart().getCharacter());
      }
      assertTrue(symbols(connection, "built-output").isEmpty(), "build output is not indexed");
    }
  }

  @Test
  void definitionOfAnImportedNameIsInTheLibraryFileAndSavingItRefreshesImporters(@TempDir Path root)
      throws Exception {
    Path library = root.resolve("geometry/shapes.sld");
    Files.createDirectories(library.getParent());
    String libraryText = "(define-library (geometry shapes)\n  (export area)\n  (import (scheme base))\n"
        + "  (begin\n    (define (area w h) (* w h))))\n";
    Files.writeString(library, libraryText);
    Path main = root.resolve("main.scm");
    String mainText = "(import (scheme base) (geometry shapes))\n(area 2 3)\n";
    Files.writeString(main, mainText);
    try (InProcessServer connection = new InProcessServer()) {
      connection.initialize(workspace(root));
      awaitIndexed(connection);
      String mainUri = main.toUri().toString();
      connection.server.getTextDocumentService().didOpen(
          new DidOpenTextDocumentParams(new TextDocumentItem(mainUri, "scheme", 1, mainText)));
      assertTrue(fullDiagnostics(connection, mainUri).getDiagnostics().isEmpty());

      List<? extends Location> definition = get(connection.server.getTextDocumentService().definition(
          new DefinitionParams(new TextDocumentIdentifier(mainUri), new Position(1, 2)))).getLeft();
      assertEquals(1, definition.size());
      assertEquals(library.toUri().toString(), definition.get(0).getUri());
      assertEquals(new Position(4, 13), definition.get(0).getRange().getStart());

      WorkspaceSymbol area = symbols(connection, "area").get(0);
      assertEquals("(geometry shapes)", area.getContainerName());

      // The library stops exporting area: once saved, the importer's diagnostics say so.
      Files.writeString(library, libraryText.replace("(export area)", "(export)"));
      connection.server.getTextDocumentService().didSave(
          new DidSaveTextDocumentParams(new TextDocumentIdentifier(library.toUri().toString())));
      PublishDiagnosticsParams after = fullDiagnostics(connection, mainUri);
      assertFalse(after.getDiagnostics().isEmpty(), "area is no longer imported");
      assertTrue(after.getDiagnostics().stream().anyMatch(d -> d.getMessage().getLeft().contains("area")),
          after.getDiagnostics().toString());
    }
  }

  @Test
  void referencesOfALibraryProcedureAreFoundInEveryFileOfTheWorkspace(@TempDir Path root) throws Exception {
    Path library = root.resolve("geometry/shapes.sld");
    Files.createDirectories(library.getParent());
    Files.writeString(library, "(define-library (geometry shapes)\n  (export area)\n  (import (scheme base))\n"
        + "  (begin\n    (define (area w h) (* w h))))\n");
    Path main = root.resolve("main.scm");
    String mainText = "(import (scheme base) (geometry shapes))\n(area 2 3)\n(define (area2) 0)\n";
    Files.writeString(main, mainText);
    Path other = root.resolve("other.scm");
    Files.writeString(other, "(import (geometry shapes))\n(display (area 4 5))\n");
    Path unrelated = root.resolve("unrelated.scm");
    Files.writeString(unrelated, "(define (area x) x)\n(area 1)\n");
    try (InProcessServer connection = new InProcessServer()) {
      connection.initialize(workspace(root));
      awaitIndexed(connection);
      String mainUri = main.toUri().toString();
      connection.server.getTextDocumentService().didOpen(
          new DidOpenTextDocumentParams(new TextDocumentItem(mainUri, "scheme", 1, mainText)));
      List<? extends Location> references = get(connection.server.getTextDocumentService().references(
          new org.eclipse.lsp4j.ReferenceParams(new TextDocumentIdentifier(mainUri), new Position(1, 2),
              new org.eclipse.lsp4j.ReferenceContext(true))));
      List<String> found = references.stream().map(l -> l.getUri().substring(l.getUri().lastIndexOf('/') + 1)
          + ":" + l.getRange().getStart().getLine() + ":" + l.getRange().getStart().getCharacter()).sorted().toList();
      // The export list's name too; not the program's own area2, nor unrelated.scm's own area.
      assertEquals(List.of("main.scm:1:1", "other.scm:1:10", "shapes.sld:1:10", "shapes.sld:4:13"), found);
    }
  }

  /** main.scm imports (geometry shapes), other.scm too, unrelated.scm has its own area; returns main's URI. */
  private static String geometryWorkspace(Path root, String otherText) throws Exception {
    Path library = root.resolve("geometry/shapes.sld");
    Files.createDirectories(library.getParent());
    Files.writeString(library, "(define-library (geometry shapes)\n  (export area)\n  (import (scheme base))\n"
        + "  (begin\n    (define (area w h) (* w h))))\n");
    Files.writeString(root.resolve("main.scm"), "(import (scheme base) (geometry shapes))\n(area 2 3)\n");
    Files.writeString(root.resolve("other.scm"), otherText);
    Files.writeString(root.resolve("unrelated.scm"), "(define (area x) x)\n(area 1)\n");
    return root.resolve("main.scm").toUri().toString();
  }

  private static java.util.concurrent.CompletableFuture<org.eclipse.lsp4j.WorkspaceEdit> renameArea(
      InProcessServer connection, String mainUri, String newName) throws Exception {
    connection.initialize(workspace(Path.of(java.net.URI.create(mainUri)).getParent()));
    awaitIndexed(connection);
    connection.server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(mainUri,
        "scheme", 1, Files.readString(Path.of(java.net.URI.create(mainUri))))));
    return connection.server.getTextDocumentService().rename(new org.eclipse.lsp4j.RenameParams(
        new TextDocumentIdentifier(mainUri), new Position(1, 2), newName));
  }

  @Test
  void renamingAnImportedLibraryProcedureRenamesItInTheLibraryAndEveryImporter(@TempDir Path root)
      throws Exception {
    String mainUri = geometryWorkspace(root, "(import (geometry shapes))\n(display (area 4 5))\n");
    try (InProcessServer connection = new InProcessServer()) {
      org.eclipse.lsp4j.WorkspaceEdit edit = get(renameArea(connection, mainUri, "surface"));
      List<String> edits = new ArrayList<>();
      edit.getChanges().forEach((uri, changes) -> changes.forEach(change -> edits.add(
          uri.substring(uri.lastIndexOf('/') + 1) + ":" + change.getRange().getStart().getLine() + ":"
              + change.getRange().getStart().getCharacter() + ":" + change.getNewText())));
      java.util.Collections.sort(edits);
      // The export list and the definition in the library, each use in an importer; not unrelated.scm.
      assertEquals(List.of("main.scm:1:1:surface", "other.scm:1:10:surface", "shapes.sld:1:10:surface",
          "shapes.sld:4:13:surface"), edits);
    }
  }

  @Test
  void renamingALibraryProcedureToANameAnImporterUsesIsRefused(@TempDir Path root) throws Exception {
    String mainUri = geometryWorkspace(root,
        "(import (geometry shapes))\n(define (surface) 1)\n(display (area (surface) 5))\n");
    try (InProcessServer connection = new InProcessServer()) {
      java.util.concurrent.ExecutionException refused = org.junit.jupiter.api.Assertions.assertThrows(
          java.util.concurrent.ExecutionException.class, () -> renameArea(connection, mainUri, "surface")
              .get(60, java.util.concurrent.TimeUnit.SECONDS));
      assertTrue(refused.getCause().getMessage().contains("surface is already used in other.scm at line 2"),
          refused.getCause().getMessage());
    }
  }

  @Test
  void filesCreatedChangedAndDeletedOnDiskAreIndexedAgain(@TempDir Path root) throws Exception {
    Path first = root.resolve("first.scm");
    Files.writeString(first, "(define (old-name) 1)\n");
    try (InProcessServer connection = new InProcessServer()) {
      connection.initialize(workspace(root));
      awaitIndexed(connection);
      assertEquals(1, symbols(connection, "old-name").size());
      Path second = root.resolve("lib/second.sld");
      Files.createDirectories(second.getParent());
      Files.writeString(second, "(define-library (lib second) (export fresh) (import (scheme base))\n"
          + "  (begin (define fresh 2)))\n");
      Files.writeString(first, "(define (new-name) 1)\n");
      connection.server.getWorkspaceService().didChangeWatchedFiles(new DidChangeWatchedFilesParams(List.of(
          new FileEvent(second.toUri().toString(), FileChangeType.Created),
          new FileEvent(first.toUri().toString(), FileChangeType.Changed))));
      assertEquals("(lib second)", symbols(connection, "fresh").get(0).getContainerName());
      assertTrue(symbols(connection, "old-name").isEmpty());
      assertEquals(1, symbols(connection, "new-name").size());
      Files.delete(second);
      connection.server.getWorkspaceService().didChangeWatchedFiles(new DidChangeWatchedFilesParams(List.of(
          new FileEvent(second.toUri().toString(), FileChangeType.Deleted))));
      assertTrue(symbols(connection, "fresh").isEmpty());
    }
  }

  /** The publication with the expansion's diagnostics: the second for a version (the first is the reader's). */
  private static PublishDiagnosticsParams fullDiagnostics(InProcessServer connection, String uri) throws Exception {
    int seen = 0;
    while (true) {
      PublishDiagnosticsParams next = connection.client.nextDiagnostics();
      if (next.getUri().equals(uri) && ++seen == 2) {
        return next;
      }
    }
  }
}
