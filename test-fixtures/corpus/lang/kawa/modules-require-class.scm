; (require <a.b>) finds the source file a/b.scm next to the program when no class a.b exists, as
; Kawa does; a module without module-export exports every definition except the define-private
; ones, macros included.
(require <helpers.geometry.shapes>)
(display (circle-area 2))
(newline)
(display (rect-area 2 5))
(newline)
(define a 1)
(define b 2)
(swap! a b)
(display (list a b))
(newline)
; expect: 12
; expect: 10
; expect: (2 1)
