; A declared result type is checked when the body's value comes out of a named let, which
; the procedure's method returns as an object (Kawa 3.1.1 raises a ClassCastException here).
(define (sum-below n) ::int
  (let loop ((i 0) (acc 0))
    (if (< i n)
        (loop (+ i 1) (+ acc i))
        (if (> acc 100) "too big" acc))))
;                       ^^^^^^^^^ warning: sum-below: result expects int, got string (checked at run time)
(display (sum-below 5))
(newline)
(display (sum-below 30))
; expect: 10
; expect runtime error: sum-below: result expects int, got "too big"
