package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DocumentLinksTest {
  @TempDir
  Path directory;

  @Test
  void includedFilesAndImportedLibrariesBesideTheDocumentAreLinked() throws IOException {
    Files.writeString(directory.resolve("helper.scm"), "(define h 1)\n");
    Files.createDirectories(directory.resolve("shapes"));
    Files.writeString(directory.resolve("shapes/circle.sld"),
        "(define-library (shapes circle) (export r) (begin (define r 1)))\n");
    String text = "(import (scheme base) (only (shapes circle) r))\n(include \"helper.scm\")\n(load \"missing.scm\")\n";
    Path main = directory.resolve("main.scm");
    Files.writeString(main, text);
    SourceDocument document = SourceDocument.of(main.toUri().toString(), 1, text);
    List<DocumentLinks.Link> links = DocumentLinks.of(document);
    assertEquals(List.of(
        new DocumentLinks.Link(new TextRange(text.indexOf("(shapes circle)"), text.indexOf("(shapes circle)") + 15),
            directory.resolve("shapes/circle.sld")),
        new DocumentLinks.Link(new TextRange(text.indexOf("\"helper.scm\""), text.indexOf("\"helper.scm\"") + 12),
            directory.resolve("helper.scm").toAbsolutePath())),
        links);
  }
}
