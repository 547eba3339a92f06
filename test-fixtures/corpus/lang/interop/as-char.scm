; (as char n) is a Java cast of an exact integer to char, as in Kawa.
(display (as char 65))
(newline)
; expect: A
(write (list (as char 97) (as char #\b)))
(newline)
; expect: (#\a #\b)
(define (letter (i ::int)) (as char (+ i 65)))
(display (list->string (map letter '(0 1 2))))
(newline)
; expect: ABC
