; A form spread over several lines is read whole; the session keeps definitions between inputs.
(define (fact n)
  (if (= n 0)
      1
      (* n (fact (- n 1)))))
(fact 20)
; expect: 2432902008176640000
(define-syntax twice (syntax-rules () ((_ e) (begin e e))))
(twice (display "x"))
(newline)
; expect: xx
