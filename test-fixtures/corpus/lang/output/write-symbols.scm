; write puts |...| around symbols that would not read back as themselves.
(write (list 'abc (string->symbol "a b") (string->symbol "") (string->symbol "1") (string->symbol "A|B")))
(newline)
; expect: (abc |a b| || |1| |A\|B|)
(write (list '+ '- '... '->x '<=? 'a.b '+a))
(newline)
; expect: (+ - ... ->x <=? a.b +a)
(display (list (string->symbol "a b") 'c))
(newline)
; expect: (a b c)
(write (string->symbol "semi;colon"))
(newline)
; expect: |semi;colon|
