; An array literal's lists must be nested as deep as its rank, with equal lengths at each level
; and the lengths its prefix gives (Kawa 3.1.1 accepts the ragged one and reports the next two).
(define ragged #2a((1 2) (3)))
;              ^^^^^^^^^^^^^^ error: expected the contents of a rank-2 array after #2a: lists nested 2 deep, of equal lengths at each level
(define shallow #2a(1 2))
;               ^^^^^^^^ error: expected the contents of a rank-2 array after #2a: lists nested 2 deep, of equal lengths at each level
(define dotted #1a(1 . 2))
;              ^^^^^^^^^^ error: expected the contents of a rank-1 array after #1a: lists nested 1 deep, of equal lengths at each level
(define short #2a:2:3((1 2) (3 4)))
;             ^^^^^^^^^^^^^^^^^^^^ error: the contents of #2a:2:3 have 2 elements in dimension 2, expected 3
(define half #2a@1:2((1 2)))
;            ^^^^^^^ error: malformed array prefix #2a@1:2, expected #RANKa, then @LOW and :LENGTH for every dimension or for none (#2a@1:2:3)
