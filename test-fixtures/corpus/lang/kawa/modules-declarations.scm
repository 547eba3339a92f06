; Kawa's module declarations in a program: accepted, checked, and (for a program) without effect
; on what it prints.
(module-name modules-declarations-demo)
(module-export shown counter)
(module-static #t)
(module-compile-options warn-undefined-variable: #t warn-unused: #f)
(define (shown) "shown")
(define-private (helper) "helper")
(define-variable counter 1)
(define-constant limit 5)
(define-private-alias JString java.lang.String)
(display (shown))
(newline)
(display (helper))
(newline)
(display counter)
(newline)
(display limit)
(newline)
(display (JString:valueOf 7))
(newline)
; define-namespace names a Java class, as Kawa's older <class> spelling does.
(define-namespace Str <java.lang.String>)
(display (Str:valueOf 3))
(newline)
(define-namespace JInt "class:java.lang.Integer")
(display (JInt:parseInt "42"))
(newline)
; expect: shown
; expect: helper
; expect: 1
; expect: 5
; expect: 7
; expect: 3
; expect: 42
