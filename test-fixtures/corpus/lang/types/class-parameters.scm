; A parameter declared with a class is checked on entry: an instance, or #!null, is accepted as it
; is; a string made by string-copy (mutable) is a string; a procedure converts to a functional
; interface; any other value is an error naming the procedure, the position and the type. A
; public class of a package Java does not export (sun.nio.ch) is checked too.
(define (show . xs) (write xs) (newline))
(define (size (l ::java.util.List)) (if (eq? l #!null) 'none (l:size)))
(define (chars (s ::String)) (s:length))
(define (chars2 (s ::string)) (string-length s))
(define (run (r ::java.lang.Runnable)) (r:run) 'ran)
(show (size (java.util.ArrayList 1 2 3)) (size #!null))
(show (chars "abc") (chars (string-copy "abcd")) (chars2 (string-copy "ab")) (chars2 "xyz"))
(show (run (lambda () (display "running "))))
(define (direct (x ::sun.nio.ch.DirectBuffer)) 'direct)
(show (direct (car (list (java.nio.ByteBuffer:allocateDirect 4)))))
(size (car (list (vector 1 2))))
; expect: (3 none)
; expect: (3 4 2 3)
; expect: running (ran)
; expect: (direct)
; expect runtime error: size: argument 1 expects java.util.List, got #(1 2)
