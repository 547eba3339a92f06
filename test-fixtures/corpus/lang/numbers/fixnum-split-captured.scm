; A variable that a procedure captures, used there as an integer (an index, quotient, beside a
; loop's counter), is split once where the procedure starts (issue 21): j of the outer do below
; arrives in the named let's procedure as an object. Its uses read the halves; every other use
; still sees the object, whatever its value.
(define (triangle v n)
  (do ((j 0 (+ j 1))) ((= j n) v)
    (let loop ((k 0))
      (if (< k j)
          (begin (vector-set! v (+ (* j n) k) (list j k)) (loop (+ k 1)))))
    (vector-set! v (+ (* j n) j) 'diagonal)))
(write (triangle (make-vector 9 '-) 3))
(newline)
; expect: #(diagonal - - (1 0) diagonal - (2 0) (2 1) diagonal)
(define (offsets v n)
  (define (at k) (vector-ref v (+ (* n k) (quotient n 2))))
  (map at '(0 1 2)))
(write (list (offsets (vector 0 1 2 3 4 5 6 7 8 9) 3) (offsets (vector 'a 'b 'c 'd) 1)))
(newline)
; expect: ((1 4 7) (a b c))
; Big integers, flonums and ratios take the slow paths and stay exact or inexact as they were; the
; object is the same object.
(define big (expt 2 70))
(define (around x)
  (define (near k) (list (eq? x (car (list x))) (< k x) (+ x k) (quotient (* x 2) 2) (remainder x 7)))
  (map near '(1 2)))
(write (list (around 10) (around big) (around 8.0) (around -9223372036854775808)))
(newline)
; expect: (((#t #t 11 10 3) (#t #t 12 10 3)) ((#t #t 1180591620717411303425 1180591620717411303424 2) (#t #t 1180591620717411303426 1180591620717411303424 2)) ((#t #t 9.0 8.0 1.0) (#t #t 10.0 8.0 1.0)) ((#t #f -9223372036854775807 -9223372036854775808 -1) (#t #f -9223372036854775806 -9223372036854775808 -1)))
; step, only multiplied by the loop's counter, is likely a flonum: it is not split.
(define (ramp step n)
  (define (row y) (let loop ((x 0) (acc '())) (if (= x n) acc (loop (+ x 1) (cons (* step x) acc)))))
  (map row '(0 1)))
(write (list (ramp 0.5 3) (ramp 1/3 2) (ramp big 2)))
(newline)
; expect: (((1.0 0.5 0.0) (1.0 0.5 0.0)) ((1/3 0) (1/3 0)) ((1180591620717411303424 0) (1180591620717411303424 0)))
(define (rows n)
  (define (row i) (let loop ((k 0) (acc '())) (if (>= k n) acc (loop (+ k 1) (cons (* i k) acc)))))
  (row 2))
(write (list (rows 3) (rows 1/2)))
(newline)
; expect: ((4 2 0) (0))
(write (rows 'three))
; expect runtime error: fixnum-split-captured.scm:37: >=: expected number, got three
