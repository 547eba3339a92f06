; A loop whose counter would be a JVM int (issue 21) with a bound that is not a number: the
; ordinary loop runs, and the error names the line of the test.
(define (count-to n)
  (let loop ((i 0)
             (acc 0))
    (if (< i
           n)
        (loop (+ i 1) (+ acc i))
        acc)))
(display (count-to 3))
(newline)
; expect: 3
(display (count-to "x"))
; expect runtime error: fixnum-int-counters-error-line.scm:6:9: <: expected number, got "x"
