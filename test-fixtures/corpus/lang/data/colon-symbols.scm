; Identifiers made only of colons: ':' and three or more colons are symbols; '::' alone is the
; type-annotation marker, which quoted is the symbol ::. (Kawa reads ::: as colon notation and
; prints nothing for (write ':::); Kopi reads it as one symbol.)
(write ':::)
(newline)
; expect: :::
(write (list (symbol? ':::) (symbol? '::::) (symbol? ':) (symbol? '::)))
(newline)
; expect: (#t #t #t #t)
(write (map symbol->string '(: :: ::: :::::)))
(newline)
; expect: (":" "::" ":::" ":::::")
(write (eq? ':::: (string->symbol "::::")))
(newline)
; expect: #t
; A symbol that would not read back as itself is written with bars.
(write (map string->symbol '("a::b" "abc:" ":::")))
(newline)
; expect: (|a::b| |abc:| :::)
(define ::: 3)
(write (+ ::: 1))
(newline)
; expect: 4
