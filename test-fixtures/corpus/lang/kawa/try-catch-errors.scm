; Malformed try-catch and try-finally forms are located errors.
(try-catch (car 5) (ex))
;                  ^^^^ error: try-catch: expected (variable Type handler ...)
(try-finally 1)
; ^^^^^^^^^^^^^^^@0 error: try-finally: expected a body expression and a cleanup expression, got 1 operands
