; An error in a predicate that (or x y) runs as a test (issue 21) names the predicate's line.
(define (small? x)
  (or (= x 0)
      (< x
         10)))
(write (list (small? 0) (small? 5) (small? 50)))
(newline)
; expect: (#t #t #f)
(write (small? "x"))
; expect runtime error: or-of-predicates-error-line.scm:3:7: =: expected number, got "x"
