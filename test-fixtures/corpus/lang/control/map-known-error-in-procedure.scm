; An error raised by a lambda that map calls is located at the lambda's line.
(define (go lst)
  (map (lambda (x)
         (car x))
       lst))
(write (go '((1) (2))))
(newline)
; expect: (1 2)
(go '((1) 2))
; expect runtime error: map-known-error-in-procedure.scm:4:10: car: expected pair, got 2
