; An error from the generic path of an unboxed loop counter (issue 21) names the line of the
; arithmetic, as the builtin call does.
(define (count-from start)
  (let loop ((i 0)
             (acc start))
    (if (= i 2)
        acc
        (loop (+ i 1)
              (+ acc 1)))))
(display (count-from 1))
(newline)
; expect: 3
(display (count-from "x"))
; expect runtime error: fixnum-loops-error-line.scm:9:15: +: expected number, got "x"
