;; paraffins: enumerates the structural isomers of the alkane C(n)H(2n+2) by building every
;; radical up to n/2 carbons and joining them around a central carbon or a central bond;
;; prints how many there are (17 carbons: 24894).
;; expect: 60523
;; check-size: 8
;; check-expect: 18
(import (scheme base) (scheme write) (scheme time))
(define bench-size 18)
(define bench-repeat 50)

;; A radical of size 0 is a hydrogen; a radical of size k is a carbon carrying three
;; radicals whose sizes add up to k - 1. Radicals of equal size are taken in
;; non-decreasing list position so that each multiset is built once.
(define (radicals-up-to limit)
  (let ((table (make-vector (+ limit 1) '())))
    (vector-set! table 0 (list 'h))
    (do ((k 1 (+ k 1))) ((> k limit) table)
      (vector-set! table k (radicals-of-size k table)))))

(define (radicals-of-size k table)
  (let ((result '()))
    (do ((a (- k 1) (- a 1))) ((< a 0))
      (do ((b (min a (- k 1 a)) (- b 1))) ((< b 0))
        (let ((c (- k 1 a b)))
          (if (<= c b)
              (let loop-a ((tails-a (vector-ref table a)))
                (if (pair? tails-a)
                    (begin
                      (let loop-b ((tails-b (if (= b a) tails-a (vector-ref table b))))
                        (if (pair? tails-b)
                            (begin
                              (let loop-c ((tails-c (if (= c b) tails-b (vector-ref table c))))
                                (if (pair? tails-c)
                                    (begin
                                      (set! result (cons (vector (car tails-a) (car tails-b) (car tails-c))
                                                         result))
                                      (loop-c (cdr tails-c)))))
                              (loop-b (cdr tails-b)))))
                      (loop-a (cdr tails-a)))))))))
    (reverse result)))

;; Carbon-centred paraffins: four radicals, each smaller than half the molecule.
(define (carbon-centred n table)
  (let ((result '()))
    (do ((a (quotient (- n 1) 2) (- a 1))) ((< a 0))
      (do ((b (min a (- n 1 a)) (- b 1))) ((< b 0))
        (do ((c (min b (- n 1 a b)) (- c 1))) ((< c 0))
          (let ((d (- n 1 a b c)))
            (if (<= d c)
                (let loop-a ((tails-a (vector-ref table a)))
                  (if (pair? tails-a)
                      (begin
                        (let loop-b ((tails-b (if (= b a) tails-a (vector-ref table b))))
                          (if (pair? tails-b)
                              (begin
                                (let loop-c ((tails-c (if (= c b) tails-b (vector-ref table c))))
                                  (if (pair? tails-c)
                                      (begin
                                        (let loop-d ((tails-d (if (= d c) tails-c (vector-ref table d))))
                                          (if (pair? tails-d)
                                              (begin
                                                (set! result
                                                      (cons (vector 'c (car tails-a) (car tails-b)
                                                                    (car tails-c) (car tails-d))
                                                            result))
                                                (loop-d (cdr tails-d)))))
                                        (loop-c (cdr tails-c)))))
                                (loop-b (cdr tails-b)))))
                        (loop-a (cdr tails-a))))))))))
    result))

;; Bond-centred paraffins: two radicals of exactly half the molecule joined by a bond.
(define (bond-centred n table)
  (if (odd? n)
      '()
      (let loop-a ((tails-a (vector-ref table (quotient n 2))) (result '()))
        (if (pair? tails-a)
            (loop-a (cdr tails-a)
                    (let loop-b ((tails-b tails-a) (result result))
                      (if (pair? tails-b)
                          (loop-b (cdr tails-b) (cons (vector 'bond (car tails-a) (car tails-b)) result))
                          result)))
            result))))

(define (paraffins n)
  (let ((table (radicals-up-to (quotient n 2))))
    (+ (length (carbon-centred n table)) (length (bond-centred n table)))))

(define (bench-run) (paraffins bench-size))

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
