package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kopi.syntax.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The editor's analysis of a file that requires a Kawa module and loads another file. */
class KawaModulesEditorTest {

  @TempDir
  Path dir;

  @Test
  void requiredAndLoadedNamesAreKnownWithoutDiagnostics() throws IOException {
    Files.writeString(dir.resolve("mathmod.scm"), """
        (module-name mathmod)
        (module-export double)
        (define (double x) (* 2 x))
        (define (hidden x) x)
        """);
    Files.writeString(dir.resolve("helper.scm"), "(define (helper-fn x) (* x 2))\n");
    String text = """
        (require "mathmod.scm")
        (load "helper.scm")
        (module-static #t)
        (define-variable v)
        (display (double (helper-fn 3)))
        """;
    SourceDocument document = SourceDocument.of(dir.resolve("main.scm").toUri().toString(), 1, text);
    List<Diagnostic> diagnostics = document.analysis().diagnostics();
    assertEquals(List.of(), diagnostics);
    Hover.Info info = Hover.at(document, text.indexOf("double (") + 1);
    assertNotNull(info);
    assertTrue(info.markdown().contains("mathmod"), info.markdown());
  }

  @Test
  void theWorkspaceIndexFindsARequiredModulesDefinition() throws IOException {
    Path module = dir.resolve("geometry.scm");
    String moduleText = "(define (area w h) (* w h))\n";
    Files.writeString(module, moduleText);
    String text = "(require \"geometry.scm\")\n(display (area 2 3))\n";
    SourceDocument document = SourceDocument.of(dir.resolve("main.scm").toUri().toString(), 1, text);
    assertEquals(List.of(), document.analysis().diagnostics());
    Hover.Info info = Hover.at(document, text.indexOf("area") + 1);
    assertTrue(info.markdown().contains("defined in kopi.module.geometry"), info.markdown());
    WorkspaceIndex index = new WorkspaceIndex();
    index.index(module.toUri().toString(), moduleText);
    WorkspaceIndex.Entry entry = index.definitionIn("kopi.module.geometry", "area");
    assertNotNull(entry);
    assertEquals(module.toUri().toString(), entry.place().uri());
  }

  @Test
  void malformedModuleFormsAreDiagnosticsNotInternalErrors() throws IOException {
    String text = String.join("\n", "(require)", "(require 1)", "(require \"\")", "(require '1)", "(require <>)",
        "(module-export 1 (rename a))", "(define-variable)", "(define-variable v 1 2)", "(define-namespace N 1)",
        "(provide x)", "(module-static 5)", "(module-extends)", "(module-name)", "(module-name \"\")",
        "(with-compile-options)", "(display (with-compile-options))", "(module-uri 1)", "(load \".\")",
        "(load-relative \"nowhere.scm\")", "(define-private-alias)", "(include-relative)",
        "(display (require \"x.scm\"))", "(module-compile-options bogus: 1 2)");
    SourceDocument document = SourceDocument.of(dir.resolve("bad.scm").toUri().toString(), 1, text);
    List<Diagnostic> diagnostics = document.analysis().diagnostics();
    assertTrue(diagnostics.size() >= 20, diagnostics.toString());
    for (Diagnostic diagnostic : diagnostics) {
      assertTrue(!diagnostic.message().contains("internal error"), diagnostic.toString());
    }
    for (int offset = 0; offset < text.length(); offset += 7) {
      Hover.at(document, offset);
      Completion.at(document, offset);
    }
    assertNotNull(Formatter.format(document));
    assertNotNull(SemanticTokens.of(document));
  }

  @Test
  void moduleImplementsIsASpecialFormCheckedAgainstTheModulesDefinitions() {
    String text = "(module-implements java.lang.Runnable)\n(define (runn) 1)\n";
    SourceDocument document = SourceDocument.of(dir.resolve("task.scm").toUri().toString(), 1, text);
    List<Diagnostic> diagnostics = document.analysis().diagnostics();
    assertEquals(1, diagnostics.size(), diagnostics.toString());
    assertEquals(text.indexOf("java.lang.Runnable"), diagnostics.get(0).start());
    assertTrue(diagnostics.get(0).message().contains("does not define run"), diagnostics.toString());
    assertTrue(Hover.at(document, 2).markdown().contains("special form module-implements"));
    List<String> labels = Completion.at(document, text.indexOf("implements")).stream()
        .map(Completion.Item::label).toList();
    assertTrue(labels.contains("module-implements") && labels.contains("module-extends"), labels.toString());
  }

  @Test
  void completionAfterRequireQuoteOffersTheFeaturesKopiProvides() {
    String text = "(require 'sr";
    SourceDocument document = SourceDocument.of(dir.resolve("main.scm").toUri().toString(), 1, text);
    List<String> labels = Completion.at(document, text.length()).stream().map(Completion.Item::label).toList();
    assertTrue(labels.contains("srfi-1") && labels.contains("srfi-69"), labels.toString());
    assertTrue(!labels.contains("regex") && labels.stream().allMatch(l -> l.startsWith("sr")), labels.toString());
    Completion.Proposals proposals = Completion.proposals(document, text.length());
    assertEquals(text.indexOf("sr"), proposals.replaceStart());
  }

  @Test
  void aMissingModuleIsADiagnosticOnTheFileName() {
    String text = "(require \"nowhere.scm\")\n(display 1)\n";
    SourceDocument document = SourceDocument.of(dir.resolve("main.scm").toUri().toString(), 1, text);
    List<Diagnostic> diagnostics = document.analysis().diagnostics();
    assertEquals(1, diagnostics.size(), diagnostics.toString());
    assertEquals(text.indexOf('"'), diagnostics.get(0).start());
    assertTrue(diagnostics.get(0).message().startsWith("require: cannot read nowhere.scm"), diagnostics.toString());
  }
}
