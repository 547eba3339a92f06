; (require "file.scm") of a file that only declares R7RS libraries binds what they export.
; Kawa 3.1.1 fails here ("cannot find module r7rs-counter": it looks for a module class named
; after the file); Kopi imports the library, as (require <helpers.r7rs-counter>) does in Kawa.
(require "helpers/r7rs-counter.scm")
(write (list (next-count!) (next-count!)))
(newline)
; expect: (1 2)
