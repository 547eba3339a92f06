; SRFI 69: hash tables, the whole interface.
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 69) (srfi 95))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(define h (make-hash-table))
(hash-table-set! h 'a 1)
(hash-table-set! h 'b 2)
(show (hash-table-ref h 'a) (hash-table-ref/default h 'z 0) (hash-table-ref h 'z (lambda () 'none)) (hash-table-exists? h 'b) (hash-table-size h))
(hash-table-update! h 'a (lambda (v) (+ v 10)))
(hash-table-update!/default h 'c (lambda (v) (+ v 1)) 100)
(show (hash-table-ref h 'a) (hash-table-ref h 'c))
(hash-table-delete! h 'b)
(show (hash-table-exists? h 'b) (hash-table-fold h (lambda (k v acc) (+ v acc)) 0))
(define h2 (alist->hash-table '((x . 1) (y . 2) (x . 3)) equal?))
(show (hash-table-ref h2 'x) (hash-table-size h2) (hash-table? h2) (hash-table? '()))
(show (eq? (hash-table-equivalence-function (make-hash-table eq?)) eq?) (eq? (hash-table-equivalence-function h2) equal?))
(hash-table-merge! h h2)
(show (sort (hash-table->alist h) (lambda (a b) (string<? (symbol->string (car a)) (symbol->string (car b))))))
(show (length (hash-table-keys h)) (apply + (hash-table-values h)))
(define total 0)
(hash-table-walk h (lambda (k v) (set! total (+ total v))))
(show total (hash-table-size (hash-table-copy h)))
(show (< (hash 'abc 10) 10) (= (hash "abc") (hash (string #\a #\b #\c))) (< (string-hash "abc" 7) 7) (= (string-ci-hash "ABC") (string-ci-hash "abc")) (integer? (hash-by-identity 'a)))
(show (procedure? (hash-table-hash-function h)))
; expect: 1 0 none #t 2
; expect: 11 101
; expect: #f 112
; expect: 1 2 #t #f
; expect: #t #t
; expect: ((a . 11) (c . 101) (x . 1) (y . 2))
; expect: 4 115
; expect: 115 4
; expect: #t #t #t #t #t
; expect: #t
