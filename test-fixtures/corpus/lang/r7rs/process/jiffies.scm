; (scheme time): a jiffy is a nanosecond, as in Kawa 3.1.1.
(display (jiffies-per-second))
(newline)
; expect: 1000000000
(define t0 (current-jiffy))
(define t1 (current-jiffy))
(display (list (exact-integer? t0) (<= t0 t1)))
(newline)
; expect: (#t #t)
