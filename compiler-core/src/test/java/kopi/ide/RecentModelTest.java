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
}
