; A method that the receiver's class lacks is a compile-time error with the closest name, when the
; class is known (a type declaration, a literal, a constructor's result) and final, so no subclass
; can add it. Kawa 3.1.1 only warns "no known slot 'toUpperCas' in String" and fails when the call
; runs ("no part 'toUpperCas' in hello").
(define s ::String "hello")
(display (s:toUpperCas))
;           ^^^^^^^^^^ error: unknown method java.lang.String:toUpperCas, did you mean toUpperCase?
(display ("abc":toUpperCas))
;               ^^^^^^^^^^ error: unknown method java.lang.String:toUpperCas, did you mean toUpperCase?
(let ((t ::String "x"))
  (display (t:lenght)))
;             ^^^^^^ error: unknown method java.lang.String:lenght, did you mean length?
(define sb (java.lang.StringBuilder))
(sb:apend 1)
;   ^^^^^ error: unknown method java.lang.StringBuilder:apend, did you mean append?
(display (s:toUpperCase))
