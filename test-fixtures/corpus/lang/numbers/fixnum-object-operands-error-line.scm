; An error in arithmetic on operands that are not speculated, whose value is wanted as an unboxed
; fixnum (issue 21), names the line of the arithmetic, as the builtin call does.
(define divisor 0)
(define (index-of symbol) (if (eq? symbol 'b) 1 2))
(define (part symbol)
  (quotient (index-of symbol)
            divisor))
(define (slot symbol from)
  (+ (* (index-of symbol)
        from)
     (* (index-of symbol) divisor)))
(write (list (part 'b) (slot 'b 4)))
; expect runtime error: fixnum-object-operands-error-line.scm:6: quotient: division by zero
