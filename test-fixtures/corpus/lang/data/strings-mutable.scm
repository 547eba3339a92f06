; make-string, string and string-copy give mutable strings (R7RS 6.7).
(define s (make-string 3 #\-))
(string-set! s 1 #\x)
(write s)
(newline)
; expect: "-x-"
(define c (string-copy "hello"))
(string-set! c 0 #\j)
(write c)
(newline)
; expect: "jello"
(string-fill! c #\z 3)
(write c)
(newline)
; expect: "jelzz"
(define d (make-string 5 #\.))
(string-copy! d 1 "abc" 1)
(write d)
(newline)
; expect: ".bc.."
(define e (string #\a #\b))
(string-set! e 1 #\c)
(write (list e (string=? e "ac") (equal? e "ac")))
(newline)
; expect: ("ac" #t #t)
