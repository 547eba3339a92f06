; include reads forms from a file relative to the including one, as if written here.
(include "helpers.inc")
(write (helper-double 21))
(newline)
; expect: 42
(define (local-use)
  (include "body.inc")
  (inner-value))
(write (local-use))
(newline)
; expect: inner
