; A handler runs with the outer handler installed, so raising inside it reaches the next one out.
(write (with-exception-handler
  (lambda (e) (list 'outer e))
  (lambda ()
    (with-exception-handler
      (lambda (e) (raise-continuable (list 'inner e)))
      (lambda () (raise-continuable 'x))))))
(newline)
; expect: (outer (inner x))
