; String literals are immutable: string-set! on one is an error (R7RS 6.7, 3.4).
(define s "abc")
(display "before")
(newline)
; expect: before
(string-set! s 0 #\x)
; expect runtime error: string-set!: expected mutable string
