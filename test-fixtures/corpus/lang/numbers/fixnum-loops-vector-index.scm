; vector-ref and vector-set! with an unboxed loop index (issue 21) fail as the builtins do.
(define v (vector 1 2 3))
(define (clear-from k)
  (do ((i k (+ i 1))) ((>= i 3) v) (vector-set! v i 0)))
(write (clear-from 1))
(newline)
; expect: #(1 0 0)
(define (sum-from k)
  (let loop ((i k) (total 0))
    (if (= i 4) total (loop (+ i 1) (+ total (vector-ref v i))))))
(write (sum-from 0))
; expect runtime error: fixnum-loops-vector-index.scm:10: vector-ref: index 3 out of range for length 3
