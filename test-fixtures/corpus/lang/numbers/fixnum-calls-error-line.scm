; An error in the arithmetic of a procedure with unboxed fixnum arguments (issue 21) names the
; line of the arithmetic, as the builtin call does.
(define (add-one n)
  (if (< n 0)
      0
      (+ n
         1)))
(display (add-one 41))
(newline)
; expect: 42
(display (add-one "x"))
; expect runtime error: fixnum-calls-error-line.scm:4:7: <: expected number, got "x"
