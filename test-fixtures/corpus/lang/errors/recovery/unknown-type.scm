; A type specifier that names no type, class or binding is an error, as in Kawa; a class defined
; further down the file, a record type and an alias are known.
(define x ::no-such-type 5)
;       ^ error: unknown type no-such-type
(define (f (y ::strng)) y)
;           ^ error: unknown type strng
(define (g (p ::later-class)) p)
(define-simple-class later-class ())
(define-alias JList java.util.List)
(define (h (l ::JList) (v ::vector[no-such-element])) l)
;                       ^ error: unknown type vector[no-such-element]
(let ((z ::java.util.NoSuchClass 1)) z)
;      ^ error: unknown type java.util.NoSuchClass
