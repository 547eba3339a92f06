; An imported binding cannot be assigned.
(import (scheme base))
(set! car 5)
;     ^^^ error: set!: cannot assign to builtin car
