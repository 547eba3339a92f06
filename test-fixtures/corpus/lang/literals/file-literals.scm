; Whole-file literals: &<{file} reads a blob, &>{file} writes, &>>{file} appends, set! writes.
(define file ((java.io.File:createTempFile "kopi-literals" ".txt"):getPath))
(&>{&[file]} "first\n")
(display &<{&[file]})
; expect: first
(&>>{&[file]} "second\n")
(display &<{&[file]})
; expect: first
; expect: second
(set! &<{&[file]} "replaced\n")
(display &<{&[file]})
; expect: replaced
(write (string-length &<{&[file]}))
(newline)
; expect: 9
(define bytes ::bytevector &<{&[file]})
(write (list bytes (->bytevector &<{&[file]}) (->string &<{&[file]})))
(newline)
; expect: (#u8(114 101 112 108 97 99 101 100 10) #u8(114 101 112 108 97 99 101 100 10) "replaced\n")
(let ((text ::string &<{&[file]}))
  (write (string? text)))
(newline)
; expect: #t
(delete-file file)
