; (load "file") with a literal name at the top level, then uses of what the file defines, as in
; Kawa. Kopi expands the loaded file's forms in place of the load (reading it relative to this
; file at compile time; Kawa reads it at run time, relative to the current directory), so the
; names it defines are known to the forms after it.
(load "helpers/loaded.scm")
(display (helper-fn 3))
(newline)
(display helper-var)
(newline)
; A computed file name is the ordinary load procedure, run when the program runs.
(define (load-later name) (load name))
(display (procedure? load-later))
(newline)
; expect: loading helper
; expect: 6
; expect: 10
; expect: #t
