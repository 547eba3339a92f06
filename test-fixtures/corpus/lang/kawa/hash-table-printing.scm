; A hash table prints its contents as Kawa prints them (Java's map form over Kawa's values).
; Expected output from Kawa 3.1.1; Kopi lists the entries in the order they were added, Kawa in
; its hashing order, so each table here has one entry.
(import (srfi 69))
(define h (make-hash-table))
(hash-table-set! h 'a 1)
(write h) (newline)
(display h) (newline)
(define s (make-hash-table))
(hash-table-set! s "key" '(1 "x" #\c))
(define c (make-hash-table))
(hash-table-set! c #\c #t)
(write (list s c (make-hash-table))) (newline)
(write (vector h)) (newline)
(define k (make-hash-table))
(hash-table-set! k (quote k) (list #t "x" #\c 1.5 (quote sym) (vector 1 #f) (quote ()) (list 1 (list 2))))
(write k) (newline)
; expect: {a=1}
; expect: {a=1}
; expect: ({key=(1 x 'c')} {'c'=true} {})
; expect: #({a=1})
; expect: {k=(true x 'c' 1.5 sym [1, false] () (1 (2)))}
