; Quaternions are not ordered. Kawa 3.1.1 answers #f to (< 1+j 2); Kopi reports the error.
(display (= 1+j 1+j))
(newline)
; expect: #t
(display (< 1+j 2))
; expect runtime error: <: expected real number, got 1+j
