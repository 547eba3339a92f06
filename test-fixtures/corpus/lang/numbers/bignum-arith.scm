; Big integer arithmetic. Flonums print as Java and Kawa print them ("1.0E21"): R7RS leaves the
; notation open, and this one reads back.
(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))
(write (fact 30))
(newline)
; expect: 265252859812191058636308480000000
(write (quotient (fact 30) (fact 28)))
(newline)
; expect: 870
(write (expt 2 100))
(newline)
; expect: 1267650600228229401496703205376
(call-with-values (lambda () (exact-integer-sqrt (+ (expt 10 40) 5)))
  (lambda (s r) (write (list s r))))
(newline)
; expect: (100000000000000000000 5)
(write (list (remainder (expt 10 30) 7) (modulo (- (expt 10 30)) 7)))
(newline)
; expect: (1 6)
(write (gcd (expt 2 80) (expt 6 40)))
(newline)
; expect: 1099511627776
(write (< 9223372036854775807 9223372036854775808 (expt 2 64)))
(newline)
; expect: #t
(write (exact->inexact (expt 2 70)))
(newline)
; expect: 1.1805916207174113E21
