; make-parameter with a converter, and parameterize (R7RS 4.2.6).
(define radix (make-parameter 10 (lambda (x) (if (and (exact-integer? x) (<= 2 x 16)) x (error "invalid radix" x)))))
(define (f n) (number->string n (radix)))
(write (f 12))
(newline)
; expect: "12"
(write (parameterize ((radix 2)) (f 12)))
(newline)
; expect: "1100"
(write (f 12))
(newline)
; expect: "12"
(define p (make-parameter 1 (lambda (x) (* x 10))))
(write (list (p) (parameterize ((p 2)) (p)) (p)))
(newline)
; expect: (10 20 10)
