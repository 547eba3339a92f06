; A define-constant variable cannot be assigned, as in Kawa ("constant variable c is set!").
(define-constant c 5)
(set! c 6)
;     ^ error: set!: cannot assign to constant c (a define-constant variable)
(define (f)
  (define-constant k 1)
  (set! k 2)
;       ^ error: set!: cannot assign to constant k (a define-constant variable)
  k)
