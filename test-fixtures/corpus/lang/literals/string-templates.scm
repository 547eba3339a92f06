; String templates: the text with each value inserted as display writes it.
(define name "World")
(define n 42)
(display &{Hello &[name]!})
(newline)
; expect: Hello World!
(display &{n=&[n], list=&[(list 1 "two" #\3)], sum=&[(+ n 1)]})
(newline)
; expect: n=42, list=(1 two 3), sum=43
(write &{several &[1 2 3] values})
(newline)
; expect: "several 123 values"
(write (string? &{plain}))
(newline)
; expect: #t
(define (greet who) &{Dear &[who],})
(display (greet "Ann"))
(newline)
; expect: Dear Ann,
