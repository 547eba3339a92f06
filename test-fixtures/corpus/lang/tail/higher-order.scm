; A continuation-passing loop: every call is a tail call to a procedure built at run time.
(define (count-cps n k) (if (= n 0) (k 0) (count-cps (- n 1) (lambda (v) (k (+ v 1))))))
(write (count-cps 100000 (lambda (v) v)))
(newline)
; expect: 100000
(define (trampoline-free n) ((if (even? n) (lambda () (if (= n 0) 'zero (trampoline-free (- n 1)))) (lambda () (trampoline-free (- n 1))))))
(write (trampoline-free 1000000))
(newline)
; expect: zero
