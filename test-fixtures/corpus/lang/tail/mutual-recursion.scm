; Proper tail calls between procedures (R7RS 3.5): a million-deep even/odd does not overflow.
(define (my-even? n) (if (= n 0) #t (my-odd? (- n 1))))
(define (my-odd? n) (if (= n 0) #f (my-even? (- n 1))))
(write (my-even? 1000000))
(newline)
; expect: #t
(write (my-odd? 1000001))
(newline)
; expect: #t
