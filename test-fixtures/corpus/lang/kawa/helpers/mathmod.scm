; A Kawa module (not a program): required by modules-require.scm.
(module-name mathmod)
(module-export double triple square-of)
(define (double x) (* 2 x))
(define (triple x) (* 3 x))
(define (square-of x) (hidden-square x))
(define (hidden-square x) (* x x))
(display "mathmod loaded")
(newline)
