; SRFI 64 test-apply: only the tests its specifiers match run. Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 64))
(define r (test-runner-null))
(define names '())
(test-runner-on-test-end! r (lambda (runner) (set! names (cons (list (test-runner-test-name runner) (test-result-kind runner)) names))))
(test-with-runner r
  (test-begin "t")
  (test-apply (test-match-name "b") (lambda () (test-assert "a" #t) (test-assert "b" #t)))
  (test-assert "c" #t)
  (test-end "t"))
(for-each (lambda (n) (write n) (newline)) (reverse names))
; expect: ("a" skip)
; expect: ("b" pass)
; expect: ("c" pass)
