; quote returns its datum unevaluated; quoted literals are equal each time.
(write '(+ 1 2))
(newline)
; expect: (+ 1 2)
(write (quote #(a b)))
(newline)
; expect: #(a b)
(write ''a)
(newline)
; expect: (quote a)
(write '"str")
(newline)
; expect: "str"
(define (q) '(1 2))
(write (eq? (q) (q)))
(newline)
; expect: #t
