; Kawa's require of a module file: only what its module-export lists is visible, and the module's
; body runs once, before the requiring program.
(require "helpers/mathmod.scm")
(display (double 4))
(newline)
(display (triple 4))
(newline)
(display (square-of 5))
(newline)
; A second require of the same module does not run it again.
(require "helpers/mathmod.scm")
(display (double 1))
(newline)
; expect: mathmod loaded
; expect: 8
; expect: 12
; expect: 25
; expect: 2
