; Kawa's square-bracket vectors: the elements are evaluated (the Kawa 2.0 announcement's example).
(define arg-list ["-P" "office"])
(write arg-list)
(newline)
; expect: #("-P" "office")
(write [1 (+ 1 2) (list 'a)])
(newline)
; expect: #(1 3 (a))
(write (vector? []))
(newline)
; expect: #t
; Each evaluation makes a new vector.
(define (fresh) [0 0])
(define v (fresh))
(vector-set! v 0 9)
(write (list v (fresh)))
(newline)
; expect: (#(9 0) #(0 0))
