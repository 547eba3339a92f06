; Unknown escapes and unterminated hexadecimal escapes inside strings.
"a\qb"
; ^^ error: unknown escape \q in string
"\x41"
; ^^^^@1 error: malformed hex escape \x41, expected \xHEX;
"\xZZ;"
; ^^^^^@1 error: malformed hex escape \xZZ;, expected \xHEX;
(display "ok")
