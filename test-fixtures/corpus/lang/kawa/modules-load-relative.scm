; Kawa's load-relative with a literal name at the top level: the file, read relative to this one.
(load-relative "helpers/loaded.scm")
(display (helper-fn 4))
(newline)
; expect: loading helper
; expect: 8
