;; quicksort: sorts a vector of pseudo-random integers (Park-Miller generator) in place
;; with recursive quicksort, then checks the order; prints (sorted? first middle last).
;; expect: (#t 5 498978 999985)
;; check-size: 10
;; check-expect: (#t 121545 520601 934826)
(import (scheme base) (scheme write) (scheme time))
(define bench-size 100000)
(define bench-repeat 8)

(define (random-vector n seed)
  (let ((v (make-vector n 0)))
    (let loop ((i 0) (state seed))
      (if (= i n)
          v
          (let ((next (remainder (* state 16807) 2147483647)))
            (vector-set! v i (remainder next 1000000))
            (loop (+ i 1) next))))))

(define (swap! v i j)
  (let ((tmp (vector-ref v i)))
    (vector-set! v i (vector-ref v j))
    (vector-set! v j tmp)))

;; Hoare-style partition around the middle element; sorts v[low..high] inclusive.
(define (quicksort! v low high)
  (if (< low high)
      (let ((pivot (vector-ref v (quotient (+ low high) 2))))
        (let loop ((i low) (j high))
          (if (<= i j)
              (let ((i (let scan ((i i)) (if (< (vector-ref v i) pivot) (scan (+ i 1)) i)))
                    (j (let scan ((j j)) (if (> (vector-ref v j) pivot) (scan (- j 1)) j))))
                (if (<= i j)
                    (begin (swap! v i j) (loop (+ i 1) (- j 1)))
                    (loop i j)))
              (begin (quicksort! v low j) (quicksort! v i high)))))))

(define (sorted? v)
  (let loop ((i 1))
    (or (>= i (vector-length v))
        (and (<= (vector-ref v (- i 1)) (vector-ref v i))
             (loop (+ i 1))))))

(define (bench-run)
  (let* ((n bench-size) (v (random-vector n 42)))
    (quicksort! v 0 (- n 1))
    (list (sorted? v) (vector-ref v 0) (vector-ref v (quotient n 2)) (vector-ref v (- n 1)))))

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
