; Symbols are case sensitive (R7RS 2.1), and |...| spells any name.
(write (eq? 'abc 'ABC))
(newline)
; expect: #f
(write (eq? '|abc| 'abc))
(newline)
; expect: #t
(write 'ABC)
(newline)
; expect: ABC
(write (symbol->string '|a\x41;b|))
(newline)
; expect: "aAb"
(write (string->symbol "1x"))
(newline)
; expect: |1x|
