;; classes: define-simple-class: objects with fields, a constructor and methods, sorted by a
;; Comparator class written in Scheme (java.util.Collections:sort calls it), against java/Classes.java.
;; The receivers are untyped, so both Kopi and Kawa reach fields and methods reflectively.
;; expect: 13346958841
;; check-size: 100
;; check-expect: 33193658
;; systems: kopi kawa java
(import (kawa base))
(define bench-size 2000)
(define bench-repeat 10)

(define-simple-class Cell ()
  (key ::int)
  (count ::int init: 0)
  ((*init* (k ::int)) (set! key k))
  ((bump!) ::int (set! count (+ count 1)) count))

(define-simple-class ByKey (java.util.Comparator)
  ((compare a b) (- a:key b:key)))

(define (bench-run)
  (let ((cells (java.util.ArrayList)))
    (do ((i 0 (+ i 1))) ((= i bench-size))
      (cells:add (Cell (modulo (* i 7919) 10007))))
    (java.util.Collections:sort cells (ByKey))
    (let loop ((i 0) (sum 0))
      (if (= i bench-size)
          sum
          (let ((c (cells:get i)))
            (c:bump!)
            (loop (+ i 1) (+ sum (* i c:key))))))))

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
