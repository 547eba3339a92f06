package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kopi.fixtures.Corpus;
import org.junit.jupiter.api.Test;

/** The formatter over every file of the corpus: tokens and lines kept, formatting idempotent. */
class FormatterCorpusTest {
  @Test
  void theWholeCorpusKeepsItsTokensAndIsIdempotent() throws IOException {
    List<Path> files = Corpus.everySchemeFile();
    assertFalse(files.isEmpty(), "expected .scm files under " + Corpus.root().toAbsolutePath());
    for (Path file : files) {
      FormatterTest.checkFormatting(Files.readString(file), file.toString());
    }
  }
}
