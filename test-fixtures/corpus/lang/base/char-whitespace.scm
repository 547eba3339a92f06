; char-whitespace? is Unicode's White_Space property: next line (U+0085) and no-break space are
; white space, the information separators U+001C-U+001F are not (Java's isWhitespace differs).
(write (map char-whitespace? (list #\space #\tab #\newline #\return (integer->char #x85)
                                   (integer->char #xa0) (integer->char #x2028) (integer->char #x3000))))
(newline)
(write (map char-whitespace? (list (integer->char #x1c) (integer->char #x1f) #\a (integer->char #x200b))))
(newline)
(write (string-trim (string (integer->char #x85) #\a (integer->char #x1c))))
(newline)
; expect: (#t #t #t #t #t #t #t #t)
; expect: (#f #f #f #f)
; expect: "a\x1c;"
