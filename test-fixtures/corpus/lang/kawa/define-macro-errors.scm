; A transformer that fails makes the use an error at the use.
(define-macro (first-of x) (car x))
(display (first-of 5))
;        ^^^^^^^^^^^^ error: first-of: the macro's transformer failed: car: expected pair, got 5
