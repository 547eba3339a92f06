package kopi.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kopi.expand.FormCache;
import kopi.fixtures.Corpus;
import org.junit.jupiter.api.Test;

/** The editor's form-by-form checks report, for every program of the corpus, what the whole-module checks report. */
class FormChecksCorpusTest {
  @Test
  void everyCorpusProgramChecksFormByFormAsAWhole() throws IOException {
    List<Path> files = Corpus.everySchemeFile();
    assertTrue(files.size() > 50, "the corpus is found: " + files.size());
    int withDiagnostics = 0;
    for (Path file : files) {
      FormChecksTest.Step step = FormChecksTest.analyze(Files.readString(file), FormCache.EMPTY, FormChecks.EMPTY);
      assertEquals(step.whole(), step.diagnostics(), file.toString());
      withDiagnostics += step.whole().isEmpty() ? 0 : 1;
    }
    assertTrue(withDiagnostics > 5, "some corpus programs have static diagnostics: " + withDiagnostics);
  }
}
