;; A definite mismatch with an aliased or imported class type is a compile-time error.
(import (class java.util ArrayList))
(define-alias JList java.util.List)
(define (size-of (items ::JList)) ::int (items:size))
(display (size-of "abc"))
;                 ^^^^^ error: size-of: argument 1 expects java.util.List, got string
(define (first-of (items ::ArrayList)) (items:get 0))
(first-of 'symbol)
;         ^^^^^^^ error: first-of: argument 1 expects java.util.ArrayList, got symbol
