; R7RS 4.2.5: a promise forced again from inside its own body keeps the first value.
(define x 5)
(define p (delay (begin (set! x (+ x 1)) (if (> x 10) x (force p)))))
(write (force p))
(newline)
; expect: 11
(write (begin (set! x 10) (force p)))
(newline)
; expect: 11
