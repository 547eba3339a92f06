; An array literal's lists must be nested as deep as its rank, with equal lengths at each level
; (Kawa 3.1.1 accepts the ragged one and reports the next two); bounds are not read yet.
(define ragged #2a((1 2) (3)))
;              ^^^^^^^^^^^^^^ error: expected the contents of a rank-2 array after #2a: lists nested 2 deep, of equal lengths at each level
(define shallow #2a(1 2))
;               ^^^^^^^^ error: expected the contents of a rank-2 array after #2a: lists nested 2 deep, of equal lengths at each level
(define dotted #1a(1 . 2))
;              ^^^^^^^^^^ error: expected the contents of a rank-1 array after #1a: lists nested 1 deep, of equal lengths at each level
(define bounds #2a@1:2((1 2)))
;              ^^^^^^^ error: array bounds such as #2a@1:2 are not supported yet, expected #RANKa followed by the elements
