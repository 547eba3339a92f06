; string->number takes any radix from 2 to 36, as number->string does (and Kawa 3.1.1).
(write (list (string->number "12" 7) (string->number "-2s" 36) (string->number "zz" 36)
             (string->number "1/z" 36) (string->number "9" 8) (number->string 100 36)))
(newline)
(string->number "1" 37)
; expect: (9 -100 1295 1/35 #f "2s")
; expect runtime error: string->number: expected radix between 2 and 36, got 37
