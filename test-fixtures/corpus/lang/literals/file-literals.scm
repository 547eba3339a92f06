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
(delete-file file)
