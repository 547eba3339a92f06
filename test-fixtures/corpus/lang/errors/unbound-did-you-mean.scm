; An unbound name of three or more characters close to a visible one (edit distance) gets the
; closest as a suggestion. Kawa 3.1.1 only warns "no declaration seen for factoral" and fails with
; "unbound location: factoral" when the call runs.
(define (factorial n) (if (= n 0) 1 (* n (factorial (- n 1)))))
(display (factoral 5))
;         ^^^^^^^^ error: unbound variable: factoral, did you mean factorial?
(display (lenght '(1 2)))
;         ^^^^^^ error: unbound variable: lenght, did you mean length?
(display (zq 1))
;         ^^ error: unbound variable: zq
(display (quux-frobnicate 1))
;         ^^^^^^^^^^^^^^^ error: unbound variable: quux-frobnicate
