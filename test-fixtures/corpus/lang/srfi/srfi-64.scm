; SRFI 64: the testing framework (also in the default environment, as in Kawa).
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (scheme file) (srfi 64))
; A test file in SRFI 64's own style: the simple runner prints a line per unexpected result and
; the summary, and writes its full log to SUITE.log (removed at the end).
(test-begin "srfi-64")
(test-equal "add" 4 (+ 2 2))
(test-equal 5 (+ 2 2))
(test-assert "true" #t)
(test-assert (= 1 2))
(test-eqv "eqv" 2 2)
(test-eq 'a 'a)
(test-approximate "approx" 3.14 3.1416 0.01)
(test-approximate "far" 3.0 3.1416 0.01)
(test-error "any error" #t (car '()))
(test-error (vector-ref (vector) 0))
(test-error (+ 1 1))
(test-begin "inner")
(test-equal 1 1)
(test-end "inner")
(test-skip "skipped")
(test-equal "skipped" 1 2)
(test-expect-fail 1)
(test-equal "xfail" 1 2)
(test-expect-fail "xpass")
(test-equal "xpass" 1 1)
(test-group "grp" (test-equal 2 2) (test-assert #f))
(test-equal "raise" 1 (raise 'boom))
(define cleaned #f)
(test-group-with-cleanup "cleanup" (test-assert "in group" #t) (set! cleaned #t))
(test-assert "cleanup ran" cleaned)
(test-equal "kind of last" 'pass (begin (test-assert #t) (test-result-kind)))
(test-equal "group path" '("srfi-64") (test-runner-group-path (test-runner-current)))
(test-equal "passes so far" 14 (test-runner-pass-count (test-runner-current)))
(test-end "srfi-64")
(display (test-runner-current))
(newline)
; A runner of one's own: callbacks see each result.
(define r (test-runner-null))
(define seen '())
(test-runner-on-test-end! r (lambda (runner) (set! seen (cons (list (test-runner-test-name runner) (test-result-kind runner)) seen))))
(test-runner-on-final! r (lambda (runner) (display (list 'final (test-runner-pass-count runner) (test-runner-fail-count runner))) (newline)))
(test-with-runner r
  (test-begin "custom")
  (test-equal "one" 1 1)
  (test-equal "two" 2 3)
  (test-skip (test-match-nth 2))
  (test-assert "three" #t)
  (test-assert "skipped by count" #f)
  (test-end "custom"))
(write (reverse seen))
(newline)
(delete-file "srfi-64.log")
; expect: %%%% Starting test srfi-64  (Writing full log to "srfi-64.log")
; expect: srfi-64.scm:8: FAIL
; expect: srfi-64.scm:10: FAIL
; expect: srfi-64.scm:14: FAIL far
; expect: srfi-64.scm:17: FAIL
; expect: srfi-64.scm:26: XPASS xpass
; expect: srfi-64.scm:27: FAIL
; expect: srfi-64.scm:28: FAIL raise
; expect: # of expected passes      15
; expect: # of expected failures    1
; expect: # of unexpected successes 1
; expect: # of unexpected failures  6
; expect: # of skipped tests        1
; expect: #f
; expect: (final 2 1)
; expect: (("one" pass) ("two" fail) ("three" pass) ("skipped by count" skip))
