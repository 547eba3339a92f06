; A name the required module does not list in module-export is not visible.
(require "helpers/mathmod.scm")
(display (hidden-square 3))
;         ^^^^^^^^^^^^^ error: unbound variable: hidden-square
