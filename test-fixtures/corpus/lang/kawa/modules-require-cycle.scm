; Modules that require each other.
; FIXME: Kawa 3.1.1 compiles the cycle and prints 1; Kopi expands a module before the one that
; requires it, so a cycle is an error.
(require "helpers/cycle-a.scm")
;        ^^^^^^^^^^^^^^^^^^^^^ error: in required module helpers/cycle-a.scm:2:10: error - in required module cycle-b.scm:2:10: error - require: cycle-a.scm is required again while it is being expanded (modules that require each other are not supported yet)
(display (a))
