; A closing quote is missing. Strings may span lines, so each quote pairs with the next one in
; the file, and the last quote, with no partner, opens a string that runs to the end of the file.
; The annotations come first: written after the string, they would be part of it.
; ^@7:0 error: missing ')' to close '(' opened at line 7
;                  ^^@8:19 error: unterminated string: expected '"' before the end of the file
(display "ok")
(display "abc)
(display "swallowed")
