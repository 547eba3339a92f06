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
;                        ^ error: syntax: pattern variable a is used under 0 ellipses, but its pattern has it under 1
; An error in the transformer's own code is reported where it is.
(define-syntax twice-bound (lambda (x) (syntax-case x () ((_ a a) #'a))))
;                                                              ^ error: syntax-case: pattern variable a appears twice in one pattern
(define-syntax typo (lambda (x) (syntax-case x () ((_ a) (if (identifer? #'a) #'a #''no)))))
;                                                             ^^^^^^^^^^ error: unbound variable: identifer?, did you mean identifier?
(define-syntax not-a-procedure 42)
;                              ^^ error: not-a-procedure: expected a syntax-rules transformer or a procedure, got 42
(display #,x)
;        ^^ error: misplaced auxiliary syntax unsyntax (#, and #,@ are unsyntax and unsyntax-splicing, only inside quasisyntax; SRFI 10's #,(name ...) reader constructors are not supported)
; with-syntax is a syntax-case: a value that does not match its pattern is an error at the use.
(define-syntax pair-up
  (lambda (x)
    (syntax-case x ()
      ((_ e) (with-syntax (((a b) #'e)) #'(list a b))))))
(display (pair-up 1))
;        ^^^^^^^^^^^ error: pair-up: no syntax-case clause matches (1)
; A transformer must return syntax (Kawa 3.1.1 splices the procedure object in).
(define-syntax gives-procedure (lambda (x) (lambda (y) y)))
(display (gives-procedure))
;        ^^^^^^^^^^^^^^^^^ error: gives-procedure: the macro's transformer returned #<procedure>, which is not syntax
