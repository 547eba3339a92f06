; list->string, string->list and friends round-trip, including characters outside the BMP.
(define chars (list #\a (integer->char #x1F600) #\b))
(write (map char->integer (string->list (list->string chars))))
(newline)
; expect: (97 128512 98)
(write (string-length (list->string chars)))
(newline)
; expect: 3
(write (string-ref (substring (list->string chars) 1 3) 0))
(newline)
; expect: #\😀
