;; mbrot: Mandelbrot set: iteration counts (at most 64) over an n x n grid of points
;; starting at -1.0-0.5i with step 0.005; prints the sum of the counts.
;; expect: 166564
;; check-size: 10
;; check-expect: 529
;; java-twin: MbrotTyped
(import (scheme base) (scheme write) (scheme time))
(define bench-size 75)
(define bench-repeat 45)

(define (escape-count real imag)
  (let loop ((zr real) (zi imag) (count 0))
    (if (= count 64)
        count
        (let ((zr2 (* zr zr)) (zi2 (* zi zi)))
          (if (> (+ zr2 zi2) 16.0)
              count
              (loop (+ (- zr2 zi2) real) (+ (* 2.0 zr zi) imag) (+ count 1)))))))

(define (mbrot-sum n left bottom step)
  (let loop-y ((y 0) (total 0))
    (if (= y n)
        total
        (let loop-x ((x 0) (total total))
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
