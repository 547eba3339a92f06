; delay, force, delay-force, make-promise and promise?.
(define count 0)
(define p (delay (begin (set! count (+ count 1)) (* 6 7))))
(write (promise? p))
(newline)
; expect: #t
(write (list (force p) (force p) count))
(newline)
; expect: (42 42 1)
(write (force (make-promise 5)))
(newline)
; expect: 5
(write (force 7))
(newline)
; expect: 7
(define (stream-tail s k)
  (if (= k 0) s (delay-force (stream-tail (cdr (force s)) (- k 1)))))
(define (ints n) (delay (cons n (ints (+ n 1)))))
(write (car (force (stream-tail (ints 0) 100000))))
(newline)
; expect: 100000
(write (promise? (make-promise (delay 1))))
(newline)
; expect: #t
