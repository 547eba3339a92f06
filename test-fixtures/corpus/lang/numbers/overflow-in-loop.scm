; A loop that crosses 2^63 keeps counting exactly, and a counter dropping back fits a fixnum again.
(define (sum-to n acc) (if (= n 0) acc (sum-to (- n 1) (+ acc 4611686018427387904))))
(write (sum-to 5 0))
(newline)
; expect: 23058430092136939520
(define (count-down x) (if (< x 9223372036854775800) x (count-down (- x 1))))
(write (count-down 9223372036854775810))
(newline)
; expect: 9223372036854775799
(write (* -1 -9223372036854775808))
(newline)
; expect: 9223372036854775808
(write (+ -9223372036854775808 -1))
(newline)
; expect: -9223372036854775809
