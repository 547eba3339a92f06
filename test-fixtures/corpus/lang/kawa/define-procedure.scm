; Kawa's define-procedure: a generic procedure whose methods are tried in order, by argument
; count and then by declared type (expected output from Kawa 3.1.1).
(define-procedure area
  (lambda ((r ::double)) (* 3 r))
  (lambda ((w ::int) (h ::int)) (* w h)))
(display (list (area 2.0) (area 2 3)))
(newline)
; expect: (6.0 6)
(define-procedure pick
  (lambda ((x ::string)) "str")
  (lambda ((x ::int)) "int")
  (lambda (x) "other"))
(display (list (pick "a") (pick 1) (pick 'sym)))
(newline)
; expect: (str int other)
; constant-fold is an ordinary call whose value Kawa may compute at compile time.
(display (constant-fold vector 'a 'b 'c))
(newline)
; expect: #(a b c)
; lazy is R7RS's delay-force, in Kawa's default environment.
(display (force (lazy (delay 5))))
(newline)
; expect: 5
