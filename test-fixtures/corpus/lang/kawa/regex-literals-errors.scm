; Malformed #/regex/ literals are reader errors (Kawa 3.1.1 stops with a Java exception on a
; bad pattern).
(import (kawa regex))
(display (regex-match #/a(/ "a"))
;                     ^^^^^ error: bad regular expression: Unclosed group
(display #/a/q)
;        ^^^^^ error: unknown regular expression flag 'q', expected i, m, s or x
