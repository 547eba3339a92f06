; char-upcase needs a character.
(char-upcase "a")
;            ^^^ warning: char-upcase: argument 1 expects char, got string
; expect runtime error: char-upcase: expected char, got "a"
