; SRFI 4: homogeneous numeric vectors, importable as (srfi 4) (Kawa 3.1.1 has the procedures in its
; default environment but no (srfi 4) library).
(import (scheme base) (scheme write) (srfi 4))
(define v (make-u8vector 3 7))
(u8vector-set! v 0 1)
(write (list (u8vector? v) (u8vector-length v) (u8vector-ref v 0) (u8vector->list v) (list->s16vector '(-1 2)) (f64vector 1.5)))
(newline)
; expect: (#t 3 1 (1 7 7) #s16(-1 2) #f64(1.5))
