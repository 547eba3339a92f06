; char-upcase needs a character.
(char-upcase "a")
; expect runtime error: char-upcase: expected char, got "a"
