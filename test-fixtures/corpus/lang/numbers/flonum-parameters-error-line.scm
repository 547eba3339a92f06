; A non-number reaching a parameter computed with beside a flonum fails on the line of the
; arithmetic, as the builtin call does. (Kawa 3.1.1 throws an IllegalArgumentException, "bad value
; for numeric compare", with no Scheme message.)
(define (fibfp n)
  (if (<
       n 2.0)
      n
      (+ (fibfp (- n 1.0)) (fibfp (- n 2.0)))))
(display (fibfp 5.0))
(newline)
; expect: 5.0
(display (fibfp 'a))
; expect runtime error: flonum-parameters-error-line.scm:5: <: expected number, got a
