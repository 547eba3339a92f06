;; cpstak: the Takeuchi function in continuation-passing style; every call is a tail call
;; and every continuation a closure, so it needs proper tail calls (Kawa: --full-tailcalls).
;; expect: 7
;; check-size: 3
;; check-expect: 6
;; kawa-flags: --full-tailcalls
(import (scheme base) (scheme write) (scheme time))
(define bench-size 6)
(define bench-repeat 400)

(define (cpstak x y z)
  (define (tak x y z k)
    (if (not (< y x))
        (k z)
        (tak (- x 1) y z
             (lambda (v1)
               (tak (- y 1) z x
                    (lambda (v2)
                      (tak (- z 1) x y
                           (lambda (v3) (tak v1 v2 v3 k)))))))))
  (tak x y z (lambda (a) a)))

(define (bench-run) (cpstak (* 3 bench-size) (* 2 bench-size) bench-size))

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
