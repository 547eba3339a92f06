;; divrec: halves a list of 200 elements by recursion (keeping every other cell),
;; bench-size times; measures non-tail recursion and allocation.
;; expect: 100
;; check-size: 1
;; check-expect: 100
(import (scheme base) (scheme write) (scheme time))
(define bench-size 50000)
(define bench-repeat 10)

(define (make-items count)
  (let loop ((i count) (items '()))
    (if (= i 0) items (loop (- i 1) (cons '() items)))))

(define (halve items)
  (if (null? items)
      '()
      (cons (car items) (halve (cddr items)))))

(define two-hundred (make-items 200))

(define (bench-run)
  (let loop ((i 1) (result (halve two-hundred)))
    (if (< i bench-size)
        (loop (+ i 1) (halve two-hundred))
        (length result))))

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
