; Speculated + and - in a loop (issue 21) at the edges of the fixnum range, with operands of
; either sign: a sum or difference that changes sign without overflowing stays exact, and one that
; overflows becomes a big integer.
(define (sum-and-difference x y)
  (let loop ((i 0) (a (+ x 0)) (b (+ y 0)) (result #f))
    (if (= i 2)
        result
        (loop (+ i 1) (+ a 0) (+ b 0) (list (+ a b) (- a b))))))
(define (sums xs ys)
  (map sum-and-difference xs ys))
(define (accumulate start steps)
  (let loop ((i 0) (total start))
    (if (= i 3)
        total
        (loop (+ i 1) (+ total (list-ref steps i))))))
(for-each (lambda (r) (write r) (newline))
          (sums '(-5 5 9223372036854775807 -9223372036854775808 -9223372036854775808 9223372036854775807 -1)
                '(10 -10 1 -1 1 -1 -9223372036854775808)))
; expect: (5 -15)
; expect: (-5 15)
; expect: (9223372036854775808 9223372036854775806)
; expect: (-9223372036854775809 -9223372036854775807)
; expect: (-9223372036854775807 -9223372036854775809)
; expect: (9223372036854775806 9223372036854775808)
; expect: (-9223372036854775809 9223372036854775807)
(write (accumulate -9223372036854775800 '(-5 -5 20)))
(newline)
; expect: -9223372036854775790
(write (accumulate 9223372036854775800 '(5 5 -20)))
(newline)
; expect: 9223372036854775790
(write (accumulate -3 '(2 2 -9223372036854775807)))
(newline)
; expect: -9223372036854775806
