; A parameter takes no argument (its value) or one (a new value); the message names it as a
; parameter (Kawa 3.1.1: "call to 'gnu.mapping.LocationProc' has too many arguments (2; min=0, max=1)").
(define q (make-parameter "a"))
(define args (list 1 2))
(apply q args)
; expect runtime error: #<parameter>: expected between 0 and 1 arguments, got 2
