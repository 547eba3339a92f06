; An error leaving a dynamic-wind extent runs its after-thunk before the guard's clause.
(define trail '())
(define (note x) (set! trail (cons x trail)))
(write (guard (e ((symbol? e) (note 'handler) e))
  (dynamic-wind
    (lambda () (note 'in))
    (lambda () (raise 'boom))
    (lambda () (note 'out)))))
(newline)
; expect: boom
(write (reverse trail))
(newline)
; expect: (in out handler)
