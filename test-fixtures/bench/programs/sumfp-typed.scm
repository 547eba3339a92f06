;; sumfp-typed: sumfp with ::double loop variables, against java/SumfpTyped.java.
;; expect: 50005000.0
;; check-size: 100.0
;; check-expect: 5050.0
;; systems: kopi kawa java
(import (scheme base) (scheme write) (scheme time))
(define bench-size 10000.0)
(define bench-repeat 200000)

(define (sumfp (n ::double)) ::double
  (let loop ((i ::double n) (total ::double 0.0))
    (if (< i 0.0)
        total
        (loop (- i 1.0) (+ total i)))))

(define (bench-run) (sumfp bench-size))

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
