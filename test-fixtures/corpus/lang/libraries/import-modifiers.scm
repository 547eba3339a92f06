; Import sets on a user library: prefix, rename, except, only.
(import (scheme base) (scheme write)
        (prefix (util counters) c:)
        (rename (only (util counters) make-counter) (make-counter new-counter)))
(define k (new-counter))
(k)
(k)
(write (k))
(newline)
; expect: 3
(write (c:counter-limit))
(newline)
; expect: 100
