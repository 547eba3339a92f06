;; ack: the Ackermann function (ack 3 n) = 2^(n+3) - 3; deep non-tail recursion
;; (Kawa: --full-tailcalls or a large stack).
;; expect: 8189
;; check-size: 3
;; check-expect: 61
;; kawa-flags: --full-tailcalls
(import (scheme base) (scheme write) (scheme time))
(define bench-size 10)
(define bench-repeat 1)

(define (ack m n)
  (cond ((= m 0) (+ n 1))
        ((= n 0) (ack (- m 1) 1))
        (else (ack (- m 1) (ack m (- n 1))))))

(define (bench-run) (ack 3 bench-size))

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
