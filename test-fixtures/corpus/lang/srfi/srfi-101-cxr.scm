; SRFI 101 exports every car/cdr composition, caar to cddddr, over random-access pairs, and
; length<=?. Kawa 3.1.1's (srfi 101) has only the eight that srfi-101.scm uses and no length<=?:
; the expected values follow the SRFI document (c...r applies its letters from the right).
(import (prefix (srfi 101) ra-) (scheme base) (scheme write))
(define (show x) (write x) (newline))
(define (p a b) (ra-cons a b))
(define t (p (p (p (p 'a 'b) (p 'c 'd)) (p (p 'e 'f) (p 'g 'h))) (p (p (p 'i 'j) (p 'k 'l)) (p (p 'm 'n) (p 'o 'p)))))
(show (list (ra-caar t) (ra-cadr t) (ra-cdar t) (ra-cddr t)))
(show (list (ra-caaar t) (ra-caadr t) (ra-cadar t) (ra-caddr t) (ra-cdaar t) (ra-cdadr t) (ra-cddar t) (ra-cdddr t)))
(show (list (ra-caaaar t) (ra-caaadr t) (ra-caadar t) (ra-caaddr t) (ra-cadaar t) (ra-cadadr t) (ra-caddar t) (ra-cadddr t)
            (ra-cdaaar t) (ra-cdaadr t) (ra-cdadar t) (ra-cdaddr t) (ra-cddaar t) (ra-cddadr t) (ra-cdddar t) (ra-cddddr t)))
; expect: (((a . b) c . d) ((i . j) k . l) ((e . f) g . h) ((m . n) o . p))
; expect: ((a . b) (i . j) (e . f) (m . n) (c . d) (k . l) (g . h) (o . p))
; expect: (a i e m c k g o b j f n d l h p)
(show (list (ra-length<=? (ra-list 1 2) 2) (ra-length<=? (ra-list 1 2 3) 2) (ra-length<=? (ra-list) 0)))
; expect: (#t #f #t)
; A random-access pair's cdr may be any object; such a list is improper.
(define d (ra-cons 1 (ra-cons 2 3)))
(show (list d (ra-cdr (ra-cdr d)) (ra-pair? d) (ra-list? d) (ra-list? (ra-cons 1 (ra-list))) (equal? d (ra-cons 1 (ra-cons 2 3)))))
; expect: ((1 2 . 3) 3 #t #f #t #t)
(ra-length d)
; expect runtime error: length
