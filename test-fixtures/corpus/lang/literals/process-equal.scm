; equal? compares a process's output and a file read whole by &<{...} with a string by their
; text, in either order, as Kawa 3.1.1 does; a file's contents are not equal? to its bytes.
(define (show x) (write x) (newline))
(define out &`{echo hi})
(show (list (equal? out "hi\n") (equal? "hi\n" out) (equal? out "hi")))
; expect: (#t #t #f)
(show (equal? (list 1 &`{echo a}) (list 1 "a\n")))
; expect: #t
(define name "/tmp/kopi-process-equal.txt")
(&>{&[name]} "abc")
(define contents &<{&[name]})
(show (list (equal? "abc" contents) (equal? contents &<{&[name]}) (equal? contents (bytevector 97 98 99))))
; expect: (#t #t #f)
(show (member "abc" (list 1 contents)))
; expect: ("abc")
(delete-file name)
