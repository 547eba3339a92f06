; Escaping with a continuation runs the after-thunks of every extent left, innermost first.
(define trail '())
(define (note x) (set! trail (cons x trail)))
(define result
  (call/cc
    (lambda (k)
      (dynamic-wind
        (lambda () (note 'outer-in))
        (lambda ()
          (dynamic-wind
            (lambda () (note 'inner-in))
            (lambda () (k 'escaped) (note 'not-reached))
            (lambda () (note 'inner-out))))
        (lambda () (note 'outer-out))))))
(write (list result (reverse trail)))
(newline)
; expect: (escaped (outer-in inner-in inner-out outer-out))
