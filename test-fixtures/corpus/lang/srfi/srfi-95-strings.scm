; Kawa 3.1.1's SRFI 95 sorts strings too: sort gives the characters sorted as a vector, sort!
; sorts a mutable string in place, sorted? reads one. Something else is an error naming sort.
; Expected output from Kawa 3.1.1 (its message: "Argument '5' to 'sort' has wrong type (integer)").
(import (scheme base) (scheme write) (srfi 95))
(write (sort "cba" char<?))
(newline)
; expect: #(#\a #\b #\c)
(write (sort "cBa" char<? char-upcase))
(newline)
; expect: #(#\a #\B #\c)
(define s (string-copy "cba"))
(sort! s char<?)
(write s)
(newline)
; expect: "abc"
(write (list (sorted? "abc" char<?) (sorted? "bac" char<?)))
(newline)
; expect: (#t #f)
(define five 5)
(sort five <)
; expect runtime error: sort: expected list, vector or string, got 5
