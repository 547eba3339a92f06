; write escapes strings as R7RS 6.13.3 says; display prints them as they are.
(write "a\"b\\c")
(newline)
; expect: "a\"b\\c"
(write "tab\there\nnewline")
(newline)
; expect: "tab\there\nnewline"
(display "a\"b\\c")
(newline)
; expect: a"b\c
(write (string #\a (integer->char 7) #\b))
(newline)
; expect: "a\ab"
(write "λ😀")
(newline)
; expect: "λ😀"
