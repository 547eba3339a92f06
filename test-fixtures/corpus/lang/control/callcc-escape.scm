; call/cc as an escape from a loop (R7RS 6.10).
(write (call-with-current-continuation
  (lambda (exit)
    (for-each (lambda (x) (if (negative? x) (exit x))) '(54 0 37 -3 245 19))
    #t)))
(newline)
; expect: -3
(define (list-length obj)
  (call/cc
    (lambda (return)
      (letrec ((r (lambda (obj) (cond ((null? obj) 0) ((pair? obj) (+ (r (cdr obj)) 1)) (else (return #f))))))
        (r obj)))))
(write (list (list-length '(1 2 3 4)) (list-length '(a b . c))))
(newline)
; expect: (4 #f)
(write (+ 1 (call/cc (lambda (k) (+ 10 (k 1))))))
(newline)
; expect: 2
(write (call/cc (lambda (k) 'normal-return)))
(newline)
; expect: normal-return
