; SRFI 28: basic format.
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 28))
(display (format "Hello, ~a! ~s ~~~%" "World" "str"))
(display (format "~a and ~s" '(1 "x") '(1 "x")))
(newline)
; expect: Hello, World! "str" ~
; expect: (1 x) and (1 "x")
