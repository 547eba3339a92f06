; A user library imports SRFIs and re-exports a SRFI procedure under another name.
(import (scheme base) (scheme write) (srfilib util))
(write (list (firsts '((1 2) (3 4))) (char-digit? #\7) (my-take '(a b c) 2)))
(newline)
; expect: ((1 3) #t (a b))
