; The forms take exactly one element type.
(define f (primitive-array-new))
;         ^^^^^^^^^^^^^^^^^^^^^ error: primitive-array-new: expected one element type, as in (primitive-array-new int)
(define g (primitive-array-get int long))
;         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: primitive-array-get: expected one element type, as in (primitive-array-get int)
