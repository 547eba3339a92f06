; SRFI 6: string ports.
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 6))
(define out (open-output-string))
(write 'abc out)
(display " " out)
(write (read-line (open-input-string "line one\nline two")) out)
(display (get-output-string out))
(newline)
; expect: abc "line one"
