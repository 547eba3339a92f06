; SRFI 45: lazy and eager (Kawa 3.1.1 has no (srfi 45) library).
; Expected output from Kawa 3.1.1 running the same program with lazy and eager defined as delay-force and make-promise.
(import (scheme base) (scheme write) (srfi 45))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
; SRFI 45: lazy (R7RS delay-force) and eager (R7RS make-promise).
(define count 0)
(define p (delay (begin (set! count (+ count 1)) (if (> count x) count (force p)))))
(define x 5)
(show (force p))
(set! x 10)
(show (force p))
(define (stream-drop s index)
  (lazy (if (zero? index) s (stream-drop (cdr (force s)) (- index 1)))))
(define (from n) (delay (cons n (from (+ n 1)))))
(show (car (force (stream-drop (from 0) 1000))))
(show (force (eager 'value)) (force (lazy (eager 7))))
(define r (delay (begin (set! count (+ count 100)) count)))
(show (force r) (force r))
; expect: 6
; expect: 6
; expect: 1000
; expect: value 7
; expect: 106 106
