; string-copy! works when source and destination overlap (R7RS 6.7).
(define s (string-copy "abcdefg"))
(string-copy! s 2 s 0 4)
(write s)
(newline)
; expect: "ababcdg"
(define t (string-copy "abcdefg"))
(string-copy! t 0 t 2 6)
(write t)
(newline)
; expect: "cdefefg"
