package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import kopi.ide.DiagnosticsProvider;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.Diagnostic;
import org.junit.jupiter.api.Test;

class DiagnosticsHandlerTest {
  private static List<Diagnostic> readerDiagnostics(String text) {
    DiagnosticsHandler handler = new DiagnosticsHandler(DiagnosticsProvider.reader(), DiagnosticsProvider.reader());
    return handler.diagnostics(SourceDocument.of("file:///t.scm", 1, text), () -> {});
  }

  @Test
  void aTextWithThousandsOfErrorsSendsAtMostTheCapAndSaysHowManyMore() {
    List<Diagnostic> all = readerDiagnostics(")".repeat(5_000));
    assertEquals(DiagnosticsHandler.MAX_DIAGNOSTICS, all.size());
    String last = all.get(all.size() - 1).getMessage().getLeft();
    assertTrue(last.endsWith("(and 4000 more diagnostics not shown)"), last);
  }

  @Test
  void controlCharactersInMessagesAreEscaped() {
    List<Diagnostic> found = readerDiagnostics("#\\a\u0000b");
    assertTrue(found.stream().anyMatch(d -> d.getMessage().getLeft().contains("\\x0;")),
        "the NUL of the source is shown escaped: " + found);
    for (Diagnostic diagnostic : found) {
      assertTrue(diagnostic.getMessage().getLeft().chars().noneMatch(c -> c < 0x20), diagnostic.getMessage().getLeft());
    }
  }
}
