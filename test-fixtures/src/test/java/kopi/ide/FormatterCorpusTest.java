package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import kopi.fixtures.Corpus;
import org.junit.jupiter.api.Test;

/** The formatter over every file of the corpus: tokens and lines kept, formatting idempotent. */
class FormatterCorpusTest {
  @Test
  void theWholeCorpusKeepsItsTokensAndIsIdempotent() throws IOException {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(Corpus.root())) {
      files = walk.filter(path -> path.toString().endsWith(".scm")).sorted().toList();
    }
    assertFalse(files.isEmpty(), "expected .scm files under " + Corpus.root().toAbsolutePath());
    for (Path file : files) {
      FormatterTest.checkFormatting(Files.readString(file), file.toString());
    }
  }
}
