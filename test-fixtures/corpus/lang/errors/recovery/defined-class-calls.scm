; Calls of the methods of a class the program defines are checked like calls of its procedures:
; an unknown method (with the closest name), a wrong argument count, an argument that can never
; fit the method's declared type. Warnings, as in Kawa: the call fails only when it runs.
(define-simple-class Counter ()
  (n ::int init: 0)
  ((add (k ::int)) ::int (set! n (+ n k)) n))
(define c (Counter))
(when #f
  (c:addd 1)
;    ^^^^ warning: unknown method Counter:addd, did you mean add? (checked at run time: a subclass may have it)
  (c:add 1 2)
; ^^^^^^^^^^^ warning: Counter:add: expected 1 argument, got 2
  (c:add "one"))
; ^^^^^^^^^^^^^ warning: Counter:add: argument 1 expects int, got string
(display (c:add 5))
(newline)
; expect: 5
