; A bytevector element must be an exact integer from 0 to 255.
(define b (make-bytevector 2 0))
(bytevector-u8-set! b 0 256)
; expect runtime error: bytevector-u8-set!: expected byte
