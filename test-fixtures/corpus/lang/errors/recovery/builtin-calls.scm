; Calls of builtins are checked: a wrong argument count is an error, as in Kawa.
(display (car))
;        ^^^^^ error: car: expected 1 argument, got 0
(display (vector-ref (vector 1 2) 0 1))
;        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: vector-ref: expected 2 arguments, got 3
(display (substring "abc"))
;        ^^^^^^^^^^^^^^^^^ error: substring: expected 2 or 3 arguments, got 1
