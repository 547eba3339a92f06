; symbol->string returns a string that must not be mutated (R7RS 6.5): Kopi gives an immutable one.
(define s (symbol->string 'abc))
(write s)
(newline)
; expect: "abc"
(string-set! s 0 #\x)
; expect runtime error: string-set!: expected mutable string
