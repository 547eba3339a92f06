;; A procedure stored where a functional interface is declared (a variable, a parameter) is
;; converted to an object of that interface that calls it.
(define double ::java.util.function.Function (lambda (v) (* v 2)))
(display (double:apply 21))
(newline)
; expect: 42
(define (run-twice (task ::java.lang.Runnable))
  (task:run)
  (task:run))
(run-twice (lambda () (display "ran.")))
(newline)
; expect: ran.ran.
(define named (lambda () (display "named")))
(run-twice named)
(newline)
; expect: namednamed
(define (compare-with (order ::java.util.Comparator) a b)
  (order:compare a b))
(display (compare-with (lambda (x y) (- x y)) 3 5))
(newline)
; expect: -2
