; Conversions between strings, numbers, symbols and vectors.
(write (list (string->number "42") (number->string 42) (symbol->string 'sym) (string->symbol "str")))
(newline)
; expect: (42 "42" "sym" str)
(write (list (string->vector "abc") (vector->string #(#\x #\y)) (vector->string #(#\a #\b #\c) 1)))
(newline)
; expect: (#(#\a #\b #\c) "xy" "bc")
(write (string-map char-upcase "abc"))
(newline)
; expect: "ABC"
(write (string-map (lambda (a b) (if (char<? a b) a b)) "adcz" "bbbbbb"))
(newline)
; expect: "abbb"
