; A constant named twice and constructors are errors (Kawa 3.1.1 reports the first, and the
; second as a missing default constructor of java.lang.Enum); Kopi's enums cannot give instance
; fields initial values yet, since the constants exist before the definition runs.
(define-enum e2 (a b a))
;                    ^ error: define-enum: duplicate constant a
(define-enum e3 (a) ((*init*) #t))
;                    ^^^^^^^^ error: define-enum: *init* in an enum is not supported yet
(define-enum e4 (a) (f init: 1))
;                    ^ error: define-enum: an instance field of an enum cannot have an initial value yet (f)
