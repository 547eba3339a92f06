;; fib: doubly recursive Fibonacci with generic arithmetic; measures non-tail calls.
;; expect: 2178309
;; check-size: 15
;; check-expect: 610
;; java-twin: FibTyped
(import (scheme base) (scheme write) (scheme time))
(define bench-size 32)
(define bench-repeat 8)

(define (fib n)
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
