;; A class imported with (import (class ...)) or named by define-alias is a type specifier
;; like its full name: the static checks and the run-time checks know it.
(import (class java.util ArrayList))
(define-alias JList java.util.List)
(define (size-of (items ::JList)) ::int (items:size))
(define (first-of (items ::ArrayList)) (items:get 0))
(display (size-of (ArrayList 1 2 3)))
(newline)
; expect: 3
(display (first-of (ArrayList "a" "b")))
(newline)
; expect: a
(define lists ::vector[JList] (vector (ArrayList 1)))
(display (vector-length lists))
(newline)
; expect: 1
(define (identity v) v)
(size-of (identity "abc"))
; expect runtime error: size-of: argument 1 expects java.util.List, got "abc"
