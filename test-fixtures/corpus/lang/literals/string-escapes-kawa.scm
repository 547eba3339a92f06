; Kawa's string escapes beyond R7RS's: \f (form feed), \v (vertical tab), \e (escape) and octal
; \NNN of one to three digits; Kawa's write uses \f and \v, so its output reads back.
(write (map char->integer (string->list "\f\v\e\0\101\12x\1234")))
(newline)
(write (string->symbol "a\fb"))
(newline)
(write (map char->integer (string->list (symbol->string '|\e\101|))))
(newline)
; expect: (12 11 27 0 65 10 120 83 52)
; expect: |a\xc;b|
; expect: (27 65)
