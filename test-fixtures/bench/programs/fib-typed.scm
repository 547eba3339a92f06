;; fib-typed: fib with ::int parameter and return types, against java/FibTyped.java.
;; expect: 39088169
;; check-size: 15
;; check-expect: 610
;; systems: kopi kawa java
(import (scheme base) (scheme write) (scheme time))
(define bench-size 38)
(define bench-repeat 10)

(define (fib (n ::int)) ::int
  (if (< n 2)
      n
      (+ (fib (- n 1)) (fib (- n 2)))))

(define (bench-run) (fib bench-size))

;; The timing harness below is the same in every program: run the benchmark bench-repeat
;; times, print the last result on one line and the loop time on the next.
(define (bench-loop count result)
  (if (= count 0)
      result
      (bench-loop (- count 1) (bench-run))))
(define bench-start (current-jiffy))
(define bench-result (bench-loop bench-repeat #f))
(define bench-end (current-jiffy))
(write bench-result)
(newline)
(display "time-us: ")
(write (quotient (* 1000000 (- bench-end bench-start)) (jiffies-per-second)))
(newline)
