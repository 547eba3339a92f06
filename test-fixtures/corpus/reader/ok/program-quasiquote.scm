; Quasiquote used to build code.
(define (make-adder n) `(lambda (x) (+ x ,n)))
(define (wrap xs) `(begin ,@xs (values)))
