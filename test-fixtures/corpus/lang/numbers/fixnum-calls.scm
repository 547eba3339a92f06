; Procedures whose arguments and results are likely fixnums take them unboxed (issue 21): a
; direct call passes a long and an object half, a fixnum result comes back as a long. Big
; integers, flonums, exact fractions and the most negative long still come and go exactly.
(define (fib n)
  (if (< n 2)
      n
      (+ (fib (- n 1)) (fib (- n 2)))))
(write (list (fib 20) (fib 10.0) (fib 7/2)))
(newline)
; expect: (6765 55.0 7/2)
(define (tak x y z)
  (if (not (< y x))
      z
      (tak (tak (- x 1) y z) (tak (- y 1) z x) (tak (- z 1) x y))))
(write (list (tak 18 12 6) (tak 1 2 'z)))
(newline)
; expect: (7 z)
(define (power-of-two n)
  (if (= n 0) 1 (* 2 (power-of-two (- n 1)))))
(write (list (power-of-two 10) (power-of-two 62) (power-of-two 63) (power-of-two 70)))
(newline)
; expect: (1024 4611686018427387904 9223372036854775808 1180591620717411303424)
(define (down x)
  (- x 1))
(define (twice-down x)
  (down (down x)))
(write (list (down -9223372036854775807) (down -9223372036854775808) (twice-down -9223372036854775806)
             (down 9223372036854775808) (+ 0 (down -9223372036854775807))))
(newline)
; expect: (-9223372036854775808 -9223372036854775809 -9223372036854775808 9223372036854775807 -9223372036854775808)
; As values, the same procedures take and return ordinary objects.
(write (list (map fib '(1 2 3 10)) (apply tak '(6 4 2)) (map down (list 1 (expt 2 64) 1.5))))
(newline)
; expect: ((1 1 2 55) 3 (0 18446744073709551615 0.5))
; A global procedure assigned after a caller was compiled: the caller sees the new one.
(define (inc x)
  (+ x 1))
(define (double-inc x)
  (* 2 (inc x)))
(write (double-inc 5))
(newline)
; expect: 12
(set! inc (lambda (x) (- x 1)))
(write (double-inc 5))
(newline)
; expect: 8
