; A zero divisor in unboxed loop arithmetic (issue 21) raises the builtin's error at its line.
(define (halve-until n d)
  (let loop ((n n) (steps 0))
    (if (< n 1)
        steps
        (loop (quotient n d) (+ steps 1)))))
(display (halve-until 100 2))
(newline)
; expect: 7
(display (halve-until 100 0))
; expect runtime error: fixnum-loops-division-by-zero.scm:6: quotient: division by zero
