(define (f x) (+ x undefined-thing))
;                  ^^^^^^^^^^^^^^^ error: unbound variable: undefined-thing
