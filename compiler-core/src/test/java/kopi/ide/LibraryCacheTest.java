package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kopi.syntax.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Analyses that start from libraries expanded before ({@link SourceDocument.Libraries}). */
class LibraryCacheTest {
  @TempDir
  Path dir;

  private SourceDocument analysed(SourceDocument.Libraries libraries, int version, String text) {
    SourceDocument document = SourceDocument.of(dir.resolve("main.scm").toUri().toString(), version, text, libraries);
    document.analysis();
    return document;
  }

  @Test
  void aBundledLibrarysNamesAreKnownFromTheCacheAsFromAFreshAnalysis() {
    SourceDocument.Libraries libraries = new SourceDocument.Libraries();
    String text = "(import (srfi 41))\n;; Doubles.\n(define (twice s) (stream-map (lambda (x) (* 2 x)) s))\n"
        + "(display (stream-car (twice (stream 1 2))))\n(display (stream-carr 1))\n";
    SourceDocument fresh = analysed(libraries, 1, text);
    assertTrue(libraries.startsWithLibraries(fresh.uri()));
    SourceDocument cached = analysed(libraries, 2, text);
    assertEquals(fresh.analysis().diagnostics(), cached.analysis().diagnostics());
    assertFalse(cached.analysis().diagnostics().isEmpty());
    int at = text.indexOf("stream-car") + 2;
    assertEquals(Hover.at(fresh, at).markdown(), Hover.at(cached, at).markdown());
    List<String> labels = Completion.at(cached, text.indexOf("stream-car") + 7).stream()
        .map(Completion.Item::label).toList();
    assertTrue(labels.contains("stream-car"), labels.toString());
  }

  @Test
  void aUserLibraryWhoseFileChangesIsExpandedAgain() throws IOException {
    Files.createDirectories(dir.resolve("util"));
    Path library = dir.resolve("util/text.sld");
    Files.writeString(library, "(define-library (util text) (export shout) (import (scheme base))\n"
        + "  (begin (define (shout s) (string-append s \"!\"))))\n");
    SourceDocument.Libraries libraries = new SourceDocument.Libraries();
    String text = "(import (scheme base) (util text))\n(shout \"a\")\n(whisper \"b\")\n";
    List<Diagnostic> before = analysed(libraries, 1, text).analysis().diagnostics();
    assertEquals(1, before.size(), before.toString());
    assertEquals(before, analysed(libraries, 2, text).analysis().diagnostics());
    Files.writeString(library, "(define-library (util text) (export shout whisper) (import (scheme base))\n"
        + "  (begin (define (shout s) (string-append s \"!\")) (define (whisper s) s)))\n");
    assertEquals(List.of(), analysed(libraries, 3, text).analysis().diagnostics());
  }
}
