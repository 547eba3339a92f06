; Tail calls through procedures unknown at compile time: passed as arguments and kept in data.
(define (bounce f g n) (if (= n 0) 'done (f g f (- n 1))))
(write (bounce bounce bounce 1000000))
(newline)
; expect: done
(define table (vector #f #f))
(vector-set! table 0 (lambda (n) (if (= n 0) 'even ((vector-ref table 1) (- n 1)))))
(vector-set! table 1 (lambda (n) (if (= n 0) 'odd ((vector-ref table 0) (- n 1)))))
(write ((vector-ref table 0) 1000001))
(newline)
; expect: odd
