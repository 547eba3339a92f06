;; tak: the Takeuchi function, called as (tak 3n 2n n); n = 6 gives the classic (tak 18 12 6) = 7.
;; expect: 7
;; check-size: 3
;; check-expect: 6
;; java-twin: TakTyped
(import (scheme base) (scheme write) (scheme time))
(define bench-size 6)
(define bench-repeat 1500)

(define (tak x y z)
  (if (not (< y x))
      z
      (tak (tak (- x 1) y z)
           (tak (- y 1) z x)
           (tak (- z 1) x y))))

(define (bench-run) (tak (* 3 bench-size) (* 2 bench-size) bench-size))

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
