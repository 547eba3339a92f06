; Procedures are first-class values; lambda lists take rest arguments (R7RS 4.1.4, 6.10).
(write (list (procedure? car) (procedure? 'car) (procedure? (lambda (x) x)) (procedure? '(lambda (x) x))))
(newline)
; expect: (#t #f #t #f)
(define (compose f g) (lambda args (f (apply g args))))
(write ((compose sqrt *) 12 75))
(newline)
; expect: 30
(write ((lambda x x) 3 4 5 6))
(newline)
; expect: (3 4 5 6)
(write ((lambda (x y . z) z) 3 4 5 6))
(newline)
; expect: (5 6)
(define counter
  (let ((n 0))
    (lambda () (set! n (+ n 1)) n)))
(counter)
(counter)
(write (counter))
(newline)
; expect: 3
