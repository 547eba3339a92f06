; Leaving a parameterize body by an escape or an error restores the old value.
(define p (make-parameter 'outer))
(call-with-current-continuation
  (lambda (k)
    (parameterize ((p 'inner))
      (k 'escaped))))
(write (p))
(newline)
; expect: outer
(guard (e (#t #f))
  (parameterize ((p 'inner))
    (raise 'oops)))
(write (p))
(newline)
; expect: outer
