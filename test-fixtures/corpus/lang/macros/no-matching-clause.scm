(define-syntax only-pairs
  (syntax-rules () ((_ (a b)) (+ a b))))
(write (only-pairs (1 2)))
(only-pairs 1)
; ^^^^^^^^^^^^^^@0 error: only-pairs: no syntax-rules clause matches (only-pairs 1)
