; Java varargs methods take their trailing arguments one by one, typed or not.
(write (java.lang.String:format "%d-%s" 1 "a"))
(newline)
(write (java.util.Arrays:asList 1 2 3))
(newline)
(define (fmt x y) (java.lang.String:format "%s/%s" x y))
(write (fmt 'a "b"))
(newline)
(write (java.lang.String:format "none"))
(newline)
(write ((java.util.List:of 1 2 3 4 5 6 7 8 9 10 11 12):size))
(newline)
; expect: "1-a"
; expect: #(1 2 3)
; expect: "a/b"
; expect: "none"
; expect: 12
