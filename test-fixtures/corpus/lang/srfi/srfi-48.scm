; SRFI 48: intermediate format strings (Kawa 3.1.1 has no (srfi 48) library; its format, without
; the import, prints the same except that it lacks ~k, SRFI 48's name for ~?).
(import (scheme base) (scheme write) (srfi 48))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
; SRFI 48's directives, with examples from its document.
(show (format "~a" "Hello") (format "~s" "Hello") (format "~w" '(a "b")) (format #f "~a, ~s" 'x "y"))
(show (format "~d ~x ~o ~b" 255 255 255 5) (format "~5d|" 42) (format "~c" #\a) (format "~8,2F|" 3.14159) (format "~,3F" 2) (format "~6,2F|" -1.5))
(show (format "Hello, ~a~%" "World!") (format "~~") (format "a~&b~&") (format "~&x"))
(show (format "~? ~a" "~a-~a" '(1 2) 3) (format "~k!" "<~a>" '(x)) (format "~@? ~a" "~a+~a" 1 2 3) (format "~y" '(1 (2 3))))
(show (format #f "~a ~a" 1 2))
(format #t "to the port ~a~%" 42)
(show (string? (format "~h")))
; expect: "Hello" "\"Hello\"" "(a \"b\")" "x, \"y\""
; expect: "255 ff 377 101" "   42|" "a" "    3.14|" "2.000" " -1.50|"
; expect: "Hello, World!\n" "~" "a\nb\n" "x"
; expect: "1-2 3" "<x>!" "1+2 3" "(1 (2 3))"
; expect: "1 2"
; expect: to the port 42
; expect: #t
