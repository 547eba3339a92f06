package kopi.server;

import static kopi.server.InProcessServer.document;
import static kopi.server.InProcessServer.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InlayHint;
import org.eclipse.lsp4j.InlayHintParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.junit.jupiter.api.Test;

/** Completion and hover while typing, and inlay hints, through JSON-RPC. */
class EditLatencyEndToEndTest {

  private static final String PROGRAM = String.join("\n",
      ";; Scales N.",
      "(define (scale n ::int) ::int",
      "  (* n 10))",
      "(define (run total ::string)",
      "  (let ((count 3) (label total) (scaled (scale 2)))",
      "    (list count label scaled)))",
      "");

  private static void type(InProcessServer connection, int version, int line, int column, String text) {
    Position at = new Position(line, column);
    connection.server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
        new VersionedTextDocumentIdentifier(InProcessServer.URI, version),
        List.of(new TextDocumentContentChangeEvent(new Range(at, at), text))));
  }

  @Test
  void completionAndHoverRightAfterEditsAnswerAtTheMovedPlaces() throws Exception {
    try (InProcessServer connection = new InProcessServer()) {
      connection.initialize();
      connection.open(PROGRAM);
      connection.client.diagnosticsFor(1);
      // Type " co" inside the let body, one character per version, and ask at once each time.
      // Column 28 is right after "scaled", inside the let's body.
      type(connection, 2, 5, 28, " ");
      type(connection, 3, 5, 29, "c");
      type(connection, 4, 5, 30, "o");
      List<CompletionItem> items = get(connection.server.getTextDocumentService()
          .completion(new CompletionParams(document(), new Position(5, 31)))).getRight().getItems();
      assertEquals("count", items.get(0).getLabel(), items.toString());
      assertTrue(items.stream().allMatch(i -> i.getLabel().startsWith("co")), items.toString());
      // An edit above moves everything below by a line; hover follows.
      connection.server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
          new VersionedTextDocumentIdentifier(InProcessServer.URI, 5),
          List.of(new TextDocumentContentChangeEvent(new Range(new Position(0, 0), new Position(0, 0)), ";\n"))));
      Hover hover = get(
          connection.server.getTextDocumentService().hover(new HoverParams(document(), new Position(5, 43))));
      assertTrue(hover.getContents().getRight().getValue().contains("(scale n ::int) ::int"),
          hover.getContents().getRight().getValue());
      assertEquals(new Range(new Position(5, 41), new Position(5, 46)), hover.getRange());
    }
  }

  @Test
  void inlayHintsShowCertainTypesOfLetBindings() throws Exception {
    try (InProcessServer connection = new InProcessServer()) {
      connection.initialize();
      connection.open(PROGRAM);
      List<InlayHint> hints = get(connection.server.getTextDocumentService().inlayHint(
          new InlayHintParams(document(), new Range(new Position(0, 0), new Position(6, 0)))));
      assertEquals(List.of("count@4:14 ::integer", "label@4:24 ::string", "scaled@4:39 ::int"),
          hints.stream().map(h -> name(h) + "@" + h.getPosition().getLine() + ":" + h.getPosition().getCharacter()
              + " " + h.getLabel().getLeft()).toList());
    }
  }

  private static String name(InlayHint hint) {
    String line = PROGRAM.split("\n")[hint.getPosition().getLine()];
    int end = hint.getPosition().getCharacter();
    int start = line.lastIndexOf('(', end) + 1;
    return line.substring(start, end);
  }
}
