;; array1: fills a vector with 0..n-1, copies it into a second vector in reverse order, and
;; sums the copy weighted by position; measures vector allocation, reads and writes.
;; expect: (99999 14999450000)
;; check-size: 10
;; check-expect: (9 99)
(import (scheme base) (scheme write) (scheme time))
(define bench-size 100000)
(define bench-repeat 25)

(define (make-ascending n)
  (let ((v (make-vector n 0)))
    (do ((i 0 (+ i 1))) ((= i n) v)
      (vector-set! v i i))))

(define (reverse-copy source)
  (let* ((n (vector-length source))
         (target (make-vector n 0)))
    (do ((i 0 (+ i 1))) ((= i n) target)
      (vector-set! target (- n i 1) (vector-ref source i)))))

(define (weighted-sum v)
  (let loop ((i 0) (total 0))
    (if (= i (vector-length v))
        total
        (loop (+ i 1) (+ total (* (remainder i 7) (vector-ref v i)))))))

(define (bench-run)
  (let ((copy (reverse-copy (make-ascending bench-size))))
    (list (vector-ref copy 0) (weighted-sum copy))))

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
