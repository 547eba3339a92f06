; A top-level begin splices its definitions into the top level.
(begin
  (define a 1)
  (define b 2))
(write (+ a b))
(newline)
; expect: 3
(define (h)
  (begin (define c 5))
  (* c c))
(write (h))
(newline)
; expect: 25
