; begin evaluates left to right and returns the last value.
(define x 0)
(write (begin (set! x 5) (+ x 1)))
(newline)
; expect: 6
(write (let ((l '())) (begin (set! l (cons 1 l)) (set! l (cons 2 l))) l))
(newline)
; expect: (2 1)
