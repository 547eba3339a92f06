package kopi.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.List;
import kopi.session.EvalOutcome;
import kopi.session.Session;
import kopi.session.SessionOptions;
import org.junit.jupiter.api.Test;

/**
 * A capture made while the frames rebuilt for an earlier capture are still on the stack shares the
 * earlier continuation's saved frames instead of saving them again ({@link Continuations#resumeNext}).
 */
class ContinuationSharingTest {
  private static final String PROGRAM = """
      (define k1 #f)
      (define k2 #f)
      (define count 0)
      (define (deep d)
        (if (= d 0)
            (begin
              (call/cc (lambda (c) (set! k1 c)))
              (call/cc (lambda (c) (set! k2 c)))
              (set! count (+ count 1))
              count)
            (+ 1 (deep (- d 1)))))
      (define first-result (deep 30))
      """;

  @Test
  void aSecondCaptureSharesTheFramesBelowTheFirstOne() {
    Session session = new Session(new SessionOptions(List.of(), new StringWriter(), null, 0));
    EvalOutcome outcome = session.eval(PROGRAM, "sharing.scm");
    assertNull(outcome.failure());
    Continuation k1 = (Continuation) session.valueOf("k1");
    Continuation k2 = (Continuation) session.valueOf("k2");
    assertNotNull(k1.frames);
    assertNotNull(k2.frames);
    int n = k1.frames.length;
    assertTrue(n > 30, "one saved frame per level of deep, got " + n);
    assertEquals(n, k2.frames.length);
    // Every level of deep but the innermost was still suspended in its rebuilt call: shared.
    for (int i = 0; i < n - 1; i++) {
      assertSame(k1.frames[i], k2.frames[i], "frame " + i);
    }
    // The innermost went on after the first call/cc, so the second capture saved it anew.
    assertNotSame(k1.frames[n - 1], k2.frames[n - 1]);
    assertEquals(31L, session.valueOf("first-result"));
  }

  @Test
  void continuationsThatShareFramesAreReenteredIndependently() {
    Session session = new Session(new SessionOptions(List.of(), new StringWriter(), null, 0));
    assertNull(session.eval(PROGRAM, "sharing.scm").failure());
    // Each re-entry finishes the definition of first-result again; count goes on from 1.
    long expected = 32;
    for (String k : List.of("k2", "k1", "k2", "k1")) {
      assertNull(session.eval("(" + k + " 'again)", "sharing.scm").failure());
      assertEquals(expected++, session.valueOf("first-result"), k);
    }
  }
}
