; Run-time interop errors name a Scheme value's type by its Scheme name, not by the Java class
; that represents it (issue 15, item 8: a message named kopi.runtime.Complex).
(define (message thunk) (guard (e (#t (error-object-message e))) (thunk)))
(define values-of-runtime-types (list 1+2i (list 1) (string->symbol "s") 1/2 (vector 1) (string-copy "a")))
(for-each (lambda (x) (write (message (lambda () (x:frobnicate)))) (newline)) values-of-runtime-types)
; expect: "no method frobnicate in complex accepts no arguments"
; expect: "no method frobnicate in pair accepts no arguments"
; expect: "no method frobnicate in symbol accepts no arguments"
; expect: "no method frobnicate in rational accepts no arguments"
; expect: "no method frobnicate in vector accepts no arguments"
; expect: "no method frobnicate in java.lang.String accepts no arguments"
