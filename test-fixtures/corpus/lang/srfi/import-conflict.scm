; R7RS 5.2: one name imported from two libraries with different bindings is an error.
(import (scheme base) (only (srfi 1) first) (rename (scheme base) (car first)))
;                                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: import: first is imported from (only (srfi 1) first) and (rename (scheme base) (car first)) with different bindings
; The same binding from two libraries is no conflict.
(import (srfi 1) (scheme base))
