; min and max of 0.0 and -0.0 do not depend on the order of the arguments, nor on whether the
; compiler unboxed them (Math.min in unboxed code, the runtime's min otherwise): the minimum is
; -0.0, the maximum 0.0, as IEEE 754 minimum and maximum. Found by the differential suite.
(define zero 0.0)
(define negative-zero (- zero))
(define (both f a b) (list (f a b) (f b a)))
(write (list (both min zero negative-zero) (both max zero negative-zero)))
(newline)
; expect: ((-0.0 -0.0) (0.0 0.0))
(write (list (min zero negative-zero 1.0) (max negative-zero zero -1.0) (min 0 negative-zero) (max 0 negative-zero)))
(newline)
; expect: (-0.0 0.0 -0.0 0.0)
(write (list (min 0.0 -0.0) (min -0.0 0.0) (max 0.0 -0.0) (max -0.0 0.0)))
(newline)
; expect: (-0.0 -0.0 0.0 0.0)
