; make-parameter with a converter, parameterize and restoration on exit.
(define radix (make-parameter 10))
(define (show n) (number->string n (radix)))
(write (show 255))
(newline)
; expect: "255"
(write (parameterize ((radix 16)) (show 255)))
(newline)
; expect: "ff"
(write (show 255))
(newline)
; expect: "255"
(define p (make-parameter 5 (lambda (x) (* x 2))))
(write (p))
(newline)
; expect: 10
(write (parameterize ((p 3)) (p)))
(newline)
; expect: 6
(write (guard (e (#t (p))) (parameterize ((p 100)) (raise 'oops))))
(newline)
; expect: 10
