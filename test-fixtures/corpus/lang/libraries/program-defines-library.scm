; A define-library in the program file itself, imported after it.
(define-library (local greeting)
  (export greet)
  (import (scheme base))
  (begin (define (greet name) (string-append "hello, " name))))
(import (scheme base) (scheme write) (local greeting))
(write (greet "kopi"))
(newline)
; expect: "hello, kopi"
