; display prints strings and characters without notation, and nothing else differs from write.
(display (list "a b" #\c 'd 1.5 (vector "x" #\y)))
(newline)
; expect: (a b c d 1.5 #(x y))
(display "no newline at end")
(newline)
; expect: no newline at end
(display 12)
(display 34)
(newline)
; expect: 1234
(display 'a)
(display 'b)
(newline)
; expect: ab
