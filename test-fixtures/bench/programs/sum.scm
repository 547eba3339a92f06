;; sum: adds the integers 0..n in a named-let loop with generic arithmetic.
;; expect: 50005000
;; check-size: 100
;; check-expect: 5050
(import (scheme base) (scheme write) (scheme time))
(define bench-size 10000)
(define bench-repeat 5000)

(define (sum-to n)
  (let loop ((i n) (total 0))
    (if (< i 0)
        total
        (loop (- i 1) (+ total i)))))

(define (bench-run) (sum-to bench-size))

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
