;; Closures: a captured variable assigned by set! (a box) and a counter made by a procedure.

(define (make-counter start)
  (let ((count start))
    (lambda ()
      (set! count (+ count 1))
      count)))

(define c (make-counter 10))
(c)
(display (c))
(newline)
