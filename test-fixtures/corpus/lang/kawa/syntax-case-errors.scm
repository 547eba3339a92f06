; Errors of syntax-case macros are compile errors at the use (Kawa 3.1.1: "no matching case
; while expanding two" at the same place). Kawa 3.1.1 has no syntax-violation (it is unbound
; there); Kopi reports it as R6RS says, at the subform it names.
(define-syntax two
  (lambda (x)
    (syntax-case x ()
      ((_ a b) #'(list a b)))))
(display (two 1))
;        ^^^^^^^ error: two: no syntax-case clause matches (two 1)
(define-syntax number-only
  (lambda (x)
    (syntax-case x ()
      ((_ a)
       (if (number? (syntax->datum #'a))
           #'a
           (syntax-violation 'number-only "expected a number" x #'a))))))
(display (number-only foo))
;                     ^^^ error: number-only: expected a number (number-only foo)
(define-syntax bad
  (lambda (x) (car 5)))
(display (bad 1))
;        ^^^^^^^ error: bad: the macro's transformer failed: car: expected pair, got 5
(define-syntax wrong-depth
  (lambda (x)
    (syntax-case x ()
      ((_ a ...) #'(list a)))))
(display (wrong-depth 1 2))
;        ^^^^^^^^^^^^^^^^^ error: wrong-depth: the macro's transformer failed: syntax: pattern variable a is used without an ellipsis
; An error in the transformer's own code is reported at the transformer.
(define-syntax twice-bound (lambda (x) (syntax-case x () ((_ a a) #'a))))
;                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: twice-bound: syntax-case: pattern variable a appears twice in one pattern
(define-syntax not-a-procedure 42)
;                              ^^ error: not-a-procedure: expected a syntax-rules transformer or a procedure, got 42
(display #,x)
;        ^^ error: misplaced auxiliary syntax unsyntax
