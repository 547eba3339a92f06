; Characters cover every Unicode code point, including those outside the BMP.
(define smile (integer->char #x1F600))
(write (char->integer smile))
(newline)
; expect: 128512
(write (string-length (string smile #\a)))
(newline)
; expect: 2
(write (char->integer (string-ref (string #\a smile #\b) 1)))
(newline)
; expect: 128512
(write (char->integer (string-ref "x😀y" 2)))
(newline)
; expect: 121
(write (list (char-upcase #\λ) (char-alphabetic? #\λ) (char->integer #\x3bb)))
(newline)
; expect: (#\Λ #t 955)
(write (digit-value #\x0664))
(newline)
; expect: 4
(display smile)
(newline)
; expect: 😀
