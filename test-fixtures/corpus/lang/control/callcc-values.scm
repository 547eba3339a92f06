; A continuation accepts the values its call/cc returns: several values, or none.
(call-with-values
  (lambda () (call/cc (lambda (k) (k 1 2 3))))
  (lambda args (write args)))
(newline)
; expect: (1 2 3)
(call-with-values
  (lambda () (call/cc (lambda (k) (k))))
  (lambda args (write args)))
(newline)
; expect: ()
