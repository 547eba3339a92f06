; Standard libraries by name, with only, except, prefix and rename.
(import (scheme base)
        (only (scheme write) write)
        (prefix (scheme char) ch:)
        (rename (only (scheme cxr) caddr) (caddr third))
        (except (scheme inexact) nan?))
(write (ch:char-upcase #\a))
(newline)
; expect: #\A
(write (third '(1 2 3)))
(newline)
; expect: 3
(write (exact (floor (sqrt 16))))
(newline)
; expect: 4
