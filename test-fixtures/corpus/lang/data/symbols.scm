; Symbols are interned: the same name gives the same object (R7RS 6.5).
(write (eq? 'abc (string->symbol "abc")))
(newline)
; expect: #t
(write (eq? (string->symbol "x y") (string->symbol (string #\x #\space #\y))))
(newline)
; expect: #t
(write (list (symbol? 'a) (symbol? "a") (symbol? (car '(nil))) (symbol? '()) (symbol? 1)))
(newline)
; expect: (#t #f #t #f #f)
(write (symbol->string 'hello))
(newline)
; expect: "hello"
(write (list (symbol=? 'a 'a 'a) (symbol=? 'a 'b)))
(newline)
; expect: (#t #f)
(write (string->symbol "K. Harper, M.D."))
(newline)
; expect: |K. Harper, M.D.|
(write (string->symbol ""))
(newline)
; expect: ||
(display (string->symbol "with space"))
(newline)
; expect: with space
