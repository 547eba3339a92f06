; dynamic-wind runs before, thunk, after in order and returns the thunk's values (R7RS 6.10).
(define trail '())
(define (note x) (set! trail (cons x trail)))
(write (dynamic-wind (lambda () (note 'before)) (lambda () (note 'during) 'result) (lambda () (note 'after))))
(newline)
; expect: result
(write (reverse trail))
(newline)
; expect: (before during after)
(call-with-values
  (lambda () (dynamic-wind (lambda () #f) (lambda () (values 1 2)) (lambda () #f)))
  (lambda (a b) (write (+ a b))))
(newline)
; expect: 3
