; Kawa's low-level member procedures: each names a procedure that reaches one Java member
; (expected output from Kawa 3.1.1).
(define make-builder (primitive-constructor java.lang.StringBuilder (String)))
(display (make-builder "abc"))
(newline)
; expect: abc
(define builder-length (primitive-virtual-method java.lang.StringBuilder "length" int ()))
(display (builder-length (make-builder "hello")))
(newline)
; expect: 5
(define to-hex (primitive-static-method java.lang.Integer "toHexString" String (int)))
(display (to-hex 255))
(newline)
; expect: ff
(define char-count (primitive-interface-method java.lang.CharSequence "length" int ()))
(display (char-count (make-builder "abcd")))
(newline)
; expect: 4
(define get-x (primitive-get-field java.awt.Point "x" int))
(define set-x (primitive-set-field java.awt.Point "x" int))
(define pt (java.awt.Point 3 4))
(display (get-x pt))
(newline)
; expect: 3
(set-x pt 9)
(display pt:x)
(newline)
; expect: 9
(define max-int (primitive-get-static java.lang.Integer "MAX_VALUE" int))
(display (max-int))
(newline)
; expect: 2147483647
(define-simple-class Holder () (v allocation: 'static init: 1))
(define set-v (primitive-set-static Holder "v" Object))
(set-v 7)
(display Holder:v)
(newline)
; expect: 7
; Fields are also assigned through the colon notation, as in Kawa.
(set! pt:x 10)
(set! Holder:v 5)
(display (list pt:x Holder:v))
(newline)
; expect: (10 5)
