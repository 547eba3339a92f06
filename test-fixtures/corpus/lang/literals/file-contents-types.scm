; A file read whole by &<{name} is a string and a bytevector, as in Kawa 3.1.1: string? and
; bytevector? are true of it and the bytevector procedures read its bytes; a process's output is
; neither. Expected output from Kawa 3.1.1.
(define (show x) (write x) (newline))
(define name "/tmp/kopi-file-contents-types.txt")
(&>{&[name]} "abc")
(define contents &<{&[name]})
(show (list (string? contents) (bytevector? contents)))
(show (list (bytevector-length contents) (bytevector-u8-ref contents 1) (utf8->string contents)
            (bytevector-copy contents 1)))
(show (bytevector-append contents (bytevector 1)))
(show (string-append contents "!"))
; expect: (#t #t)
; expect: (3 98 "abc" #u8(98 99))
; expect: #u8(97 98 99 1)
; expect: "abc!"
(define out &`{echo hi})
(show (list (string? out) (bytevector? out)))
; expect: (#f #f)
(delete-file name)
