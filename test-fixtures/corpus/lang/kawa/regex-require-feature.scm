; (require 'regex) binds what (import (kawa regex)) binds. Expected output from Kawa 3.1.1.
(require 'regex)
(write (regex-split "," "a,b"))
(newline)
; expect: ("a" "b")
