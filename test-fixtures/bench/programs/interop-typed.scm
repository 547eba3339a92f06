;; interop-typed: the interop loop written as typed code, as the other -typed programs are: a
;; ::java.util.List and a ::String receiver, which Kopi calls directly (invokeinterface,
;; invokevirtual), ::int and ::long loop variables, and (as long ...) where the Java twin casts the
;; element to Long, so that the arithmetic is the JVM's (wrapping, as in Kawa) as it is in
;; java/InteropTyped.java. programs/interop.scm is the same loop with no types at all.
;; expect: 504500
;; check-size: 10
;; check-expect: 95
;; systems: kopi kawa java
(import (scheme base) (scheme write) (scheme time))
(define bench-size 1000)
(define bench-repeat 5000)

(define (make-list-of n)
  (let ((l (java.util.ArrayList)))
    (do ((i 0 (+ i 1))) ((= i n) l)
      (l:add i))))

(define (interop-sum (l ::java.util.List) (s ::String) (n ::int)) ::long
  (let loop ((i ::int 0) (total ::long 0))
    (if (= i n)
        total
        (loop (+ i 1) (+ total (as long (l:get i)) (s:length))))))

(define data (make-list-of bench-size))
(define (bench-run) (interop-sum data "hello" bench-size))

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
