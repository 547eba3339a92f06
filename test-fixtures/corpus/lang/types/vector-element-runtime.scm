; A ::vector[T] parameter checks every element when the procedure is entered; the error names the
; first wrong element.
(define (first-upper (v ::vector[string])) (string-upcase (vector-ref v 0)))
(define (make . xs) (list->vector xs))
(display (first-upper (make "ab" "cd")))
(newline)
(first-upper (make "ab" 2 "cd"))
; expect: AB
; expect runtime error: first-upper: argument 1 expects vector[string], got #("ab" 2 "cd") (element 1 is 2, not string)
