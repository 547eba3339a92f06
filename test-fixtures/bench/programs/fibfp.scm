;; fibfp: doubly recursive Fibonacci on flonums; measures boxed floating-point arithmetic.
;; expect: 2178309.0
;; check-size: 15.0
;; check-expect: 610.0
(import (scheme base) (scheme write) (scheme time))
(define bench-size 32.0)
(define bench-repeat 6)

(define (fibfp n)
  (if (< n 2.0)
      n
      (+ (fibfp (- n 1.0)) (fibfp (- n 2.0)))))

(define (bench-run) (fibfp bench-size))

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
