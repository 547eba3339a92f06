(import (scheme base) (scheme write) (class java.util ArrayList HashMap))
(define h (HashMap))
(h:put "a" 1)
(write (h:get "a"))
(newline)
(write (h:get "b"))
(newline)
(define l (ArrayList "x" "y"))
(write (l:size))
(newline)
; expect: 1
; expect: #!null
; expect: 2
