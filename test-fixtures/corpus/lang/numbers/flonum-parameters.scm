; A parameter that the body computes with beside a flonum ((< n 2.0), (- n 1.0)) is most likely a
; flonum, so it is not speculated as a fixnum (issue 21: fibfp took every slow path of the
; speculation). The values stay what they are: exact arguments give exact results where the
; arithmetic allows, flonums give flonums.
(define (fibfp n)
  (if (< n 2.0)
      n
      (+ (fibfp (- n 1.0)) (fibfp (- n 2.0)))))
(write (list (fibfp 20.0) (fibfp 1) (fibfp 10) (fibfp 1/2)))
(newline)
; expect: (6765.0 1 55.0 1/2)
(define (half x) (* x 0.5))
(define (mix n) (list (+ n 1) (* n 1.5)))
(write (list (half 3) (half 4) (mix 2) (mix 9223372036854775807)))
(newline)
; expect: (1.5 2.0 (3 3.0) (9223372036854775808 1.3835058055282164E19))
; A counter beside a flonum is still a counter: the loop runs on exact integers.
(define (scaled-sum n)
  (let loop ((i 0) (total 0.0))
    (if (= i n) total (loop (+ i 1) (+ total (* i 0.5))))))
(write (list (scaled-sum 10) (scaled-sum 0)))
(newline)
; expect: (22.5 0.0)
; A parameter that some caller passes a flonum is not speculated either, nor is arithmetic on it
; taken for a fixnum result; other callers' exact arguments still give exact results.
(define (scale x k) (* x k))
(write (list (scale 3 0.5) (scale 3 2) (scale 9223372036854775807 2) (scale 1/3 3)))
(newline)
; expect: (1.5 6 18446744073709551614 1)
