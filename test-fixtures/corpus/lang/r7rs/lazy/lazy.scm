; R7RS 4.2.5 and (scheme lazy): delay, delay-force, force, make-promise, promise?.
(import (scheme base) (scheme lazy) (scheme write))
(write (force (delay (+ 1 2))))
(write (let ((p (delay (+ 1 2)))) (list (force p) (force p))))
(newline)
; expect: 3(3 3)
(define integers
  (letrec ((next (lambda (n) (delay (cons n (next (+ n 1)))))))
    (next 0)))
(define (head stream) (car (force stream)))
(define (tail stream) (cdr (force stream)))
(write (head (tail (tail integers))))
(newline)
; expect: 2
(define (stream-filter p? s)
  (delay-force
   (if (null? (force s))
       (delay '())
       (let ((h (car (force s))) (t (cdr (force s))))
         (if (p? h)
             (delay (cons h (stream-filter p? t)))
             (stream-filter p? t))))))
(write (head (tail (tail (stream-filter odd? integers)))))
(newline)
; expect: 5
(define count 0)
(define p
  (delay (begin (set! count (+ count 1))
                (if (> count x) count (force p)))))
(define x 5)
(write (force p))
(set! x 10)
(write (force p))
(newline)
; expect: 66
(write (list (promise? (delay 1)) (promise? (make-promise 1)) (promise? 1) (force (make-promise 7)) (force 8)))
(newline)
; expect: (#t #t #f 7 8)
(define mp (make-promise (delay 9)))
(write (promise? mp))
(newline)
; expect: #t
(define (loop n) (if (= n 0) (delay 'done) (delay-force (loop (- n 1)))))
(write (force (loop 100000)))
(newline)
; expect: done
