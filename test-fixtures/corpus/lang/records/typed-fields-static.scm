;; A definite mismatch with a field's declared type is a compile-time error at the argument.
(define-record-type point (make-point x y) point?
  (x ::int point-x)
  (y ::double point-y set-point-y!))
(define p (make-point 1 "two"))
;                       ^^^^^ error: make-point: argument 2 expects double, got string
(set-point-y! p 'three)
;               ^^^^^^ error: set-point-y!: argument 2 expects double, got symbol
