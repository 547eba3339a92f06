; SRFI 125's deprecated names, kept from SRFI 69: the hash functions, the two accessors of the
; procedures a table was made with, and hash-table-merge! (hash-table-union!). Kawa 3.1.1 has no
; SRFI 125: the expected values follow the SRFI document, which fixes no hash value, only that
; equal arguments hash equally, that a hash is a non-negative exact integer, and that it is
; below the bound when one is given.
(import (scheme base) (scheme write) (srfi 125) (srfi 128) (only (srfi 95) sort))
(define (show x) (write x) (newline))
(define (hash-value? h) (and (exact-integer? h) (>= h 0)))
(define x (list 1 2))
(show (list (= (string-hash "abc") (string-hash (string #\a #\b #\c))) (hash-value? (string-hash "abc"))
            (< (string-hash "abcdef" 7) 7)))
(show (list (= (string-ci-hash "abc") (string-ci-hash "ABC")) (hash-value? (string-ci-hash "Hello"))
            (< (string-ci-hash "Hello" 5) 5)))
(show (list (= (hash-by-identity x) (hash-by-identity x)) (hash-value? (hash-by-identity 'sym)) (< (hash-by-identity x 3) 3)))
; expect: (#t #t #t)
; expect: (#t #t #t)
; expect: (#t #t #t)
(define t (make-hash-table string=? string-hash))
(hash-table-set! t "k" 1)
(show (list (eq? (hash-table-equivalence-function t) string=?) (eq? (hash-table-hash-function t) string-hash)
            (hash-table-ref/default t (string #\k) 'none)))
; expect: (#t #t 1)
(define c (make-default-comparator))
(define u (make-hash-table c))
(show (list ((hash-table-equivalence-function u) (list 1 "a") (list 1 "a")) ((hash-table-equivalence-function u) 1 2)
            (= ((hash-table-hash-function u) (list 1 "a")) ((hash-table-hash-function u) (list 1 "a")))))
; expect: (#t #f #t)
; hash-table-merge! is hash-table-union!: the first table's value wins for a key both have.
(define a (hash-table c 1 'a1 2 'a2))
(define b (hash-table c 2 'b2 3 'b3))
(define merged (hash-table-merge! a b))
(show (list (eq? merged a) (sort (hash-table->alist a) (lambda (p q) (< (car p) (car q)))) (hash-table-size b)))
; expect: (#t ((1 . a1) (2 . a2) (3 . b3)) 2)
