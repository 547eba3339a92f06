; Errors inside the expansion of a syntax-rules macro are reported once each, at the user's
; code, and the checks go on after them.
(define-syntax swap!
  (syntax-rules ()
    ((_ a b) (let ((tmp a)) (set! a b) (set! b tmp)))))
(define p 1)
(swap! p undefined-q)
;        ^^^^^^^^^^^ error: unbound variable: undefined-q
(define-syntax twice
  (syntax-rules ()
    ((_ e) (begin e e))))
(define (inc n ::int) (+ n 1))
(twice (inc "x"))
;           ^^^ error: inc: argument 1 expects int, got string
(twice (inc 1 2))
;      ^^^^^^^^^ error: inc: expected 1 argument, got 2
