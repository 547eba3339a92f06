(define-library (util math)
  (export square-sum)
  (import (scheme base))
  (begin
    (define (square-sum a b)
      (let ((s (+ a b)))
        (* s s)))))
