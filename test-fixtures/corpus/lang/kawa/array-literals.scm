; SRFI 163 array literals, #RANKa followed by the elements as nested lists (outputs checked
; against Kawa 3.1.1). Rank 1 reads as a vector and rank 0 holds one element, as in Kawa.
(import (srfi 25))
(define a #2a((1 2) (3 4)))
(display a) (newline)
; expect: #2a((1 2) (3 4))
(write a) (newline)
; expect: #2a((1 2) (3 4))
(display (array-ref a 1 0)) (newline)
; expect: 3
(display (array? a)) (newline)
; expect: #t
(display (array-rank a)) (newline)
; expect: 2
(display #1a(1 2 3)) (newline)
; expect: #(1 2 3)
(display (vector? #1a(1 2 3))) (newline)
; expect: #t
(write '#2a(("a" b) (#\c 4.5))) (newline)
; expect: #2a(("a" b) (#\c 4.5))
(display (array-ref #3a(((1 2) (3 4)) ((5 6) (7 8))) 1 0 1)) (newline)
; expect: 6
(display #0a5) (newline)
; expect: #0a 5
(display (array-ref #0a5)) (newline)
; expect: 5
(display (list #2a((1) (2)) 'x)) (newline)
; expect: (#2a((1) (2)) x)
; Bounds: @LOW and :LENGTH for every dimension; lengths let an empty array have a shape.
(define b #2a@1:2@1:2((1 2) (3 4)))
(write b) (newline)
; expect: #2a@1:2@1:2((1 2) (3 4))
(display (array-ref b 2 1)) (newline)
; expect: 3
(write #2a:2:2((1 2) (3 4))) (newline)
; expect: #2a((1 2) (3 4))
(write #1a@1:3(a b c)) (newline)
; expect: #1a@1:3(a b c)
(display (array-ref #1a@1:3(a b c) 3)) (newline)
; expect: c
(write #2a:0:3()) (newline)
; expect: #2a:0:3()
(write (array-rank #2a:0:3())) (newline)
; expect: 2
(write '#2a@1:2:2((1 2) (3 4))) (newline)
; expect: #2a@1:2:2((1 2) (3 4))
(write (read (open-input-string "#2a@-1:2:1((x) (y))"))) (newline)
; expect: #2a@-1:2:1((x) (y))
