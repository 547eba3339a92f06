; A rest parameter is a list: a type no list can have, or T[], is the type of each element,
; checked when the procedure is entered; list and pair are about the list and are not checked.
(define (total first #!rest more ::int[]) (apply + first more))
(define (all #!rest items ::list) items)
(write (list (total 1 2 3) (all 1 "two")))
(newline)
; expect: (6 (1 "two"))
(define (sum-all #!rest numbers ::integer) (apply + numbers))
(define arguments (list 1 2 "three"))
(write (apply sum-all (list 1 2)))
(newline)
; expect: 3
(apply sum-all arguments)
; expect runtime error: sum-all: argument 3 expects integer, got "three"
