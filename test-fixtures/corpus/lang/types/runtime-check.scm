; An argument whose type is unknown at compile time is checked when the procedure is entered.
(define (square (n ::int)) (* n n))
(define values-list (list 3 "four"))
(display (square (car values-list)))
(newline)
(display (square (cadr values-list)))
; expect: 9
; expect runtime error: square: argument 1 expects int, got "four"
