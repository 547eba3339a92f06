; Leaving a dynamic-wind through guard runs the after thunk once.
(define trail '())
(define (note x) (set! trail (cons x trail)))
(guard (e (#t (note (list 'handled e))))
  (dynamic-wind
    (lambda () (note 'before))
    (lambda () (raise 'x))
    (lambda () (note 'after))))
(write (reverse trail))
(newline)
; expect: (before after (handled x))
