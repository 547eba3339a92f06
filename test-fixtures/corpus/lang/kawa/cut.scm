; SRFI 26 cut and cute (outputs checked against Kawa 3.1.1).
(display ((cut + 1 <>) 2))
(newline)
; expect: 3
(display ((cut list 1 <> 3 <>) 2 4))
(newline)
; expect: (1 2 3 4)
(display ((cut list <> 2 <...>) 1 3 4))
(newline)
; expect: (1 2 3 4)
(display ((cut <> 1 2) -))
(newline)
; expect: -1
(display (map (cut * 2 <>) '(1 2 3)))
(newline)
; expect: (2 4 6)
; cut evaluates its expressions at each call, cute once when the procedure is made.
(define n 0)
(define (next!) (set! n (+ n 1)) n)
(define f (cut list (next!) <>))
(define g (cute list (next!) <>))
(display (list (f 'a) (f 'b) (g 'c) (g 'd)))
(newline)
; expect: ((2 a) (3 b) (1 c) (1 d))
