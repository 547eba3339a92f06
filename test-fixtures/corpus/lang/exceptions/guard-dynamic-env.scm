; A guard clause body runs in the dynamic environment of the guard, after the body's
; parameterize has been left (R7RS 4.2.7).
(define p (make-parameter 'outside))
(write (guard (e (#t (list e (p))))
  (parameterize ((p 'inside))
    (raise (p)))))
(newline)
; expect: (inside outside)
(write (guard (e ((eq? e 'second) 'second-caught))
  (guard (e ((eq? e 'first) (raise 'second)))
    (raise 'first))))
(newline)
; expect: second-caught
