; SRFI 14: character sets, the whole interface (char-set->list's order is unspecified, so it is sorted).
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (scheme char) (srfi 14))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(define (chars cs) (list-sort char<? (char-set->list cs)))
(define (list-sort less l) (if (null? l) l (let loop ((sorted '()) (rest l)) (if (null? rest) sorted (loop (insert less (car rest) sorted) (cdr rest))))))
(define (insert less x l) (cond ((null? l) (list x)) ((less x (car l)) (cons x l)) (else (cons (car l) (insert less x (cdr l))))))
(define abc (char-set #\c #\a #\b))
(show (char-set? abc) (char-set? "abc") (char-set-size abc) (chars abc) (char-set->string (char-set #\a)))
(show (char-set= abc (string->char-set "cab")) (char-set= abc (char-set #\a)) (char-set=) (char-set<= (char-set #\a) abc) (char-set<= abc (char-set #\a)))
(show (= (char-set-hash abc) (char-set-hash (string->char-set "abc"))) (< (char-set-hash abc 7) 7))
(show (char-set-contains? char-set:digit #\5) (char-set-contains? char-set:digit #\a) (char-set-contains? char-set:letter #\a) (char-set-contains? char-set:whitespace #\space))
(show (char-set-contains? char-set:upper-case #\A) (char-set-contains? char-set:lower-case #\A) (char-set-contains? char-set:punctuation #\!) (char-set-contains? char-set:symbol #\+) (char-set-contains? char-set:hex-digit #\f) (char-set-contains? char-set:blank #\tab))
(show (char-set-size (char-set-intersection char-set:digit char-set:ascii)) (char-set-size char-set:ascii) (char-set-size char-set:empty) (char-set-size char-set:hex-digit) (char-set-contains? char-set:full #\x1F600) (char-set-contains? char-set:iso-control #\x7))
(show (char-set-contains? char-set:letter+digit #\1) (char-set-contains? char-set:graphic #\space) (char-set-contains? char-set:printing #\space) (char-set-contains? char-set:title-case #\a))
; cursors and iteration
(define (cursor-list cs) (let loop ((cur (char-set-cursor cs)) (out '())) (if (end-of-char-set? cur) (reverse out) (loop (char-set-cursor-next cs cur) (cons (char-set-ref cs cur) out)))))
(show (length (cursor-list abc)) (cursor-list char-set:empty))
(show (char-set-fold (lambda (c n) (+ n 1)) 0 abc) (chars (char-set-map char-upcase abc)) (char-set-count char-alphabetic? (string->char-set "a1b2")) (char-set-every char-alphabetic? abc) (char-set-any char-numeric? abc))
(define n 0)
(char-set-for-each (lambda (c) (set! n (+ n 1))) abc)
(show n (chars (char-set-unfold null? car cdr '(#\x #\y))) (chars (char-set-unfold null? car cdr '(#\x) abc)))
; construction
(show (chars (list->char-set '(#\b #\a))) (chars (list->char-set '(#\z) abc)) (chars (string->char-set "hello")) (chars (char-set-filter char-lower-case? (string->char-set "aBcD"))) (chars (ucs-range->char-set 65 70)))
(show (chars (->char-set "xy")) (chars (->char-set #\q)) (chars (->char-set abc)) (chars (char-set-copy abc)) (char-set-size (ucs-range->char-set 0 10 #f (char-set #\a))))
(show (chars (list->char-set! '(#\d) (char-set #\e))) (chars (string->char-set! "fg" (char-set))) (chars (char-set-filter! char-upper-case? (string->char-set "aB") (char-set #\z))) (chars (ucs-range->char-set! 97 99 #f (char-set #\z))))
; algebra
(show (chars (char-set-adjoin abc #\d #\e)) (chars (char-set-delete abc #\a)) (char-set-contains? (char-set-complement abc) #\a) (char-set-contains? (char-set-complement abc) #\z))
(show (chars (char-set-union abc (char-set #\x))) (chars (char-set-intersection abc (string->char-set "bcd"))) (chars (char-set-difference abc (char-set #\b))) (chars (char-set-xor abc (string->char-set "cd"))))
(show (char-set-size (char-set-union)) (char-set-size (char-set-intersection char-set:ascii)) (char-set-size (char-set-xor)))
(call-with-values (lambda () (char-set-diff+intersection abc (string->char-set "bx") (char-set #\c))) (lambda (d i) (show (chars d) (chars i))))
(show (chars (char-set-adjoin! (char-set #\a) #\b)) (chars (char-set-delete! (char-set #\a #\b) #\a)) (char-set-contains? (char-set-complement! (char-set #\a)) #\a) (chars (char-set-union! (char-set #\a) (char-set #\b))))
(show (chars (char-set-intersection! (char-set #\a #\b) (char-set #\b))) (chars (char-set-difference! (char-set #\a #\b) (char-set #\b))) (chars (char-set-xor! (char-set #\a #\b) (char-set #\b #\c))))
(call-with-values (lambda () (char-set-diff+intersection! (char-set #\a #\b) (char-set #\b))) (lambda (d i) (show (chars d) (chars i))))
; expect: #t #f 3 (#\a #\b #\c) "a"
; expect: #t #f #t #t #f
; expect: #t #t
; expect: #t #f #t #t
; expect: #t #f #t #t #t #t
; expect: 10 128 0 22 #t #t
; expect: #t #f #t #f
; expect: 3 ()
; expect: 3 (#\A #\B #\C) 2 #t #f
; expect: 3 (#\x #\y) (#\a #\b #\c #\x)
; expect: (#\a #\b) (#\a #\b #\c #\z) (#\e #\h #\l #\o) (#\a #\c) (#\A #\B #\C #\D #\E)
; expect: (#\x #\y) (#\q) (#\a #\b #\c) (#\a #\b #\c) 11
; expect: (#\d #\e) (#\f #\g) (#\B #\z) (#\a #\b #\z)
; expect: (#\a #\b #\c #\d #\e) (#\b #\c) #f #t
; expect: (#\a #\b #\c #\x) (#\b #\c) (#\a #\c) (#\a #\b #\d)
; expect: 0 128 0
; expect: (#\a) (#\b #\c)
; expect: (#\a #\b) (#\b) #f (#\a #\b)
; expect: (#\b) (#\a) (#\a #\c)
; expect: (#\a) (#\b)
; char-set-unfold! adds to its base set (which it may change) and returns it.
(define base (char-set #\z))
(show (chars (char-set-unfold! (lambda (i) (> i 3)) (lambda (i) (integer->char (+ 97 i))) (lambda (i) (+ i 1)) 0 base))
      (chars (char-set-unfold! null? car cdr '() (char-set #\q))))
; expect: (#\a #\b #\c #\d #\z) (#\q)
