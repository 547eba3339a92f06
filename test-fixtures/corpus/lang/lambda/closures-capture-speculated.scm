; Closures capturing variables the compiler keeps unboxed (speculated fixnums that may overflow to
; bignums, flonums, loop counters): each value is boxed before the closure is allocated (issue 21),
; and must be the same number afterwards, bignum or not.
(define (collect x n acc)
  (if (= n 0)
      acc
      (collect (+ x 1) (- n 1) (cons (lambda (k) (k x)) acc))))
(define (values-of closures) (map (lambda (c) (c (lambda (v) v))) closures))
(write (values-of (collect 9223372036854775806 3 '())))
(newline)
; expect: (9223372036854775808 9223372036854775807 9223372036854775806)
(write (values-of (collect -4 3 '())))
(newline)
; expect: (-2 -3 -4)
(define (halves x n acc)
  (if (= n 0)
      acc
      (halves (/ x 2.0) (- n 1) (cons (lambda () (list x n)) acc))))
(write (map (lambda (c) (c)) (halves 3.0 3 '())))
(newline)
; expect: ((0.75 1) (1.5 2) (3.0 3))
(define (counters limit)
  (let loop ((i 0) (acc '()))
    (if (< i limit)
        (loop (+ i 1) (cons (lambda () (* i i)) acc))
        (map (lambda (c) (c)) acc))))
(write (counters 4))
(newline)
; expect: (9 4 1 0)
; The captured variable is also assigned after the closure is made: the closure sees the new value.
(define (assigned x)
  (let ((get (lambda () x)))
    (set! x (+ x 9223372036854775807))
    (get)))
(write (assigned 5))
(newline)
; expect: 9223372036854775812
; A continuation captured after a closure over a speculated fixnum is made, and re-entered: the
; closure made before the capture keeps its value, those made after it are made again (Kawa 3.1.1
; cannot re-enter a continuation: "implementation restriction: continuation can only be used once").
(define saved #f)
(define (gather x n acc)
  (if (= n 0)
      acc
      (let ((k (lambda () (+ x 0))))
        (if (= n 2) (call/cc (lambda (c) (set! saved c))))
        (gather (+ x 1) (- n 1) (cons k acc)))))
(define (gather-twice)
  (let ((runs 0) (results '()))
    (let ((gathered (gather 9223372036854775806 3 '())))
      (set! runs (+ runs 1))
      (set! results (cons (map (lambda (c) (c)) gathered) results))
      (if (< runs 2) (saved #f) (reverse results)))))
(write (gather-twice))
(newline)
; expect: ((9223372036854775808 9223372036854775807 9223372036854775806) (9223372036854775808 9223372036854775807 9223372036854775806))
