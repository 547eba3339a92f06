; string->number with a radix, prefixes, and #f for what is not a number (R7RS 6.2.7).
(write (list (string->number "100") (string->number "100" 16) (string->number "1e2") (string->number "#xff")))
(newline)
; expect: (100 256 100.0 255)
(write (list (string->number "abc") (string->number "") (string->number "1/2") (string->number "-17/34")))
(newline)
; expect: (#f #f 1/2 -1/2)
(write (list (string->number "#b101") (string->number "777" 8) (string->number "#e1.5") (string->number "#i3/4")))
(newline)
; expect: (5 511 3/2 0.75)
(write (list (string->number "+inf.0") (string->number "-inf.0") (nan? (string->number "-nan.0"))))
(newline)
; expect: (+inf.0 -inf.0 #t)
(write (string->number "123456789012345678901234567890"))
(newline)
; expect: 123456789012345678901234567890
(write (string->number "ff" 16))
(newline)
; expect: 255
