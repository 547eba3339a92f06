; SRFI 101 by Kawa's require (srfi-101.scm imports it with a prefix, which require has no
; equivalent for): its procedures replace the pair and list procedures of the default environment.
; Expected output from Kawa 3.1.1.
(require 'srfi-101)
(define l (list 1 2 3))
(display (car l)) (newline)
(display (list-ref l 2)) (newline)
(display (length (cons 0 l))) (newline)
(display (list-set l 0 9)) (newline)
(display (map + l l)) (newline)
(display (random-access-list->linear-access-list l)) (newline)
; expect: 1
; expect: 3
; expect: 4
; expect: (9 2 3)
; expect: (2 4 6)
; expect: (1 2 3)
