(import (scheme base) (scheme write) (util counters))
(display limit)
;        ^^^^^ error: unbound variable: limit
