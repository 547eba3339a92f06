; Unknown escapes and unterminated hexadecimal escapes inside strings.
"a\qb"
;  ^^ error: unknown string escape: \q
"\x41"
; ^^^^@1 error: unterminated hex escape: expected ;
"\xZZ;"
; ^^^^^@1 error: malformed hex escape: \xZZ;
(display "ok")
