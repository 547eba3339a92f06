; A class defined at the REPL is usable in the next inputs, by construction, methods and fields.
(define-simple-class Counter ()
  (n ::int init: 0)
  ((inc!) ::int (set! n (+ n 1)) n))
(define c (Counter))
(c:inc!)
; expect: 1
(c:inc!)
; expect: 2
c:n
; expect: 2
(instance? c Counter)
; expect: #t
(define-simple-class Shout (java.util.function.Function)
  ((apply s) (string-append s "!")))
((Shout):apply "hey")
; expect: "hey!"
