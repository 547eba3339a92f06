; (require 'regex) binds what (import (kawa regex)) binds; without either, the names are unbound.
(define (before) (regex-split "," "a,b"))
;                 ^^^^^^^^^^^ error: unbound variable: regex-split ((kawa regex) has it: (import (kawa regex)))
