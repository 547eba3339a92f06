(define-library (tree parts base)
  (export base-value)
  (import (scheme base))
  (begin (define base-value 41)))
