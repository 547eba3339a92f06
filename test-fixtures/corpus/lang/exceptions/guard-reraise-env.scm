; While the outer handler runs for a re-raised condition, the inner dynamic-wind extent is still
; active: its after-thunk runs only when the outer guard finally unwinds.
(define trail '())
(define (note x) (set! trail (cons x trail)))
(write (guard (e (#t (note 'outer-clause) e))
  (guard (e ((string? e) 'inner))
    (dynamic-wind
      (lambda () (note 'in))
      (lambda () (raise 'oops))
      (lambda () (note 'out))))))
(newline)
; expect: oops
(write (reverse trail))
(newline)
; expect: (in out outer-clause)
(set! trail '())
(write (with-exception-handler
  (lambda (c) (note 'handler) 10)
  (lambda ()
    (guard (e ((string? e) 'inner))
      (dynamic-wind
        (lambda () (note 'in))
        (lambda () (* 2 (raise-continuable 'oops)))
        (lambda () (note 'out)))))))
(newline)
; expect: 20
(write (reverse trail))
(newline)
; expect: (in handler out)
