package kopi.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.StringWriter;
import java.util.List;
import kopi.runtime.Printer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proper tail calls in every tail position of R7RS 3.5, checked on a deliberately small evaluation
 * stack: a million calls deep would overflow it many times over if any of them kept a frame. (The
 * corpus fixtures in {@code lang/tail} run on a 256 MiB stack, where a JIT-compiled non-tail
 * recursion a million deep still fits, so they alone could not tell.)
 */
class TailPositionsTest {
  private static final long SMALL_STACK = 512L << 10;

  private static Object eval(String program) {
    Session session = new Session(new SessionOptions(List.of(), new StringWriter(), null, SMALL_STACK));
    EvalOutcome outcome = session.eval(program, "tail.scm");
    assertFalse(outcome.hasErrors(), () -> "errors: " + outcome.diagnostics() + " "
        + (outcome.failure() == null ? "" : outcome.failure().message()));
    return outcome.lastValue();
  }

  @Test
  void theStackIsSmallEnoughToCatchAMissingTailCall() {
    Session session = new Session(new SessionOptions(List.of(), new StringWriter(), null, SMALL_STACK));
    EvalOutcome outcome = session.eval("(define (f n) (if (= n 0) 0 (+ 1 (f (- n 1))))) (f 1000000)", "tail.scm");
    assertNotNull(outcome.failure(), "a non-tail recursion a million deep should overflow the small stack");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      if and unknown mutual recursion | (define (e n) (if (= n 0) 'done (o (- n 1)))) (define (o n) (if (= n 0) 'done (e (- n 1)))) (e 1000000)
      cond | (define (f n) (cond ((= n 0) 'done) ((odd? n) (f (- n 1))) (else (f (- n 1))))) (f 1000000)
      cond arrow | (define (f n) (cond ((= n 0) 'done) ((- n 1) => f))) (f 1000000)
      case | (define (f n) (case (if (= n 0) 'stop 'go) ((stop) 'done) (else (f (- n 1))))) (f 1000000)
      case arrow | (define (f n) (case (if (= n 0) 'stop 'go) ((stop) 'done) (else => (lambda (x) (f (- n 1)))))) (f 1000000)
      and or when unless | (define (f n) (and #t (or #f (when #t (unless #f (if (= n 0) 'done (g (- n 1)))))))) (define (g n) (f n)) (f 1000000)
      let let* letrec | (define (f n) (let ((m n)) (let* ((k m)) (letrec ((j k)) (if (= j 0) 'done (g (- j 1))))))) (define (g n) (f n)) (f 1000000)
      let-values | (define (f n) (let-values (((m) (values n))) (if (= m 0) 'done (g (- m 1))))) (define (g n) (f n)) (f 1000000)
      named let through a closure | (define (f n) (let loop ((i n)) (if (= i 0) 'done ((lambda () (loop (- i 1))))))) (f 1000000)
      do result | (define (f n) (do ((i 0 (+ i 1))) ((= i 1) (if (= n 0) 'done (g (- n 1)))))) (define (g n) (f n)) (f 1000000)
      apply | (define (f n) (if (= n 0) 'done (apply f (list (- n 1))))) (f 1000000)
      case-lambda | (define f (case-lambda ((n) (f n 0)) ((n acc) (if (= n 0) 'done (f (- n 1)))))) (f 1000000)
      call-with-values consumer | (define (f n) (if (= n 0) 'done (call-with-values (lambda () (- n 1)) f))) (f 1000000)
      procedures from a vector | (define v (vector #f #f)) (vector-set! v 0 (lambda (n) (if (= n 0) 'done ((vector-ref v 1) (- n 1))))) (vector-set! v 1 (lambda (n) ((vector-ref v 0) n))) ((vector-ref v 0) 1000000)
      """)
  void tailPosition(String name, String program) {
    assertEquals("done", Printer.displayString(eval(program)));
  }
}
