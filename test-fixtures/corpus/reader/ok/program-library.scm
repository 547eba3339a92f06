; An R7RS library definition.
(define-library (example grid)
  (export make rows (rename put! set!))
  (import (scheme base))
  (begin
    (define (make n m fill) (make-vector n fill))
    (define (rows grid) (vector-length grid))
    (define (put! grid n m v) (vector-set! grid n v))))
