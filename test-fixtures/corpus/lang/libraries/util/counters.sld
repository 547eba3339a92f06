(define-library (util counters)
  (export make-counter counter-limit)
  (import (scheme base))
  (begin
    (define limit 100)
    (define (counter-limit) limit)
    (define (make-counter)
      (let ((n 0))
        (lambda () (set! n (+ n 1)) n)))))
