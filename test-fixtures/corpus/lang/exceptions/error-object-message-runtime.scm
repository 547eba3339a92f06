; Errors signalled by builtins are error objects that guard can take apart.
(define e (guard (x (#t x)) (vector-ref (vector 1 2) 9)))
(write (error-object? e))
(newline)
; expect: #t
(display (error-object-message e))
(newline)
; expect: vector-ref: index 9 out of range for length 2
(write (guard (x ((error-object? x) 'error-object) (else 'other)) (+ 'a 1)))
;                                                                    ^^ warning: +: argument 1 expects number, got symbol
(newline)
; expect: error-object
