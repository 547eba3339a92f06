package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Answers from the latest completed analysis after edits, and cancellable analysis. */
class RecentModelTest {
  private static final String TEXT = "(define (area width ::int height)\n  (let ((sum (+ width height)))\n"
      + "    (* sum 2)))\n;; Doubles.\n(define (twice x) (* 2 x))\n(twice 3)\n";

  @Test
  void offsetMapMovesRangesAfterAnEditAndDropsTouchedOnes() {
    OffsetMap map = OffsetMap.of(new OffsetMap.Edit(10, 2, 5));
    assertArrayEquals(new int[] {3, 6}, map.range(3, 6));
    assertArrayEquals(new int[] {23, 26}, map.range(20, 23));
    assertNull(map.range(8, 10), "an identifier ending where the edit starts has changed");
    assertNull(map.range(11, 14));
    assertArrayEquals(new int[] {0, 43}, map.span(0, 40), "a scope around the edit grows with it");
    assertArrayEquals(new int[] {10, 33}, map.span(11, 30), "a scope starting inside the edit starts at it");
    OffsetMap twice = map.then(OffsetMap.of(new OffsetMap.Edit(0, 0, 1)));
    assertArrayEquals(new int[] {24, 27}, twice.range(20, 23));
    assertEquals(24, twice.toNew(20));
  }

  @Test
  void hoverAfterAnEditElsewhereAnswersFromThePreviousAnalysisWithoutExpanding() {
    SourceDocument first = SourceDocument.of("file:///t.scm", 1, TEXT);
    first.analysis();
    SourceDocument edited = first.edit(2, 0, 0, "  ");
    int use = edited.text().indexOf("(twice 3)") + 2;
    Hover.Info info = Hover.at(edited, use);
    assertNull(edited.analysisIfReady(), "hover must not wait for the new expansion");
    assertNotNull(info);
    assertEquals(edited.text().indexOf("(twice 3)") + 1, info.range().start());
    assertTrue(info.markdown().contains("(twice x)"), info.markdown());
    assertTrue(info.markdown().contains("Doubles."), info.markdown());
    assertTrue(info.markdown().contains("defined at line 5"), info.markdown());
    assertEquals(Hover.at(SourceDocument.of("file:///t.scm", 3, edited.text()), use), info,
        "the moved answer is the fresh one");
  }

  @Test
  void completionWhileTypingInsideALetSeesItsLocalsFromThePreviousAnalysis() {
    SourceDocument first = SourceDocument.of("file:///t.scm", 1, TEXT);
    first.analysis();
    int at = TEXT.indexOf("(* sum 2)") + 3;
    // Typing "s", then "u", one snapshot each: the chain of unanalysed snapshots is walked.
    SourceDocument typed = first.edit(2, at, 0, "s").edit(3, at + 1, 0, "u");
    List<Completion.Item> items = Completion.at(typed, at + 2);
    assertNull(typed.analysisIfReady());
    assertEquals("sum", items.get(0).label());
    assertTrue(items.stream().allMatch(i -> i.label().startsWith("su")), items.toString());
  }

  @Test
  void anEditedDefinitionIsNotOfferedUnderItsOldName() {
    SourceDocument first = SourceDocument.of("file:///t.scm", 1, TEXT);
    first.analysis();
    int name = TEXT.indexOf("twice x") + 1;
    SourceDocument renamed = first.edit(2, name, 1, "X");
    assertNull(renamed.recentModel().topLevel().get("twice"));
    assertNotNull(renamed.recentModel().topLevel().get("area"));
  }

  @Test
  void theMovedModelIsComputedOncePerSnapshotAndTheOwnAnalysisWinsOnceReady() {
    SourceDocument first = SourceDocument.of("file:///t.scm", 1, TEXT);
    first.analysis();
    SourceDocument edited = first.edit(2, 0, 0, " ");
    assertSame(edited.recentModel(), edited.recentModel());
    SemanticAnalysis own = edited.analysis();
    assertSame(own.model(), edited.recentModel());
  }

  @Test
  void aCancelledAnalysisThrowsBetweenFormsAndCanStartAgain() {
    SourceDocument document = SourceDocument.of("file:///t.scm", 1, TEXT);
    AtomicInteger checks = new AtomicInteger();
    Cancellation cancelAfterOne = () -> {
      if (checks.incrementAndGet() > 1) {
        throw new CancellationException("superseded");
      }
    };
    assertThrows(CancellationException.class, () -> document.analysis(cancelAfterOne));
    assertEquals(2, checks.get(), "checked before each top-level form, stopped at the second");
    assertNull(document.analysisIfReady());
    assertNotNull(document.analysis().model().topLevel().get("twice"));
  }

  /**
   * Every stage of a big document's analysis checks for cancellation as it goes, not only the
   * expansion: the static checks before each form and the semantic model while it is built (on a
   * file of a hundred thousand lines each takes seconds). A cancellation raised inside the checks
   * stops the analysis there, and the document analyses again afterwards.
   */
  @Test
  void theChecksAndTheModelOfABigDocumentCheckForCancellationAsTheyGo() {
    int forms = 5_000;
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < forms; i++) {
      text.append("(define (f").append(i).append(" x) (+ x ").append(i).append("))\n");
    }
    SourceDocument document = SourceDocument.of("file:///big.scm", 1, text.toString());
    AtomicInteger inChecks = new AtomicInteger();
    AtomicInteger inModel = new AtomicInteger();
    document.analysis(() -> {
      if (onStack("kopi.analysis.FormChecks")) {
        inChecks.incrementAndGet();
      }
      if (onStack("kopi.expand.SemanticRecorder")) {
        inModel.incrementAndGet();
      }
    });
    assertTrue(inChecks.get() >= forms, "checkpoints in the checks: " + inChecks.get());
    assertTrue(inModel.get() >= 2, "checkpoints while the model is built: " + inModel.get());

    // A document of its own: no earlier analysis to reuse the checks of forms from.
    SourceDocument edited = SourceDocument.of("file:///big.scm", 2, " " + text);
    AtomicInteger checked = new AtomicInteger();
    assertThrows(CancellationException.class, () -> edited.analysis(() -> {
      if (onStack("kopi.analysis.FormChecks") && checked.incrementAndGet() == forms / 2) {
        throw new CancellationException("superseded");
      }
    }));
    assertEquals(forms / 2, checked.get(), "the checks stopped at the checkpoint that threw");
    assertNull(edited.analysisIfReady());
    assertNotNull(edited.analysis().model().topLevel().get("f4999"));
  }

  private static boolean onStack(String className) {
    return StackWalker.getInstance().walk(frames -> frames.anyMatch(f -> f.getClassName().equals(className)));
  }
}
