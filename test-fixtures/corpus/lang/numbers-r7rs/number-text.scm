; number->string and string->number for complex numbers and radixes (R7RS 6.2.7).
(write (number->string 1+2i))
(newline)
; expect: "1+2i"
(write (number->string 1+2i 2))
(newline)
; expect: "1+10i"
(write (number->string -255/2-i 16))
(newline)
; expect: "-ff/2-i"
(write (number->string 1.5-2.5i))
(newline)
; expect: "1.5-2.5i"
(write (string->number "1+2i"))
(newline)
; expect: 1+2i
(write (string->number "#x1+fi"))
(newline)
; expect: 1+15i
(write (string->number "1+fi" 16))
(newline)
; expect: 1+15i
(write (string->number "#e1.5+2.5i"))
(newline)
; expect: 3/2+5/2i
(write (string->number "#i1+2i"))
(newline)
; expect: 1.0+2.0i
(write (string->number "1@0"))
(newline)
; expect: 1
(write (string->number "+i"))
(newline)
; expect: +i
(write (string->number "1+2"))
(newline)
; expect: #f
(write (string->number "100"))
(newline)
; expect: 100
(write (string->number "100" 16))
(newline)
; expect: 256
(write (string->number "1e2"))
(newline)
; expect: 100.0
(write (string->number "#b101"))
(newline)
; expect: 5
(write (number->string 255 16))
(newline)
; expect: "ff"
(write (let ((z (string->number "-0.0+1.0E21i"))) (eqv? z (string->number (number->string z)))))
(newline)
; expect: #t
