; Kawa's (kawa hashtable): the class of hash tables, hashtable, and hashtable-check-mutable.
; Expected output from Kawa 3.1.1.
(import (kawa hashtable) (rnrs hashtables))
(define (show x) (write x) (newline))
(define h (make-hashtable equal-hash equal?))
(hashtable-set! h 'a 1)
(hashtable-check-mutable h)
(show (hashtable-ref h 'a 0))
(show (list (instance? h hashtable) (instance? 5 hashtable)))
(define (size (t ::hashtable)) (hashtable-size t))
(show (size h))
; expect: 1
; expect: (#t #f)
; expect: 1
