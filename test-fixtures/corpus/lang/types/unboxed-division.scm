; Integer division of typed values by zero is the same Scheme error as untyped division, and a
; bad index with an ::int index is the same error as with an untyped one.
(define (safe-quotient (a ::int) (b ::int)) (if (zero? b) 'none (quotient a b)))
(define (byte-at (bv ::bytevector) (i ::int)) (bytevector-u8-ref bv i))
(display (safe-quotient 7 0))
(newline)
(display (byte-at (bytevector 5 6) 1))
(newline)
(display (byte-at (bytevector 5 6) 2))
; expect: none
; expect: 6
; expect runtime error: bytevector-u8-ref: index 2 out of range for length 2
