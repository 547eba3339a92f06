; do with steps, without steps, and with an empty result list.
(write (do ((vec (make-vector 5))
            (i 0 (+ i 1)))
           ((= i 5) vec)
         (vector-set! vec i i)))
(newline)
; expect: #(0 1 2 3 4)
(write (let ((x '(1 3 5 7 9)))
         (do ((x x (cdr x))
              (sum 0 (+ sum (car x))))
             ((null? x) sum))))
(newline)
; expect: 25
(define n 0)
(do ((i 0 (+ i 1))) ((= i 3)) (set! n (+ n i)))
(write n)
(newline)
; expect: 3
