; A define-constant variable cannot be assigned, as in Kawa ("constant variable c is set!").
(define-constant c 5)
(set! c 6)
;     ^ error: set!: cannot assign to constant c (defined by define-constant)
(define (f)
  (define-constant k 1)
  (set! k 2)
;       ^ error: set!: cannot assign to constant k (defined by define-constant)
  k)
