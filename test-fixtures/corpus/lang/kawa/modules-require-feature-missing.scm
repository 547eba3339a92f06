; A SRFI's procedure is bound by requiring its feature (Kawa 3.1.1 prints (1 2)); without the
; require or an import, the message says which SRFI has the name.
(require 'list-lib)
(display (take '(1 2 3) 2))
(newline)
; expect: (1 2)
(display (string-tokenize "a b"))
;         ^^^^^^^^^^^^^^^ error: unbound variable: string-tokenize (SRFI 13 has it: (import (srfi 13)))
