;; mbrot-typed: mbrot with ::double coordinates and ::int counters, against
;; java/MbrotTyped.java.
;; expect: 166564
;; check-size: 10
;; check-expect: 529
;; systems: kopi kawa java
(import (scheme base) (scheme write) (scheme time))
(define bench-size 75)
(define bench-repeat 5000)

(define (escape-count (real ::double) (imag ::double)) ::int
  (let loop ((zr ::double real) (zi ::double imag) (count ::int 0))
    (if (= count 64)
        count
        (let ((zr2 ::double (* zr zr)) (zi2 ::double (* zi zi)))
          (if (> (+ zr2 zi2) 16.0)
              count
              (loop (+ (- zr2 zi2) real) (+ (* 2.0 zr zi) imag) (+ count 1)))))))

(define (mbrot-sum (n ::int) (left ::double) (bottom ::double) (step ::double)) ::int
  (let loop-y ((y ::int 0) (total ::int 0))
    (if (= y n)
        total
        (let loop-x ((x ::int 0) (total ::int total))
          (if (= x n)
              (loop-y (+ y 1) total)
              (loop-x (+ x 1)
                      (+ total (escape-count (+ left (* step x))
                                             (+ bottom (* step y))))))))))

(define (bench-run) (mbrot-sum bench-size -1.0 -0.5 0.005))

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
