; Calling something that is not a procedure, where the compiler cannot know it (a direct call of a
; constant is a compile-time error, lang/types/not-procedure.scm).
(define x (car (list 5)))
(x 3)
; expect runtime error: attempt to call a non-procedure: 5
