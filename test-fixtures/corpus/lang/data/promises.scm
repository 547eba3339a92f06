; delay, force, make-promise and delay-force (R7RS 4.2.5).
(define count 0)
(define p (delay (begin (set! count (+ count 1)) (* count 10))))
(write (list (promise? p) (force p) (force p) count))
(newline)
; expect: (#t 10 10 1)
(write (list (force (make-promise 5)) (promise? (make-promise 5)) (force 7)))
(newline)
; expect: (5 #t 7)
(write (eq? (make-promise p) p))
(newline)
; expect: #t
(define (stream-from n) (cons n (delay (stream-from (+ n 1)))))
(define (stream-ref s k) (if (= k 0) (car s) (stream-ref (force (cdr s)) (- k 1))))
(write (stream-ref (stream-from 0) 100))
(newline)
; expect: 100
