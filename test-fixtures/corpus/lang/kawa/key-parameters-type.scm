; A key parameter's type is checked like any typed variable.
(define (t #!key (n ::int 4)) (+ n 1))
(t n: "five")
; expect runtime error: expects int, got "five"
