; A Kawa name that needs an import says which library has it, instead of looking like a typing
; mistake.
(pretty-print (list 1 2))
;^^^^^^^^^^^^ error: unbound variable: pretty-print ((kawa pprint) has it: (import (kawa pprint)))
