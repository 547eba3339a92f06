; An error in one member of a define-simple-class is reported, and the other members, and the
; methods' bodies, are still checked.
(define-simple-class counter ()
  (n ::int 0)
;          ^ error: define-simple-class: expected a field option such as init: value, got 0
  ((bump) (set! n (+ n 1)) (no-such-proc n))
;                           ^^^^^^^^^^^^ error: unbound variable: no-such-proc
  ((reset) (let ((k ::int "zero")) (set! n k))))
;                         ^^^^^^ error: k: expected int, got string
(define (square x ::int) (* x x))
(display (square "z"))
;                ^^^ error: square: argument 1 expects int, got string
