; number->string with a radix (R7RS 6.2.7).
(write (list (number->string 255 16) (number->string 255 2) (number->string -255 8) (number->string 10 10)))
(newline)
; expect: ("ff" "11111111" "-377" "10")
(write (number->string (expt 2 70) 16))
(newline)
; expect: "400000000000000000"
(write (list (number->string 1/3 2) (number->string 3.5) (number->string -7/9)))
(newline)
; expect: ("1/11" "3.5" "-7/9")
