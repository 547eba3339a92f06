; load at run time of a file that cannot be read says why (Kawa 3.1.1: "cannot load FILE (No such
; file or directory)").
(define name "/nonexistent-kopi/missing.scm")
(load name)
; expect runtime error: load: cannot read "/nonexistent-kopi/missing.scm": no such file or directory
