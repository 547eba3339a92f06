(define f (lambda (x)))
;         ^^^^^^^^^^^^ error: lambda: expected a parameter list and a body, got 1 operands
