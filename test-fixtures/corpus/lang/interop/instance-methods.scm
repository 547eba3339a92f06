; Instance methods on a literal receiver and on variables.
(write ("abc":toUpperCase))
(newline)
(define s "hello")
(display (s:length))
(newline)
(write (s:charAt 1))
(newline)
(write (s:substring 1 3))
(newline)
(define sb (java.lang.StringBuilder "abc"))
(sb:append "x")
(sb:append 42)
(display (sb:toString))
(newline)
; A class prefix with an instance method takes the receiver first.
(display (java.lang.String:length "four"))
(newline)
(define (shout x) (x:toUpperCase))
(display (shout "hey"))
(newline)
; expect: "ABC"
; expect: 5
; expect: #\e
; expect: "el"
; expect: abcx42
; expect: 4
; expect: HEY
