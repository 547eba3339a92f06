; SRFI 95: sorting and merging, with the optional key.
; Expected output from Kawa 3.1.1, except (sorted? '(3 1) <): Kawa prints #t, SRFI 95 says #f (3 1 is not in non-decreasing order) and Kopi follows the SRFI.
(import (scheme base) (scheme write) (srfi 95))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(show (sort '(3 1 2) <) (sort (vector 5 3 9) >) (sort '((b . 2) (a . 1) (c . 1)) < cdr) (sort '() <))
(define v (vector 3 1 2))
(sort! v <)
(define l (list 3 1 2))
(show v (sort! l <) (sort! (list "bb" "a" "ccc") < string-length))
(show (sorted? '(1 2 3) <) (sorted? '(3 1) <) (sorted? #(3 2 1) >) (sorted? '() <) (sorted? '((a . 1) (b . 2)) < cdr))
(show (merge '(1 3 5) '(2 4 6) <) (merge '((a . 1) (b . 3)) '((c . 1) (d . 2)) < cdr) (merge! (list 1 4) (list 2 3) <) (merge '() '(1) <))
; expect: (1 2 3) #(9 5 3) ((a . 1) (c . 1) (b . 2)) ()
; expect: #(1 2 3) (1 2 3) ("a" "bb" "ccc")
; expect: #t #f #t #t #t
; expect: (1 2 3 4 5 6) ((a . 1) (c . 1) (d . 2) (b . 3)) (1 2 3 4) (1)
