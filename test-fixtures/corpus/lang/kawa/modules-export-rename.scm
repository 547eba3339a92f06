; module-export's (rename name exported-name), and class aliases and macros of required modules.
(require "helpers/renaming.scm")
(display (outer-name))
(newline)
(display (JS:valueOf 5))
(newline)
(display (twice 1))
(newline)
(require "helpers/aliases.scm")
(display (JInteger:parseInt "12"))
(newline)
(display (parse "13"))
(newline)
; expect: renamed
; expect: 5
; expect: (1 1)
; expect: 12
; expect: 13
