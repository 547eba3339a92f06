; A receiver of unknown type is resolved when the call runs; a missing method names the class.
(define x 5)
(x:frobnicate 1)
; expect runtime error: no method frobnicate in java.lang.Long accepts (1)
