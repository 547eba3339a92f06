;; Included by including.scm.
(define (triple x)
  (let ((y (* 3 x)))
    y))
