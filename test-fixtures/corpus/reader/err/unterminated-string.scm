; A string that is never closed runs to the end of the text.
(display "ok")
(display "abc)
;        ^... error: unterminated string: expected ", got end of input
(display "swallowed")
